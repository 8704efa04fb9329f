// Markdown documents nobody here wrote: the READMEs and changelogs shipped in node_modules, read by
// the real-world corpus test (tests/fidelity/corpus.browser.test.ts, as a Vitest browser command) and
// by the bench's large-documents section (bench/run.mjs: the largest of them).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every file below `root/node_modules` (any depth, symbolic links not followed) whose lower-cased
 * name is in `names` and whose size is at most `maxBytes`, one per distinct content (the first path
 * in directory order keeps it), sorted by path. A directory that cannot be read is skipped.
 */
export function markdownCorpus(root, { names, maxBytes = Infinity }) {
  const wanted = new Set(names);
  const seen = new Set();
  const out = [];
  const visit = (dir) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && !entry.isSymbolicLink()) visit(path);
      else if (entry.isFile() && wanted.has(entry.name.toLowerCase()) && statSync(path).size <= maxBytes) {
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
