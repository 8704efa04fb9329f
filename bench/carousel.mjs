// Carousel column of `npm run bench` (also `node bench/carousel.mjs` alone): mount time of
// AddonCarouselTeam against raw vue3-carousel (with its Navigation addon) and embla-carousel-vue, 12 and
// 200 slides of the same card, in headless Chromium. Runs are interleaved (each round mounts every peer
// at every size, the order rotating per round) so a slow spell of the machine hits all alike, in
// several fresh pages (`PAGES`, each its own browser context: a page's JIT state is a random effect
// of its own, see docs/performance.md, "How the bench measures"); prints the medians of all pages' runs and the ratios
// (ours / peer) and writes .bench/carousel.json. Target: ≤ 1.2× vue3-carousel.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/browser.mjs';

/** Timed rounds per page. */
const ROUNDS = Number(process.env.BENCH_CAROUSEL_ROUNDS ?? 12);
/** Fresh pages, one after another. */
const PAGES = Number(process.env.BENCH_CAROUSEL_PAGES ?? 6);
const WARMUP = 5;
const SIZES = [12, 200];
const PEERS = ['ours', 'vue3Carousel', 'embla'];
const LABELS = { ours: 'AddonCarouselTeam', vue3Carousel: 'vue3-carousel 0.17 + Navigation', embla: 'embla-carousel-vue 8.6' };

export async function runCarouselBench() {
  const dist = new URL('../.bench/carousel/', import.meta.url).pathname;
  console.log('\nbuilding the carousel bench page…');
  execFileSync('npx', ['vite', 'build', '-c', 'bench/carousel.vite.config.ts'], { stdio: 'inherit' });
  const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const path = join(dist, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    try {
      const body = readFileSync(statSync(path).isDirectory() ? join(path, 'carousel.html') : path);
      // Cross-origin isolated, as the markdown bench pages: performance.now() then has 5 µs resolution
      // instead of 100 µs, which is 2-3 % of a 12-slide mount.
      res.writeHead(200, {
        'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-embedder-policy': 'require-corp',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const times = Object.fromEntries(PEERS.map((p) => [p, Object.fromEntries(SIZES.map((n) => [n, []]))]));
  for (let pageIndex = 0; pageIndex < PAGES; pageIndex++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/carousel.html`);
    await page.waitForFunction(() => typeof window.mountOnce === 'function');
    if (!(await page.evaluate(() => crossOriginIsolated))) throw new Error('the carousel bench page is not cross-origin isolated');
    for (let round = 0; round < WARMUP + ROUNDS; round++) {
      for (const n of SIZES) {
        for (let k = 0; k < PEERS.length; k++) {
          const peer = PEERS[(round + k) % PEERS.length];
          const ms = await page.evaluate(([p, size]) => window.mountOnce(p, size), [peer, n]);
          if (round >= WARMUP) times[peer][n].push(ms);
        }
      }
    }
    await context.close();
  }
  await browser.close();
  server.close();

  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
  const results = { date: new Date().toISOString(), pages: PAGES, rounds: ROUNDS, medians: {}, ratios: {}, times };
  console.log(`\ncarousel mount (median of ${PAGES} pages × ${ROUNDS} interleaved rounds, ms; mount + mounted hooks + layout)`);
  for (const peer of PEERS) {
    results.medians[peer] = Object.fromEntries(SIZES.map((n) => [n, median(times[peer][n])]));
    console.log(`  ${LABELS[peer].padEnd(28)} ${SIZES.map((n) => `${n} slides ${results.medians[peer][n].toFixed(2).padStart(7)}`).join('   ')}`);
  }
  console.log('\ncarousel ratios (ours / peer, lower is better; target ≤ 1.2× vue3-carousel)');
  for (const peer of ['vue3Carousel', 'embla']) {
    results.ratios[peer] = Object.fromEntries(SIZES.map((n) => [n, results.medians.ours[n] / results.medians[peer][n]]));
    console.log(`  vs ${LABELS[peer].padEnd(28)} ${SIZES.map((n) => `${n} slides ${results.ratios[peer][n].toFixed(2)}×`).join('   ')}`);
  }
  for (const n of SIZES) {
    const r = results.ratios.vue3Carousel[n];
    console.log(`  ${r <= 1.2 ? 'met    ' : 'NOT MET'}  ${n} slides ≤ 1.2× vue3-carousel: ${r.toFixed(2)}×`);
  }
  mkdirSync(new URL('../.bench/', import.meta.url), { recursive: true });
  writeFileSync(new URL('../.bench/carousel.json', import.meta.url), JSON.stringify(results, null, 2));
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) await runCarouselBench();
