/**
 * Node side of the real-world corpus test: every README.md shipped in node_modules (documents nobody
 * here wrote), deduplicated by content, as a Vitest browser command.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface CorpusDocument {
  /** Path below the project root. */
  path: string;
  source: string;
}

/** Documents larger than this are left to the bench (their render time, not their shape, is the point). */
const MAX_BYTES = 300_000;

/** Every `README.md` below `node_modules` (any depth), one per distinct content, sorted by path. */
export function readmeCorpus(root: string): CorpusDocument[] {
  const seen = new Set<string>();
  const out: CorpusDocument[] = [];
  const visit = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && !entry.isSymbolicLink()) visit(path);
      else if (entry.isFile() && entry.name.toLowerCase() === 'readme.md' && statSync(path).size <= MAX_BYTES) {
        const source = readFileSync(path, 'utf8');
        const hash = createHash('sha1').update(source).digest('hex');
        if (seen.has(hash)) continue;
        seen.add(hash);
        out.push({ path: relative(root, path), source });
      }
    }
  };
  visit(join(root, 'node_modules'));
  return out.sort((a, b) => a.path.localeCompare(b.path));
}
