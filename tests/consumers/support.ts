/**
 * Helpers of the consumer checks (tests/consumers/apps.test.ts): the setup outcome, build-manifest
 * analysis, a static server, Nuxt's server, and Chromium pages that record errors, hydration messages,
 * scripts and off-machine requests.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, assert, beforeAll } from 'vitest';
import { gz, manifestClosure, type ManifestChunk, type SizeRow } from '../../scripts/bundle-size.mjs';
import { consumerDir, NUXT_ENV } from '../../scripts/consumer-apps.mjs';
import { grammarChunkKeys, isOnDemandChunk } from '../../src/nuxt/module.ts';
import { FIGURES_FILE, SETUP_FILE, type ConsumerSetup } from './global-setup.ts';

export { assert };

// ---------------------------------------------------------------------------------------------
// Setup outcome and figures

let setup: ConsumerSetup | undefined;

/** What global-setup.ts did: the tarball's files and the outcome of each step. */
export function setupResult(): ConsumerSetup {
  setup ??= JSON.parse(readFileSync(SETUP_FILE, 'utf8')) as ConsumerSetup;
  return setup;
}

/** Throws the setup step's error when `npm pack`, the app's install or its build failed. */
export function requireStep(name: string): string {
  const result = setupResult().steps[name];
  if (!result) throw new Error(`setup step "${name}" did not run`);
  if (!result.ok) throw new Error(`setup step "${name}" failed:\n${result.detail}`);
  return result.detail;
}

/** Throws unless the app was installed and built (the checks on its build need it). */
export function requireBuilt(app: string): string {
  requireStep(`install ${app}`);
  requireStep(`build ${app}`);
  return consumerDir(app);
}

/**
 * The shared set-up of a describe that serves an app's build: in `beforeAll`, `start` runs with the
 * app's folder and registers with `onClose` what `afterAll` closes (last first), such as the server
 * and the browser context. Returns `served()`, which gives what `start` returned and throws, in each
 * check that calls it, the setup error instead: the app did not build, or `start` failed. Call it in
 * the describe's body.
 */
export function servedBuild<T>(app: string, start: (dir: string, onClose: (close: () => unknown) => void) => Promise<T>): () => T {
  const closers: (() => unknown)[] = [];
  let result: { ok: true; value: T } | { ok: false; error: unknown } | undefined;
  beforeAll(async () => {
    try {
      result = { ok: true, value: await start(requireBuilt(app), (close) => closers.push(close)) };
    } catch (error) {
      result = { ok: false, error };
    }
  });
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });
  return () => {
    if (!result) throw new Error(`${app}: the served build's set-up did not run`);
    if (!result.ok) throw result.error;
    return result.value;
  };
}

/**
 * Print a figure a check measured (server HTML excerpt, CLS, sizes…) and append it to
 * test-results/consumers-figures.txt, the summary of a run.
 */
export function figure(text: string): void {
  console.log(text);
  mkdirSync(dirname(FIGURES_FILE), { recursive: true });
  appendFileSync(FIGURES_FILE, `${text}\n`);
}

/** A size table as `printRows` (scripts/bundle-size.mjs) prints it, through `figure`. */
export function figureRows(title: string, rows: SizeRow[]): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  figure(
    [`${title}`, ...rows.map((row) => `  ${row.name.padEnd(52)} ${(row.gzip === null ? '—' : kb(row.gzip)).padStart(10)}  ${String(row.files).padStart(3)} file(s)  ${row.note ?? ''}`)].join('\n'),
  );
}

// ---------------------------------------------------------------------------------------------
// Build analysis

/**
 * Strings that only the named library's code contains (error messages and option names survive
 * minification). A chunk holding any of them holds that library.
 */
export const LIBRARY_MARKERS: Record<string, string[]> = {
  marked: ['input parameter is undefined or null', 'Please report this to https://github.com/markedjs/marked'],
  shiki: ['Shiki instance has been disposed', 'No grammar provided for', 'shiki:decorations', 'Missing color in color map'],
  dompurify: ['ALLOWED_TAGS', 'FORBID_CONTENTS', 'SAFE_FOR_TEMPLATES'],
};

/**
 * Strings of hast's HTML serialiser (`hast-util-to-html`, `property-information`), which shiki's
 * `codeToHtml` path pulls in; the markdown pipeline builds its code frames from tokens and must not
 * ship it.
 */
export const HAST_MARKERS = ['Cannot compile unknown node', 'xLinkActuate'];

/** Every bundled shiki grammar id (chunk names of the lazily loaded grammar chunks). */
export const GRAMMAR_NAMES = new Set((await import('shiki/langs')).bundledLanguagesInfo.map((l) => l.id));

type Manifest = Record<string, ManifestChunk>;

export function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, 'dist/.vite/manifest.json'), 'utf8'));
}

/** Emitted JS files a page loads before any user action: its entry and route chunk with their static imports. */
export function pageFiles(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  for (const key of keys) {
    assert(manifest[key], `no chunk for ${key} in the build manifest`);
    manifestClosure(manifest, key, seen);
  }
  return [...seen].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
}

/** Libraries (by LIBRARY_MARKERS) whose code appears in the given [file, source] pairs. */
export function librariesIn(sources: [string, string][]): Record<string, string> {
  const found: Record<string, string> = {};
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

/** Gzipped size rows of the given files of `dist`, with a total row. */
export function sizeTable(dist: string, files: string[]): SizeRow[] {
  const rows: SizeRow[] = files.map((f) => ({ name: f, files: 1, gzip: gz(join(dist, f)) }));
  rows.push({ name: 'total', files: files.length, gzip: rows.reduce((s, r) => s + (r.gzip ?? 0), 0) });
  return rows;
}

/** Chunk name (build manifest) of an emitted JS path like `/assets/vue-Ab12.js`, without the package's hash. */
export function nameOfChunk(dir: string, path: string): string | undefined {
  return Object.values(readManifest(dir))
    .find((c) => `/${c.file}` === path)
    ?.name?.replace(/-\w{8}$/, '');
}

// ---------------------------------------------------------------------------------------------
// Servers

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

export interface Served {
  origin: string;
  close: () => Promise<void>;
}

/**
 * Serve `dist` on 127.0.0.1 on a free port. `spa`: unknown paths get index.html (history routing);
 * `ssr`: requests with `?ssr` get the HTML it returns.
 */
export async function serve(dist: string, { spa = false, ssr }: { spa?: boolean; ssr?: (path: string, params: URLSearchParams) => Promise<string> } = {}): Promise<Served> {
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
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
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((ok) => probe.close(() => ok()));
  return port;
}

/** Poll `ready` every `ms` until it is true or `tries` polls have passed (a start-up wait, not a budget). */
export async function waitUntil(ready: () => Promise<boolean>, { tries, ms, fail }: { tries: number; ms: number; fail: () => Error | undefined }): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    const error = fail();
    if (error) throw error;
    if (await ready()) return true;
    await new Promise((r) => setTimeout(r, ms));
  }
  return false;
}

export interface NuxtServer extends Served {
  output: () => string;
}

/** Start the built Nitro server (`.output/server/index.mjs`) on 127.0.0.1. */
export async function serveNuxt(node: string, dir: string): Promise<NuxtServer> {
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
  const up = await waitUntil(() => fetch(origin).then((r) => r.ok, () => false), {
    tries: 100,
    ms: 150,
    fail: () => (child.exitCode !== null ? new Error(`the Nuxt server exited ${child.exitCode}:\n${output.slice(-2000)}`) : undefined),
  });
  if (!up) {
    child.kill('SIGTERM');
    throw new Error(`the Nuxt server did not answer on ${origin}:\n${output.slice(-2000)}`);
  }
  return {
    origin,
    output: () => output,
    close: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

export interface NuxtChunk {
  name: string;
  src: string;
  /** A grammar or theme chunk, or a shared chunk only grammar chunks import (`grammarChunkKeys`). */
  grammar: boolean;
}

/**
 * The installed package's chunks that only a dynamic `import()` reaches (grammars, GitHub extensions,
 * streaming completion: what loads when a document needs it), as `vue-addon-kit/dist/chunks/<file>`,
 * found in the installed files themselves, not by the Nuxt module's own naming rule.
 */
export function onDemandPackageChunks(dir: string): Set<string> {
  const dist = join(dir, 'node_modules/vue-addon-kit/dist');
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
  const dynamic = new Set<string>();
  const statics = new Set<string>();
  for (const file of files) {
    const code = readFileSync(join(dist, file), 'utf8');
    for (const m of code.matchAll(/import\(\s*["']([^"']+\.js)["']\s*\)/g)) dynamic.add(join(dirname(file), m[1]!));
    for (const m of code.matchAll(/(?:from|import)\s*["']([^"']+\.js)["']/g)) statics.add(join(dirname(file), m[1]!));
  }
  return new Set([...dynamic].filter((file) => file.startsWith('chunks/') && !statics.has(file)).map((file) => `vue-addon-kit/dist/${file}`));
}

/** Nuxt's client manifest as `/_nuxt/<file>` → { name, src, grammar } (file names carry no chunk name in Nuxt builds). */
export async function nuxtChunks(dir: string): Promise<Map<string, NuxtChunk>> {
  const manifest: Record<string, { file?: string; name?: string; src?: string; imports?: string[] }> = (
    await import(pathToFileURL(join(dir, '.nuxt/dist/server/client.manifest.mjs')).href)
  ).default;
  const grammarKeys = grammarChunkKeys(manifest);
  return new Map(
    Object.entries(manifest)
      .filter(([, c]) => c.file)
      .map(([key, c]) => [
        `/_nuxt/${c.file}`,
        { name: c.name ?? '', src: c.src ?? '', grammar: grammarKeys.has(key) || isOnDemandChunk(c.src ?? '') },
      ]),
  );
}

// ---------------------------------------------------------------------------------------------
// Browser pages

export interface PageLog {
  errors: string[];
  hydration: string[];
  scripts: string[];
  external: string[];
}

/**
 * A page that records console errors, page errors, every message mentioning hydration, every
 * JS file it loads and every request leaving 127.0.0.1 (blocked: the apps must work offline).
 */
export async function openPage(context: BrowserContext, origin: string): Promise<{ page: Page; log: PageLog }> {
  const page = await context.newPage();
  const log: PageLog = { errors: [], hydration: [], scripts: [], external: [] };
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

/** Slides of the first carousel matching `scope` are rendered and `text` is visible in it. */
export async function assertSlides(page: Page, scope: string, { min = 3, text }: { min?: number; text: string }): Promise<string> {
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
export async function assertIcons(page: Page): Promise<string> {
  const carousel = page.locator('.carousel >> nth=1');
  await carousel
    .locator('svg.iconify')
    .first()
    .waitFor({ timeout: 5_000 })
    .catch(() => {});
  const drawn = await carousel.locator('svg.iconify').count();
  const placeholders = await carousel.locator('[data-icon-placeholder]').count();
  assert(drawn >= 4 && placeholders === 0, `${drawn} Iconify icons and ${placeholders} placeholders in the icon carousel (collection not registered?)`);
  return `${drawn} icons drawn`;
}

/** The markdown component finished (aria-busy="false") and its code is highlighted (several token colours). */
export async function assertHighlighted(page: Page): Promise<string> {
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

/** No console error and no request that left 127.0.0.1. */
export function assertClean(log: PageLog, what: string): void {
  assert(log.errors.length === 0, `${what}: console errors:\n${log.errors.join('\n')}`);
  assert(log.external.length === 0, `${what}: requests leaving 127.0.0.1 (blocked):\n${log.external.join('\n')}`);
}

/** JS the page actually loaded holds none of marked, shiki, DOMPurify. */
export function assertNoMarkdownStack(dist: string, scripts: string[]): string {
  const sources = scripts.map((p): [string, string] => [p, readFileSync(join(dist, p), 'utf8')]);
  const found = librariesIn(sources);
  assert(Object.keys(found).length === 0, Object.values(found).join('; '));
  return `${scripts.length} scripts loaded, none from marked/shiki/dompurify`;
}

/** Resolves once the Vue app mounted on `selector` exists (hydration has run). */
export async function waitForVueApp(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => Boolean((document.querySelector(sel) as (Element & { __vue_app__?: unknown }) | null)?.__vue_app__), selector, { timeout: 120_000 });
}

// ---------------------------------------------------------------------------------------------
// The package stylesheet leaves the host app alone

/**
 * Class names apps and other frameworks use (Bootstrap's `.container`, `.table`; WordPress admin's
 * `widefat fixed` tables; Pico's `.outline` buttons) that are also Tailwind utilities the package's
 * components do not use.
 */
export const APP_CLASSES = ['container', 'table', 'sticky', 'filter', 'fixed', 'visible', 'resize', 'transform', 'outline', 'inline', 'grid', 'transition', 'ring'] as const;

/** Elements an app writes itself, outside any component of the package. */
const HOST_MARKUP = `<h1 id="h1">App title</h1><h2 id="h2">Section</h2><p id="p">Paragraph with <a id="a" href="#x">a link</a>.</p>
<ul id="ul"><li id="li">Item</li></ul><ol id="ol"><li>One</li></ol><button id="button">App button</button><img id="img" alt="" width="10" height="10" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
<div id="carousel" class="carousel slide"><div id="carousel-item" class="carousel-item">Bootstrap's carousel</div></div>
${APP_CLASSES.map((name) => `<div id="${name}" class="${name}">An app's class name: ${name}</div>`).join('')}<div style="display:flex"><span id="grow" class="grow">grow</span></div>
<div class="vak-prose"><h1 id="inside">Inside a package component</h1><ul id="inside-ul"><li>x</li></ul></div>`;
const HOST_PROPS = ['font-size', 'font-weight', 'font-family', 'line-height', 'margin-top', 'margin-bottom', 'margin-left', 'padding-left', 'padding-top',
  'list-style-type', 'box-sizing', 'border-top-style', 'border-top-width', 'color', 'text-decoration-line', 'display', 'vertical-align', 'background-color',
  'position', 'max-width', 'filter', 'flex-grow', 'z-index', 'touch-action', 'overscroll-behavior-x', 'visibility', 'resize', 'transform', 'outline-style',
  'outline-width', 'transition-property', 'box-shadow'];

type Computed = Record<string, Record<string, string>>;

/**
 * An app's own unstyled elements (`h1`, `h2`, `p`, `a`, `ul`, `li`, `ol`, `button`, `img`, and elements
 * with class names an app or another framework uses and the package's components do not:
 * {@link APP_CLASSES}, `grow`, Bootstrap's `carousel`) compute the same styles with and without the package CSS; an `h1` inside a component root (`.vak-prose`) does
 * get the component reset (control: the CSS is applied); an unlayered app rule wins over the
 * package's rules whatever their specificity (they are all in its layer). Returns the report line.
 */
export async function hostStyleCheck(browser: Browser, cssFile: string): Promise<string> {
  const css = readFileSync(cssFile, 'utf8');
  const page = await browser.newPage();
  try {
    const styles = async (withCss: boolean): Promise<Computed> => {
      await page.setContent(`<!doctype html><html><head>${withCss ? `<style>${css}</style>` : ''}</head><body>${HOST_MARKUP}</body></html>`);
      return page.evaluate((props) => {
        const out: Record<string, Record<string, string>> = {};
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
    const changed: string[] = [];
    for (const [id, props] of Object.entries(without)) {
      if (id.startsWith('inside')) continue;
      for (const [prop, value] of Object.entries(props)) {
        if (withPkg[id]?.[prop] !== value) changed.push(`${id} ${prop}: ${value} → ${withPkg[id]?.[prop]}`);
      }
    }
    assert(changed.length === 0, `the package CSS changes the app's own elements:\n${changed.join('\n')}`);
    const inside = withPkg.inside!;
    const before = without.inside!;
    assert(inside['font-size'] !== before['font-size'] || inside['margin-top'] !== before['margin-top'], 'control: the h1 inside .vak-prose is not styled by the package CSS (was the CSS applied?)');
    // Every package rule is in the `vue-addon-kit` layer: an unlayered app rule wins even with less
    // specificity (here 0 against the component's `.vak-markdown .vak-code__copy`).
    await page.setContent(`<!doctype html><html><head><style>${css}</style><style>:where(.vak-code__copy){color:rgb(1, 2, 3)}</style></head><body><div class="vak-markdown"><div class="vak-code"><button class="vak-code__copy">Copy</button></div></div></body></html>`);
    const overridden = await page.evaluate(() => getComputedStyle(document.querySelector('.vak-code__copy')!).color);
    assert(overridden === 'rgb(1, 2, 3)', `an unlayered app rule loses to the package CSS on a markdown code block's copy button (color ${overridden})`);
    return `h1 ${without.h1?.['font-size']}/${without.h1?.['font-weight']}, ul ${without.ul?.['list-style-type']}, p margin ${without.p?.['margin-top']}: unchanged (${Object.keys(without).length - 2} elements × ${HOST_PROPS.length} properties); h1 inside .vak-prose ${before['font-size']} → ${inside['font-size']}`;
  } finally {
    await page.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Carousel first paint (Nuxt)

/** Per `[data-carousel]` section of the page: the summed visible fraction of its slides inside its viewport. */
export function slidesInView(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const section of document.querySelectorAll<HTMLElement>('[data-carousel]')) {
    const viewport = section.querySelector('.carousel__viewport')?.getBoundingClientRect();
    let sum = 0;
    for (const slide of viewport ? section.querySelectorAll('.carousel__slide') : []) {
      const r = slide.getBoundingClientRect();
      if (viewport && r.width > 0) sum += Math.max(0, Math.min(r.right, viewport.right) - Math.max(r.left, viewport.left)) / r.width;
    }
    out[section.dataset.carousel ?? ''] = Math.round(sum * 100) / 100;
  }
  return out;
}

/**
 * Layout shift at hydration, per carousel: layout-shift entries (without recent input) from
 * navigation until the carousels have measured their slides (`data-vak-sized` on every carousel)
 * and 500 ms more, each entry's value counted for every `[data-carousel]` section holding one of
 * its sources. Returns { page, [carousel]: cls }.
 */
export async function measureCarouselCls(page: Page, url: string): Promise<Record<string, number>> {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    const cls: Record<string, number> = { page: 0 };
    (window as unknown as { __cls: Record<string, number> }).__cls = cls;
    const section = (node: Node | null | undefined) =>
      (node instanceof Element ? node : node?.parentElement)?.closest<HTMLElement>('[data-carousel]')?.dataset.carousel;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        cls.page = (cls.page ?? 0) + entry.value;
        const names = new Set((entry.sources ?? []).map((s) => section(s.node)).filter((n): n is string => Boolean(n)));
        for (const name of names) cls[name] = (cls[name] ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => {
    const roots = document.querySelectorAll('[data-vak-carousel]');
    return roots.length > 0 && [...roots].every((r) => r.hasAttribute('data-vak-sized'));
  }, null, { timeout: 15_000 });
  // Layout shifts are reported after the frame that caused them: 500 ms collects those of the last frames.
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __cls: Record<string, number> }).__cls);
}
