// `npm run size`: gzipped sizes of what the package ships and of what a consumer app downloads.
//
// 1. The library entries in dist/ (index.js, carousel.js, markdown.js, each with the chunks it imports
//    statically) and dist/style.css.
// 2. From a consumer app build (scripts/consumer-apps.mjs builds consumers/no-router from the packed
//    tarball): the lazily loaded shiki grammar chunks of the 8 default languages (with the grammars
//    they embed) and the chunks of the default themes.
//
// Sizes are gzip level 9 of the emitted bytes. `--consumer-dist <dir>` measures another app build;
// `--no-build` measures dist/ without building it first.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The markdown component's defaults (src/markdown/highlight/langs.ts, src/markdown/renderer.ts). */
export const DEFAULT_LANGS = ['html', 'vue', 'bash', 'dockerfile', 'json', 'yaml', 'markdown', 'diff'];
export const DEFAULT_THEMES = ['github-light-default', 'github-dark-default'];

/** Gzipped byte count of a file. */
export function gz(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** A JS file and every file it imports statically through relative specifiers (dynamic imports excluded). */
export function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  // `import x from "./a.js"`, `import "./a.js"`, `export * from "./a.js"` — not `import("./a.js")`.
  for (const [, spec] of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[^'"();]*?\sfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g)) {
    const target = resolve(dirname(file), spec);
    if (existsSync(target)) staticClosure(target, seen);
  }
  return seen;
}

/** Rows for the library entries of dist/. */
export function libraryRows(dist = join(ROOT, 'dist')) {
  const rows = [];
  for (const entry of ['index', 'carousel', 'markdown']) {
    const file = join(dist, `${entry}.js`);
    if (!existsSync(file)) {
      rows.push({ name: `${entry}.js`, files: 0, gzip: null, note: 'not built (entry source missing)' });
      continue;
    }
    const files = [...staticClosure(file)];
    rows.push({ name: `${entry}.js + static imports`, files: files.length, gzip: files.reduce((sum, f) => sum + gz(f), 0) });
  }
  const css = join(dist, 'style.css');
  if (existsSync(css)) rows.push({ name: 'style.css', files: 1, gzip: gz(css) });
  return rows;
}

/**
 * Rows per carousel: its chunk in dist/chunks (vite.config.ts splits `carousel-team`, `carousel-icons`
 * and the shared `src/carousel`) with the chunks it imports statically — what an app that imports only
 * that component ships from this package (its bundler drops the other component's chunk; external
 * packages such as vue3-carousel and @iconify/vue are listed, not counted).
 */
export function componentRows(dist = join(ROOT, 'dist')) {
  const chunks = join(dist, 'chunks');
  const rows = [];
  if (!existsSync(chunks)) return rows;
  const names = readdirSync(chunks);
  for (const [label, prefix] of [['AddonCarouselTeam', 'carousel-team-'], ['AddonCarouselIcons', 'carousel-icons-']]) {
    const file = names.find((n) => n.startsWith(prefix) && n.endsWith('.js'));
    if (!file) {
      rows.push({ name: label, files: 0, gzip: null, note: `no ${prefix}*.js chunk` });
      continue;
    }
    const files = [...staticClosure(join(chunks, file))];
    const external = new Set();
    for (const f of files) for (const [, spec] of readFileSync(f, 'utf8').matchAll(/from\s*["']([^./"'][^"']*)["']/g)) external.add(spec);
    rows.push({ name: `${label} (chunk + static imports)`, files: files.length, gzip: files.reduce((sum, f) => sum + gz(f), 0), note: `imports ${[...external].sort().join(', ')}` });
  }
  return rows;
}

/** Vite manifest chunk keys reachable from `key` through static imports. */
export function manifestClosure(manifest, key, seen = new Set()) {
  if (!manifest[key] || seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) manifestClosure(manifest, next, seen);
  return seen;
}

/** Rows for the lazily loaded grammar and theme chunks of a consumer build (needs `build.manifest`). */
export async function lazyShikiRows(appDist) {
  const manifest = JSON.parse(readFileSync(join(appDist, '.vite/manifest.json'), 'utf8'));
  // Names as written in `langs` → shiki ids (`bash` is `shellscript`, `dockerfile` is `docker`).
  const { bundledLanguagesInfo } = await import('shiki/langs');
  const idOf = (name) => bundledLanguagesInfo.find((l) => l.id === name || l.aliases?.includes(name))?.id ?? name;
  const langIds = new Set(bundledLanguagesInfo.map((l) => l.id));
  // A grammar is its own dynamic entry (`…/@shikijs/langs/dist/x.mjs`) or, when other grammars embed
  // it, a shared chunk (`_x-hash.js`, `name: 'x'`).
  const isGrammar = (k) => k.includes('@shikijs/langs/dist/') || (k.startsWith('_') && langIds.has(manifest[k].name));
  const keyOf = (kind, id) =>
    Object.keys(manifest).find((k) => k.endsWith(`@shikijs/${kind}/dist/${id}.mjs`)) ??
    (kind === 'langs' ? Object.keys(manifest).find((k) => k.startsWith('_') && manifest[k].name === id) : undefined);
  const rows = [];
  const grammarFiles = new Set();
  for (const lang of DEFAULT_LANGS) {
    const key = keyOf('langs', idOf(lang));
    if (!key) {
      rows.push({ name: `grammar ${lang}`, files: 0, gzip: null, note: 'no chunk in the build' });
      continue;
    }
    // Follow embedded grammars only (grammar chunks also import the app's entry for Vite's preload helper).
    const keys = [...manifestClosure(manifest, key)].filter(isGrammar);
    for (const k of keys) grammarFiles.add(manifest[k].file);
    const embedded = keys.filter((k) => k !== key).map((k) => manifest[k].name ?? k);
    rows.push({
      name: `grammar ${lang}${idOf(lang) !== lang ? ` (${idOf(lang)})` : ''}`,
      files: keys.length,
      gzip: keys.reduce((sum, k) => sum + gz(join(appDist, manifest[k].file)), 0),
      note: embedded.length ? `with ${embedded.join(', ')}` : '',
    });
  }
  // Embedded grammars are shared (html is inside vue and markdown): the total counts each file once.
  rows.push({
    name: `grammars, 8 default languages (each file once)`,
    files: grammarFiles.size,
    gzip: [...grammarFiles].reduce((sum, f) => sum + gz(join(appDist, f)), 0),
    total: true,
  });
  for (const theme of DEFAULT_THEMES) {
    const key = keyOf('themes', theme);
    rows.push(key ? { name: `theme ${theme}`, files: 1, gzip: gz(join(appDist, manifest[key].file)) } : { name: `theme ${theme}`, files: 0, gzip: null, note: 'no chunk in the build' });
  }
  return rows;
}

/** JS a page of consumers/with-router loads before any interaction, per route (gzip -9). */
export function pageRows(appDist) {
  const manifest = JSON.parse(readFileSync(join(appDist, '.vite/manifest.json'), 'utf8'));
  const rows = [];
  for (const [label, route] of [['carousel page', 'src/pages/CarouselPage.vue'], ['markdown page', 'src/pages/MarkdownPage.vue'], ['page with all three', 'src/pages/AllPage.vue']]) {
    if (!manifest[route]) continue;
    const keys = manifestClosure(manifest, route, manifestClosure(manifest, 'index.html'));
    const files = [...keys].map((k) => manifest[k].file);
    rows.push({ name: `${label} (JS)`, files: files.length, gzip: files.reduce((sum, f) => sum + gz(join(appDist, f)), 0) });
  }
  return rows;
}

export function printRows(title, rows) {
  console.log(`\n${title}`);
  for (const row of rows) {
    const size = row.gzip === null ? '—' : kb(row.gzip);
    console.log(`  ${row.name.padEnd(52)} ${size.padStart(10)}  ${String(row.files).padStart(3)} file(s)  ${row.note ?? ''}`);
  }
}

async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--consumer-dist');
  // dist/ is built from the current sources first (a dist/ left from an earlier checkout would be
  // measured otherwise); `--no-build` measures dist/ as it is.
  if (!args.includes('--no-build') || !existsSync(join(ROOT, 'dist/index.js'))) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  printRows('Library entries (dist/, gzip -9)', libraryRows());
  printRows('Per carousel (dist/chunks, gzip -9)', componentRows());
  let appDist = at >= 0 ? resolve(args[at + 1]) : undefined;
  if (!appDist) {
    const { consumerDir } = await import('./consumer-apps.mjs');
    appDist = join(consumerDir('no-router'), 'dist');
    if (!existsSync(join(appDist, '.vite/manifest.json'))) {
      console.log('\nno consumer build yet: packing and building consumers/no-router (scripts/consumer-apps.mjs)');
      execFileSync(process.execPath, [join(ROOT, 'scripts/consumer-apps.mjs'), 'no-router'], { cwd: ROOT, stdio: 'inherit' });
    }
  }
  printRows(`Lazy shiki chunks in a consumer build (${appDist})`, await lazyShikiRows(appDist));
  const routerDist = join(dirname(appDist), '..', 'with-router', 'dist');
  if (existsSync(join(routerDist, '.vite/manifest.json'))) printRows(`Pages of the with-router build (entry + route chunk + their static imports)`, pageRows(routerDist));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
