// Built-catalog check: the static Storybook as Chromatic or a static host serves it.
//
//   storybook build → serve storybook-static/ on 127.0.0.1 → open every story and every docs page
//   (iframe.html, as the manager frames it) in Chromium, once in light and once in dark.
//
// Each page must have: no uncaught page error or console error, no failed request and no HTTP error
// response, its play function green (Storybook's `storyFinished` event), axe clean (the a11y addon's
// report for stories; axe-core run on the rendered docs page), and — on the pages that show the icon
// carousel with registered icons — icons drawn as SVG rather than placeholders.
//
// Widths: every story and docs page is opened at 1280 × 900 (desktop), 800 × 1000 (tablet) and
// 375 × 812 (phone), in both themes. A story that sets a viewport global (`globals: { viewport: { value:
// 'bp768' } }`) is opened at that viewport's size only, and the way the Storybook UI applies it: the
// story starts rendering at the previous page size and the frame is resized to the viewport once its
// play function has started, so a play function that measures before its viewport applies fails here.
//
// Options: `--no-build` reuses an existing storybook-static/; `--only <substring>` opens only the
// entries whose id contains it; `--widths 1280,375` opens only those of the widths above. Results:
// test-results/catalog.json ({ passed, failed, pages }); exit status 1 when any page fails.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism } from 'node:os';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from './browser.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const STATIC = join(ROOT, 'storybook-static');
const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const THEMES = ['light', 'dark'];
/** Page sizes every entry without a viewport global is opened at (desktop first: the reference). */
const ALL_SIZES = [
  { width: 1280, height: 900 },
  { width: 800, height: 1000 },
  { width: 375, height: 812 },
];
const widthsArg = args.includes('--widths') ? args[args.indexOf('--widths') + 1].split(',').map(Number) : undefined;
const SIZES = widthsArg ? ALL_SIZES.filter((size) => widthsArg.includes(size.width)) : ALL_SIZES;
/** Longest wait for one page (build catalog: play functions with shiki highlighting, axe). */
const PAGE_TIMEOUT = 60_000;
/**
 * Entries that draw registered Iconify icons (ids, by prefix; the other permutation stories show the team carousel only). On these pages every icon tile must
 * draw an icon: a placeholder here means the icon registration was dropped from the build.
 */
const ICON_PAGES = [
  'components-addoncarouselicons--default',
  'components-addoncarouselicons--docs',
  'permutations-carousels--docs',
  'permutations-carousels--several-on-one-page',
  'permutations-carousels--directions',
  'permutations-carousels--clamp',
];

/**
 * Requests a page may see fail, by entry id prefix, each with its reason. Nothing else may fail.
 */
const EXPECTED_FAILED_REQUESTS = [
  {
    ids: ['components-addonmarkdownremark--hostile-html'],
    path: '/x',
    reason: 'the hostile-markdown fixture has <img src=x onerror=…>: sanitised to an inert <img src="x">, which the browser still requests',
  },
];
const expectedFailure = (id, path) => EXPECTED_FAILED_REQUESTS.some((e) => e.path === path && e.ids.some((prefix) => id.startsWith(prefix)));

const started = Date.now();

if (!args.includes('--no-build') || !existsSync(join(STATIC, 'index.json'))) {
  console.log('== storybook build');
  const build = spawnSync('npx', ['storybook', 'build', '--quiet', '-o', STATIC], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) fail(`storybook build exited with ${build.status}`);
}
const buildSeconds = ((Date.now() - started) / 1000).toFixed(0);

// The published catalog must not embed paths of the machine that built it (docgen's `sourceFiles`).
const machinePaths = readdirSync(join(STATIC, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .filter((file) => readFileSync(join(STATIC, 'assets', file), 'utf8').includes(ROOT + sep));
if (machinePaths.length) console.log(`  ✗ build embeds ${ROOT}${sep} in ${machinePaths.length} file(s): ${machinePaths.slice(0, 5).join(', ')}`);

// ---------------------------------------------------------------------------------------------
// Static server (what a static host does: files, no fallbacks).

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2', '.woff': 'font/woff', '.ico': 'image/x-icon', '.txt': 'text/plain', '.md': 'text/markdown',
};
const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  let file = normalize(join(STATIC, path));
  if (!file.startsWith(STATIC + sep) && file !== STATIC) return void res.writeHead(403).end();
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) return void res.writeHead(404).end('not found');
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'max-age=3600' });
  createReadStream(file).pipe(res);
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const origin = `http://127.0.0.1:${server.address().port}`;

// ---------------------------------------------------------------------------------------------
// Entries from the build's own index.

const index = JSON.parse(readFileSync(join(STATIC, 'index.json'), 'utf8'));
const entries = Object.values(index.entries)
  .filter((e) => e.type === 'story' || e.type === 'docs')
  .filter((e) => !only || e.id.includes(only));
const viewports = await storyViewports(entries.filter((e) => e.type === 'story').map((e) => e.id));

/** Runs in the page before any script: records Storybook's channel events and page-level errors. */
function instrument() {
  const events = [];
  window.__vakCatalog = { events };
  let channel;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next) => {
      channel = next;
      for (const name of ['storyRenderPhaseChanged', 'storyFinished', 'storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing', 'docsRendered', 'unhandledErrorsWhilePlaying']) {
        next.on(name, (payload) => {
          let data;
          try {
            data = JSON.parse(JSON.stringify(payload ?? null));
          } catch {
            data = String(payload);
          }
          events.push({ name, payload: data });
        });
      }
    },
  });
}

/** The viewport each story sets through its `globals`, read from the built preview's story store. */
async function storyViewports(ids) {
  const browser = await launch();
  const page = await browser.newPage();
  await page.goto(`${origin}/iframe.html`, { waitUntil: 'load' });
  await page.waitForFunction(() => globalThis.__STORYBOOK_PREVIEW__?.storyStoreValue, undefined, { timeout: PAGE_TIMEOUT });
  const found = await page.evaluate(async (storyIds) => {
    const store = globalThis.__STORYBOOK_PREVIEW__.storyStoreValue;
    const out = {};
    for (const storyId of storyIds) {
      const story = await store.loadStory({ storyId });
      const value = story.storyGlobals?.viewport?.value;
      if (value) out[storyId] = story.parameters.viewport?.options?.[value]?.styles ?? null;
    }
    return out;
  }, ids);
  await browser.close();
  return Object.fromEntries(
    Object.entries(found)
      .filter(([, styles]) => styles)
      .map(([id, styles]) => [id, { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) }]),
  );
}

function launch() {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

// ---------------------------------------------------------------------------------------------
// One page

const AXE = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

/** Summarise an axe result list as "rule (n nodes)" strings. */
function violationsOf(result) {
  return (result?.violations ?? []).map((v) => `${v.id} (${v.nodes.length}: ${v.nodes[0]?.target?.join(' ') ?? ''})`);
}

/**
 * A worker's page: loaded once per theme with the first entry's URL, then switched to each next entry
 * through Storybook's channel (`setCurrentStory`), as the manager does when a reader clicks through the
 * sidebar. Events and errors are attributed to the entry open at the time.
 */
async function openPage(context, theme) {
  const page = await context.newPage();
  const state = { problems: [] };
  page.on('pageerror', (error) => state.problems.push(`page error: ${error.message.split('\n')[0]}`));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location()?.url?.replace(origin, '') ?? '';
    // Chromium asks every origin for /favicon.ico; a static host without one answers 404. Expected
    // failed requests (above) are logged by Chromium as console errors too.
    if (where === '/favicon.ico' || (msg.text().startsWith('Failed to load resource') && expectedFailure(state.id, where))) return;
    state.problems.push(`console error: ${msg.text().split('\n')[0].slice(0, 300)}${where ? ` (${where})` : ''}`);
  });
  const path = (url) => url.replace(origin, '').split('?')[0];
  page.on('requestfailed', (req) => {
    if (!expectedFailure(state.id, path(req.url()))) state.problems.push(`request failed: ${path(req.url())} (${req.failure()?.errorText})`);
  });
  page.on('response', (res) => {
    const where = path(res.url());
    if (res.status() >= 400 && where !== '/favicon.ico' && !expectedFailure(state.id, where)) state.problems.push(`HTTP ${res.status()}: ${where}`);
  });
  return { page, theme, state, loaded: false, shown: undefined };
}

async function openEntry(worker, { entry, size }) {
  const { page, theme, state } = worker;
  // A story's own viewport (global) is applied late, as the UI does: after its play function starts.
  const late = viewports[entry.id];
  const viewport = late ?? size;
  const t0 = Date.now();
  const problems = (state.problems = []);
  state.id = entry.id;
  const viewMode = entry.type === 'docs' ? 'docs' : 'story';
  const result = { id: entry.id, type: entry.type, theme, viewport: `${viewport.width}x${viewport.height}`, problems, icons: 0, placeholders: 0, axe: [] };
  try {
    const current = page.viewportSize();
    if (!late && (current?.width !== viewport.width || current?.height !== viewport.height)) await page.setViewportSize(viewport);
    // Storybook ignores `setCurrentStory` for the story already shown (an `--only` run opens one entry
    // at each size in turn): that entry is loaded again instead.
    if (!worker.loaded || worker.shown === entry.id) {
      await page.goto(`${origin}/iframe.html?id=${entry.id}&viewMode=${viewMode}&globals=theme:${theme}`, { waitUntil: 'load', timeout: PAGE_TIMEOUT });
      worker.loaded = true;
    } else {
      await page.evaluate(({ storyId, viewMode }) => {
        window.__vakCatalog.events.length = 0;
        window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode });
      }, { storyId: entry.id, viewMode });
    }
    worker.shown = entry.id;
    if (late) {
      // The viewport toolbar resizes the frame once the story is on screen: here, when its play starts.
      await page
        .waitForFunction(
          (id) => window.__vakCatalog.events.find((e) => (e.name === 'storyRenderPhaseChanged' && e.payload?.newPhase === 'playing' && e.payload.storyId === id) || e.name === 'storyFinished'),
          entry.id,
          { timeout: PAGE_TIMEOUT, polling: 20 },
        )
        .catch(() => undefined);
      await page.setViewportSize(late);
    }
    const done = entry.type === 'docs' ? 'docsRendered' : 'storyFinished';
    const ended = await page
      .waitForFunction(
        ({ names, id }) => window.__vakCatalog.events.find((e) => names.includes(e.name) && (e.name === 'docsRendered' || !e.payload?.storyId || e.payload.storyId === id)),
        { names: [done, 'storyErrored', 'storyThrewException', 'storyMissing'], id: entry.id },
        { timeout: PAGE_TIMEOUT, polling: 50 },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => ({ name: 'timeout' }));
    if (ended.name === 'timeout') problems.push(`no ${done} event within ${PAGE_TIMEOUT / 1000} s`);
    else if (ended.name !== done) problems.push(`${ended.name}: ${JSON.stringify(ended.payload).slice(0, 400)}`);
    else if (entry.type === 'story') {
      const { status, reporters } = ended.payload;
      const events = await page.evaluate(() => window.__vakCatalog.events);
      for (const e of events.filter((x) => x.name === 'playFunctionThrewException' || x.name === 'unhandledErrorsWhilePlaying')) {
        problems.push(`${e.name}: ${JSON.stringify(e.payload).slice(0, 400)}`);
      }
      const a11y = reporters.find((r) => r.type === 'a11y');
      if (!a11y) problems.push('no a11y report');
      result.axe = violationsOf(a11y?.result);
      if (status !== 'success' && result.axe.length === 0 && problems.length === 0) problems.push(`story finished with status ${status}`);
    } else {
      // Docs: every inline story has rendered its root, and nothing is aria-busy (markdown highlighting).
      await page
        .waitForFunction(
          () =>
            [...document.querySelectorAll('.docs-story')].every((story) => story.querySelector('.vak-story-root')) &&
            !document.querySelector('[aria-busy="true"]'),
          undefined,
          { timeout: PAGE_TIMEOUT, polling: 100 },
        )
        .catch(() => problems.push('docs stories not rendered (or still aria-busy)'));
      await page.evaluate(() => document.fonts.ready);
      if (!(await page.evaluate(() => Boolean(window.axe)))) await page.addScriptTag({ content: AXE });
      // Only the stories a docs page renders are ours (Storybook's docs chrome is not), and rules that
      // judge a whole page (one main landmark, unique landmarks, content in regions) do not apply to a
      // page that stacks independent stories: each story passes them on its own page in the story pass.
      const axe = await page.evaluate(async () => {
        const stories = [...document.querySelectorAll('.docs-story')];
        if (!stories.length) return { violations: [] };
        return window.axe.run(
          { include: stories },
          {
            runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
            rules: { region: { enabled: false }, 'landmark-one-main': { enabled: false }, 'landmark-unique': { enabled: false }, 'page-has-heading-one': { enabled: false } },
          },
        );
      });
      result.axe = violationsOf(axe);
    }
    for (const v of result.axe) problems.push(`axe: ${v}`);
    const icons = await page.evaluate(() => ({
      icons: document.querySelectorAll('#storybook-root svg.iconify, #storybook-docs svg.iconify').length,
      placeholders: document.querySelectorAll('[data-icon-placeholder]').length,
    }));
    Object.assign(result, icons);
    // Story pages with registered icons draw every icon; docs pages (which also show the story of
    // unregistered icons) draw at least one.
    const expectsIcons = ICON_PAGES.some((prefix) => entry.id.startsWith(prefix));
    if (expectsIcons && (icons.icons === 0 || (entry.type === 'story' && icons.placeholders > 0))) {
      problems.push(`icons not drawn: ${icons.icons} icons, ${icons.placeholders} placeholders`);
    }
  } catch (error) {
    problems.push(`check crashed: ${error.message.split('\n')[0]}`);
    // Start the next entry on a fresh load.
    worker.loaded = false;
  } finally {
    result.ms = Date.now() - t0;
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Run: a few pages at a time (one per core), light then dark.

const browser = await launch();
const results = [];
const workers = Math.max(1, Math.min(2, availableParallelism()));
// Width by width (the same story is never opened twice in a row), entries with their own viewport once.
const jobs = SIZES.flatMap((size, i) => entries.filter((entry) => !viewports[entry.id] || i === 0).map((entry) => ({ entry, size })));
const total = jobs.length * THEMES.length;
for (const theme of THEMES) {
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      const context = await browser.newContext({ deviceScaleFactor: 1 });
      await context.addInitScript(instrument);
      const worker = await openPage(context, theme);
      while (next < jobs.length) {
        const job = jobs[next++];
        const result = await openEntry(worker, job);
        results.push(result);
        const mark = result.problems.length ? '✗' : '✓';
        console.log(`  ${mark} ${String(results.length).padStart(3)}/${total} ${theme.padEnd(5)} ${result.viewport.padEnd(9)} ${job.entry.id} (${(result.ms / 1000).toFixed(1)} s)`);
        for (const p of result.problems) console.log(`      ${p}`);
      }
      await context.close();
    }),
  );
}
await browser.close();
server.close();

// ---------------------------------------------------------------------------------------------
// Summary

if (machinePaths.length) results.push({ id: 'build: machine paths', type: 'build', theme: '-', problems: [`${machinePaths.length} asset(s) embed ${ROOT}${sep}`], axe: [], icons: 0 });
const failed = results.filter((r) => r.problems.length);
console.log('\nBuilt catalog (storybook-static/, served statically):');
console.log(`  build: ${machinePaths.length ? `${machinePaths.length} asset(s) embed machine paths` : 'no machine paths in assets'}`);
for (const theme of THEMES) {
  const mine = results.filter((r) => r.theme === theme);
  const count = (type) => mine.filter((r) => r.type === type).length;
  const errors = mine.reduce((n, r) => n + r.problems.filter((p) => !p.startsWith('axe:')).length, 0);
  const axe = mine.reduce((n, r) => n + r.axe.length, 0);
  const icons = mine.reduce((n, r) => n + r.icons, 0);
  console.log(
    `  ${theme.padEnd(5)}: ${mine.length} pages (${count('story')} stories, ${count('docs')} docs), ` +
      `${mine.filter((r) => r.problems.length).length} failed, ${errors} errors, ${icons} icons drawn, ${axe} axe violations`,
  );
  const sizes = [...new Set(mine.map((r) => r.viewport))];
  console.log(
    `         by size: ${sizes.map((v) => `${v} ${mine.filter((r) => r.viewport === v).length} (${mine.filter((r) => r.viewport === v && r.problems.length).length} failed)`).join(', ')}`,
  );
}
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(`  ${results.length - failed.length} passed, ${failed.length} failed in ${seconds} s (build ${buildSeconds} s, ${workers} pages at a time)`);

mkdirSync(join(ROOT, 'test-results'), { recursive: true });
writeFileSync(
  join(ROOT, 'test-results/catalog.json'),
  JSON.stringify({ passed: results.length - failed.length, failed: failed.length, pages: results }, null, 2),
);
process.exit(failed.length ? 1 : 0);

function fail(message) {
  console.error(message);
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  writeFileSync(join(ROOT, 'test-results/catalog.json'), JSON.stringify({ passed: 0, failed: 1, error: message }));
  process.exit(1);
}
