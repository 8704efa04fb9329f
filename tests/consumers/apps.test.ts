/**
 * Consumer checks: the package as an app developer gets it from npm (vitest.consumers.config.ts,
 * `npm run test:consumers`).
 *
 * global-setup.ts packs the package and installs and builds each app of consumers/ outside the
 * repository; here each app's build is checked, served on 127.0.0.1 and opened in Chromium. Tests in
 * a describe run in order and share its pages: a later check (e.g. "no console errors") reads what the
 * earlier ones loaded. Figures (sizes, server HTML excerpts, layout shift) are printed and collected in
 * test-results/consumers-figures.txt.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/browser.mjs';
import { gz, kb, lazyShikiRows, libraryRows, pageRows } from '../../scripts/bundle-size.mjs';
import { consumerDir, NUXT_ENV, nuxtNode, run } from '../../scripts/consumer-apps.mjs';
import { isOnDemandChunk } from '../../src/nuxt/module.ts';
import {
  assert,
  assertClean,
  assertHighlighted,
  assertIcons,
  assertNoMarkdownStack,
  assertSlides,
  figure,
  figureRows,
  freePort,
  GRAMMAR_NAMES,
  HAST_MARKERS,
  hostStyleCheck,
  LIBRARY_MARKERS,
  librariesIn,
  measureCarouselCls,
  nameOfChunk,
  nuxtChunks,
  onDemandPackageChunks,
  openPage,
  pageFiles,
  readManifest,
  requireBuilt,
  requireStep,
  serve,
  serveNuxt,
  servedBuild,
  setupResult,
  sizeTable,
  slidesInView,
  waitForVueApp,
  waitUntil,
  type PageLog,
} from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser?.close();
});

/** Grammars the consumer apps' markdown document uses (bash, vue, json, diff fences; vue embeds the rest). */
const USED_GRAMMARS = ['shellscript', 'vue', 'json', 'diff', 'html', 'html-derivative', 'css', 'javascript', 'typescript'];

describe('package', () => {
  it('npm pack builds the package and the tarball holds every entry point', () => {
    requireStep('pack');
    const { files, size } = setupResult();
    // Every file package.json's `exports` names (each condition of each entry point).
    const { exports } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { exports: Record<string, string | Record<string, string>> };
    const need = [...new Set(Object.values(exports).flatMap((target) => (typeof target === 'string' ? [target] : Object.values(target))))].map((f) => f.replace(/^\.\//, ''));
    assert(need.includes('dist/server.js') && need.includes('dist/nuxt.js'), `exports read wrong: ${need.join(', ')}`);
    const missing = need.filter((f) => !files.includes(f));
    assert(missing.length === 0, `missing from the tarball: ${missing.join(', ')}`);
    // No shipped script names a source map the tarball lacks (devtools and dev servers would warn about each).
    const dangling = files
      .filter((f) => f.endsWith('.js'))
      .flatMap((f) => [...readFileSync(new URL(`../../${f}`, import.meta.url), 'utf8').matchAll(/\/\/# sourceMappingURL=(\S+)/g)].map((m) => join(dirname(f), m[1]!)))
      .filter((map) => !files.includes(map));
    assert(dangling.length === 0, `source maps named by shipped scripts but not in the tarball: ${dangling.join(', ')}`);
    figure(`tarball: ${files.length} files, ${kb(size)}`);
    figureRows('Library entries (dist/, gzip -9)', libraryRows());
  });

  it('the packed components are a production compile (packed under this test runner, NODE_ENV=test)', () => {
    requireStep('install with-router');
    const dist = join(consumerDir('with-router'), 'node_modules/vue-addon-kit/dist');
    const scripts = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    // Vue's development compile of `defineProps<T>()` adds runtime checks (`type: null`) that a
    // production compile leaves out.
    const development = scripts.filter((f) => /\btype: null\b/.test(readFileSync(join(dist, f), 'utf8')));
    assert(scripts.length > 0, `no scripts in ${dist}`);
    assert(development.length === 0, `development-compiled: ${development.join(', ')}`);
  });

  it("vue-addon-kit/style.css leaves the app's own h1, h2, p, a, ul, ol, button, img, .carousel, .grow and the APP_CLASSES (.container, .fixed, .outline, …) unstyled", async () => {
    const css = process.env.VAK_HOST_CSS ?? (requireStep('install with-router'), join(consumerDir('with-router'), 'node_modules/vue-addon-kit/dist/style.css'));
    figure(`host styles (${css}): ${await hostStyleCheck(browser, css)}`);
  });
});

/** The checks on a Vite app's build: the carousel-only page holds no markdown stack; the markdown page does (control). */
function buildChecks(app: 'with-router' | 'no-router') {
  const carouselKeys = app === 'with-router' ? ['index.html', 'src/pages/CarouselPage.vue'] : ['carousel.html'];
  const markdownKeys = app === 'with-router' ? ['index.html', 'src/pages/MarkdownPage.vue'] : ['index.html'];

  it("vue-tsc type-checks the app against the package's declarations", () => {
    requireStep(`install ${app}`);
    const dir = consumerDir(app);
    run(join(dir, 'node_modules/.bin/vue-tsc'), ['--noEmit', '-p', 'tsconfig.json'], dir);
  });

  it('vite build', () => {
    figure(`${app}: ${requireStep(`build ${app}`)}`);
  });

  it("carousel-only page's chunks hold no marked, shiki or dompurify code", () => {
    const dir = requireBuilt(app);
    const dist = join(dir, 'dist');
    const manifest = readManifest(dir);
    const files = pageFiles(manifest, carouselKeys);
    const found = librariesIn(files.map((f) => [f, readFileSync(join(dist, f), 'utf8')]));
    assert(Object.keys(found).length === 0, Object.values(found).join('; '));
    figureRows(`${app}: carousel-only page, JS chunks (gzip -9)`, sizeTable(dist, files));
    const css = [...new Set(Object.values(manifest).flatMap((c) => c.css ?? []))];
    if (css.length) figureRows(`${app}: CSS`, sizeTable(dist, css));
  });

  // Positive control: the same markers are found where the markdown stack must be, so the check above can fail.
  it("markdown page's chunks do hold marked, shiki and dompurify (the markers detect them)", () => {
    const dir = requireBuilt(app);
    const files = pageFiles(readManifest(dir), markdownKeys);
    const found = librariesIn(files.map((f) => [f, readFileSync(join(dir, 'dist', f), 'utf8')]));
    const missing = Object.keys(LIBRARY_MARKERS).filter((lib) => !found[lib]);
    assert(missing.length === 0, `markers of ${missing.join(', ')} not found in ${files.join(', ')}`);
  });

  it("markdown page's chunks hold no hast HTML serialiser (shiki's codeToHtml path is not used)", () => {
    const dir = requireBuilt(app);
    const files = pageFiles(readManifest(dir), markdownKeys);
    const holding = files.filter((f) => HAST_MARKERS.some((m) => readFileSync(join(dir, 'dist', f), 'utf8').includes(m)));
    assert(holding.length === 0, `hast serialiser code in ${holding.join(', ')}`);
  });
}

describe('with-router (Vite + vue-router, history mode, server entry)', () => {
  const app = 'with-router';
  it('npm install of the tarball', () => void requireStep(`install ${app}`));
  buildChecks(app);

  describe('served build in Chromium', () => {
    const ssrHtml: Record<string, string> = {};
    const served = servedBuild(app, async (dir, onClose) => {
      const dist = join(dir, 'dist');
      const { render } = await import(pathToFileURL(join(dir, 'dist-ssr/entry-server.js')).href);
      const template = readFileSync(join(dist, 'ssr.html'), 'utf8');
      const server = await serve(dist, {
        spa: true,
        ssr: async (path, params) => {
          ssrHtml[path] = await render(path);
          // `&mismatch`: the control case — server text that differs from what the client renders.
          const html = params.has('mismatch') ? ssrHtml[path]!.replace('Ada Lovelace', 'Ada Lovelace (server)') : ssrHtml[path]!;
          return template.replace('<!--ssr-outlet-->', html);
        },
      });
      onClose(() => server.close());
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      onClose(() => context.close());
      return { dir, dist, origin: server.origin, context, ...(await openPage(context, server.origin)) };
    });

    it('carousel page renders both carousels (slides visible)', async () => {
      const { origin, page } = served();
      await page.goto(`${origin}/carousel`);
      const team = await assertSlides(page, '.carousel', { text: 'Ada Lovelace' });
      const icons = await assertSlides(page, '.carousel >> nth=1', { min: 4, text: 'Home' });
      figure(`with-router carousel page: team: ${team}; icons: ${icons}, ${await assertIcons(page)}`);
    });

    it('carousel page loaded no marked/shiki/dompurify code (network)', () => {
      const { dist, log } = served();
      figure(`with-router carousel page: ${assertNoMarkdownStack(dist, log.scripts)}`);
    });

    it('a slide link is a RouterLink: clicking changes the URL without a reload', async () => {
      const { page } = served();
      await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
      const link = page.locator('.carousel a[href="/team/ada"]').first();
      assert((await link.count()) === 1, 'no <a href="/team/ada"> in the team carousel');
      await link.click();
      await page.waitForURL('**/team/ada', { timeout: 5_000 });
      await page.getByTestId('member').waitFor({ timeout: 5_000 });
      assert(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true), 'the page reloaded (not a client-side navigation)');
    });

    it('markdown page highlights code', async () => {
      const { origin, page } = served();
      await page.goto(`${origin}/markdown`);
      figure(`with-router markdown page: ${await assertHighlighted(page)}`);
    });

    it('the markdown page downloads only the grammars its document uses', () => {
      const { dir, dist, log } = served();
      const manifest = readManifest(dir);
      // A grammar the package ships pre-converted is its own chunk `chunks/grammar-<grammar>-<8-char hash>.js`,
      // which the app's build names after that file: drop the prefix and the package's hash to get the grammar.
      const grammarOf = (c: { src?: string; name?: string }) => (c.src?.includes('/vue-addon-kit/dist/chunks/') ? c.name?.replace(/^(?:grammar-)?(.*)-[\w-]{8}$/, '$1') : c.name);
      const nameOf = new Map(Object.values(manifest).map((c) => [`/${c.file}`, grammarOf(c)]));
      // assertHighlighted waited for aria-busy="false": every grammar the document needs has been imported.
      const grammars = log.scripts.map((p) => nameOf.get(p)).filter((n): n is string => Boolean(n && GRAMMAR_NAMES.has(n)));
      const missing = ['shellscript', 'vue', 'json', 'diff'].filter((n) => !grammars.includes(n));
      const unused = grammars.filter((n) => !USED_GRAMMARS.includes(n));
      assert(missing.length === 0, `grammars not downloaded: ${missing.join(', ')}`);
      assert(unused.length === 0, `grammars downloaded but not used by the document: ${unused.join(', ')}`);
      figure(`with-router markdown page: ${grammars.length} grammar chunks: ${grammars.join(', ')}`);
      figureRows('with-router pages: JS loaded before any interaction (gzip -9)', pageRows(dist));
    });

    it('no console errors, no requests leaving 127.0.0.1', () => {
      const { log } = served();
      assertClean(log, 'SPA pages');
    });

    // Server-side rendering + hydration of the page holding all three components.
    describe('SSR', () => {
      let hydrated: { page: Page; log: PageLog };

      it('server HTML holds the slides and the rendered, highlighted markdown (not busy)', async () => {
        const { origin, context } = served();
        hydrated = await openPage(context, origin);
        await hydrated.page.goto(`${origin}/all?ssr`);
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
        figure(`with-router SSR /all: ${html.length} chars, ${slides} slide marks, ${(html.match(/<pre class="shiki/g) ?? []).length} highlighted code blocks`);
        figure(`with-router SSR server HTML excerpt: ${md.slice(0, 160)}… ${heading.slice(0, 120)} … ${pre.slice(0, 200)}…`);
      });

      it('hydration adopts the server markdown (no re-render, no grammar download), no mismatch warning', async () => {
        const { dir } = served();
        await assertHighlighted(hydrated.page);
        const grammars = hydrated.log.scripts.filter((p) => GRAMMAR_NAMES.has(nameOfChunk(dir, p) ?? ''));
        assert(grammars.length === 0, `the hydrated page downloaded grammar chunks (rendered again): ${grammars.join(', ')}`);
        await assertSlides(hydrated.page, '.carousel', { text: 'Ada Lovelace' });
        await hydrated.page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
        await hydrated.page.locator('.carousel a[href="/team/ada"]').first().click();
        await hydrated.page.waitForURL('**/team/ada', { timeout: 5_000 });
        assert(await hydrated.page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true), 'slide link reloaded the page after hydration');
        assert(hydrated.log.hydration.length === 0, hydrated.log.hydration.join('\n'));
        assertClean(hydrated.log, 'hydrated page');
        figure(`with-router SSR hydration: 0 hydration messages; ${hydrated.log.scripts.length} scripts, no grammar chunk; client-side navigation works`);
      });

      // Control: a real mismatch is reported, so the check above can fail.
      it('a deliberate server/client text mismatch is reported (control)', async () => {
        const { origin, context } = served();
        const control = await openPage(context, origin);
        await control.page.goto(`${origin}/all?ssr&mismatch`);
        // The server HTML is already complete (aria-busy="false"): wait for the app to be hydrated.
        await waitForVueApp(control.page, '#app');
        // Vue logs the mismatch while it hydrates: give the console message up to 5 s to arrive here.
        await waitUntil(async () => control.log.hydration.length > 0, { tries: 50, ms: 100, fail: () => undefined });
        assert(control.log.hydration.length > 0, 'no hydration message for a page whose server HTML differs');
        figure(`with-router SSR control: ${control.log.hydration[0]!.slice(0, 100)}`);
      });
    });
  });
});

describe('no-router (Vite, no vue-router installed, two HTML pages)', () => {
  const app = 'no-router';
  it('npm install of the tarball', () => void requireStep(`install ${app}`));

  describe('Node imports the package without a bundler', () => {
    /** What each entry point must export: root = everything, plus one entry per feature. */
    const ENTRY_EXPORTS: Record<string, string[]> = {
      'vue-addon-kit': ['AddonCarouselTeam', 'AddonCarouselIcons', 'AddonMarkdownRemark', 'BaseProse'],
      'vue-addon-kit/carousel': ['AddonCarouselTeam', 'AddonCarouselIcons'],
      'vue-addon-kit/markdown': ['AddonMarkdownRemark', 'BaseProse'],
    };
    let exported: Record<string, string[]> = {};

    // What an SSR server that keeps the package external (Nuxt, Vite SSR) does.
    it('Node imports every entry point without a bundler (SSR externals)', () => {
      requireStep(`install ${app}`);
      const dir = consumerDir(app);
      const probe = join(dir, 'import-probe.mjs');
      writeFileSync(probe, `const out = {};\nfor (const id of ${JSON.stringify(Object.keys(ENTRY_EXPORTS))}) out[id] = Object.keys(await import(id));\nconsole.log(JSON.stringify(out));\n`);
      exported = JSON.parse(run(process.execPath, [probe], dir).trim().split('\n').pop()!);
      figure(`no-router Node import: ${Object.entries(exported).map(([id, names]) => `${id}: ${names.length} exports`).join(', ')}`);
    });

    // The package decides development by `process.env.NODE_ENV` where it runs, not at its own build.
    it('the packed package prints its development warnings (once) in development, none in production', () => {
      requireStep(`install ${app}`);
      const dir = consumerDir(app);
      const probe = join(dir, 'dev-warning-probe.mjs');
      writeFileSync(
        probe,
        [
          "import { createSSRApp, h } from 'vue';",
          "import { renderToString } from 'vue/server-renderer';",
          "import { BaseProse } from 'vue-addon-kit/markdown';",
          'const warnings = [];',
          "console.warn = (...args) => warnings.push(args.join(' '));",
          "for (let i = 0; i < 2; i++) await renderToString(createSSRApp({ render: () => h(BaseProse, { size: 'huge' }) }));",
          "console.log(JSON.stringify(warnings.filter((w) => w.startsWith('[BaseProse]'))));",
        ].join('\n'),
      );
      const warnings = (NODE_ENV: string): string[] => JSON.parse(run(process.execPath, [probe], dir, { NODE_ENV }).trim().split('\n').pop()!);
      const development = warnings('development');
      assert(development.length === 1 && development[0]!.includes('size "huge"'), `development: ${JSON.stringify(development)}`);
      const production = warnings('production');
      assert(production.length === 0, `production: ${JSON.stringify(production)}`);
    });

    for (const [id, names] of Object.entries(ENTRY_EXPORTS)) {
      it(`${id} exports ${names.join(', ')}`, () => {
        const missing = names.filter((n) => !exported[id]?.includes(n));
        assert(missing.length === 0, `missing: ${missing.join(', ')}`);
      });
    }
  });

  buildChecks(app);

  describe('served build in Chromium', () => {
    const served = servedBuild(app, async (dir, onClose) => {
      const dist = join(dir, 'dist');
      figureRows('Lazy shiki chunks in the no-router build', await lazyShikiRows(dist));
      const server = await serve(dist);
      onClose(() => server.close());
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      onClose(() => context.close());
      return { dir, dist, origin: server.origin, ...(await openPage(context, server.origin)) };
    });

    it('vue-router is not installed in the app', () => {
      const { dir } = served();
      assert(!existsSync(join(dir, 'node_modules/vue-router')), 'node_modules/vue-router exists');
    });

    it('carousel.html renders both carousels (slides visible)', async () => {
      const { origin, page } = served();
      await page.goto(`${origin}/carousel.html`);
      const team = await assertSlides(page, '.carousel', { text: 'Ada Lovelace' });
      const icons = await assertSlides(page, '.carousel >> nth=1', { min: 4, text: 'Home' });
      figure(`no-router carousel.html: team: ${team}; icons: ${icons}, ${await assertIcons(page)}`);
    });

    it('carousel.html loaded no marked/shiki/dompurify code (network)', () => {
      const { dist, log } = served();
      figure(`no-router carousel.html: ${assertNoMarkdownStack(dist, log.scripts)}`);
    });

    it('a slide link is a plain <a href> and clicking it loads a new document', async () => {
      const { page } = served();
      const link = page.locator('.carousel a[href="/?member=ada"]').first();
      assert((await link.count()) === 1, 'no <a href="/?member=ada"> in the team carousel');
      await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
      await Promise.all([page.waitForEvent('load', { timeout: 10_000 }), link.click()]);
      assert(new URL(page.url()).search === '?member=ada', `URL is ${page.url()}`);
      assert(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === undefined), 'still the same document: the link did not load a page');
      await page.getByTestId('member').waitFor({ timeout: 5_000 });
    });

    it('index.html renders all three components (slides visible, code highlighted)', async () => {
      const { origin, page } = served();
      await page.goto(`${origin}/`);
      await assertSlides(page, '.carousel', { text: 'Ada Lovelace' });
      figure(`no-router index.html: ${await assertHighlighted(page)}`);
    });

    it('no console errors, no requests leaving 127.0.0.1', () => {
      const { log } = served();
      assertClean(log, 'no-router pages');
    });
  });
});

describe('nuxt (Nuxt 4.5 with the vue-addon-kit/nuxt module, on Node >= 22.19)', () => {
  const app = 'nuxt';
  it('npm install of the tarball', () => void requireStep(`install ${app}`));
  it('nuxi build (Node >= 22.19; NUXT_TELEMETRY_DISABLED=1)', () => {
    figure(`nuxt: ${requireStep(`build ${app}`)}`);
  });

  describe('built Nitro server in Chromium', () => {
    // Closed (afterAll) before `nuxi generate` below rewrites .output/.
    const served = servedBuild(app, async (dir, onClose) => {
      const publicDir = join(dir, '.output/public');
      const chunks = await nuxtChunks(dir);
      const server = await serveNuxt(nuxtNode(), dir);
      onClose(() => server.close());
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      onClose(() => context.close());
      const html = await (await fetch(`${server.origin}/`)).text();
      return { publicDir, chunks, server, origin: server.origin, context, html };
    });

    it('server HTML of the markdown page holds the rendered markdown with highlighted code (aria-busy="false")', () => {
      const { html } = served();
      const md = /<div[^>]*class="vak-markdown[^"]*"[^>]*>/.exec(html)?.[0] ?? '';
      assert(md.includes('aria-busy="false"'), `markdown root in the server HTML: ${md || '(none)'}`);
      assert(/<h1 id="release-notes" dir="auto">Release notes<\/h1>/.test(html), 'no rendered heading in the server HTML');
      assert(/<table[ >]/.test(html), 'no rendered table in the server HTML');
      const pres = html.match(/<pre class="shiki[\s\S]*?<\/pre>/g) ?? [];
      assert(pres.length >= 4 && pres.every((p) => /--shiki-light:#/.test(p)), `${pres.length} highlighted code blocks in the server HTML, expected 5`);
      figure(`nuxt server HTML: ${pres.length} highlighted code blocks, heading and table`);
      figure(`nuxt server HTML excerpt: ${md.slice(0, 140)}… ${pres[0]!.slice(0, 260)}…`);
    });

    it('the markdown page has no prefetch link to a grammar or theme chunk, nor to another on-demand chunk of the package', () => {
      const { html, chunks } = served();
      const links = [...html.matchAll(/<link[^>]*rel="(prefetch|modulepreload|preload)"[^>]*>/g)].map((m) => m[0]);
      const prefetch = links.filter((l) => l.includes('rel="prefetch"'));
      const grammarLinks = prefetch.filter((l) => chunks.get(/href="([^"]+)"/.exec(l)?.[1] ?? '')?.grammar);
      assert(grammarLinks.length === 0, `${grammarLinks.length} grammar/theme prefetch links, e.g. ${grammarLinks.slice(0, 3).join(' ')}`);
      // Independent of the module's naming rule: the package chunks only a dynamic import reaches.
      const onDemand = onDemandPackageChunks(consumerDir(app));
      assert(onDemand.size >= 8, `only ${onDemand.size} on-demand chunks found in the installed package`);
      // Whether Nuxt would prefetch them depends on how the app's pages share chunks: the module's rule
      // must cover every one of them.
      const uncovered = [...onDemand].filter((chunk) => !isOnDemandChunk(`node_modules/${chunk}`));
      assert(uncovered.length === 0, `on-demand chunks the Nuxt module would let Nuxt prefetch: ${uncovered.join(', ')}`);
      const onDemandLinks = prefetch.filter((l) => [...onDemand].some((chunk) => chunks.get(/href="([^"]+)"/.exec(l)?.[1] ?? '')?.src.endsWith(chunk)));
      assert(onDemandLinks.length === 0, `${onDemandLinks.length} prefetch links to the package's on-demand chunks: ${onDemandLinks.map((l) => chunks.get(/href="([^"]+)"/.exec(l)?.[1] ?? '')?.src).join(', ')}`);
      figure(`nuxt markdown page: ${prefetch.length} prefetch links, ${links.length - prefetch.length} preload links, 0 for grammars, themes or the package's ${onDemand.size} on-demand chunks`);
    });

    it('the markdown page hydrates the server markdown: no hydration warning, no re-render (no grammar downloaded), no request leaves 127.0.0.1', async () => {
      const { publicDir, chunks, origin, context } = served();
      const { page, log } = await openPage(context, origin);
      await page.goto(`${origin}/`);
      await assertHighlighted(page);
      await waitForVueApp(page, '#__nuxt');
      await page.waitForLoadState('networkidle');
      const grammars = log.scripts.filter((p) => chunks.get(p)?.grammar).map((p) => chunks.get(p)!.name);
      assert(grammars.length === 0, `grammar chunks downloaded after hydration: ${grammars.join(', ')}`);
      assert(log.hydration.length === 0, log.hydration.join('\n'));
      assertClean(log, 'nuxt markdown page');
      const rows = log.scripts.map((p) => ({ name: `${p} (${chunks.get(p)?.name ?? '?'})`, files: 1, gzip: gz(join(publicDir, p)) }));
      const total = rows.reduce((n, r) => n + r.gzip, 0);
      figureRows('nuxt: JS downloaded by the markdown page (gzip -9)', [...rows, { name: 'total', files: rows.length, gzip: total }]);
      figure(`nuxt markdown page: ${log.scripts.length} JS files, ${kb(total)} gzip, 0 grammar chunks, 0 hydration messages, 0 external requests`);
    });

    it('clientOnly markdown downloads only the grammars its document uses', async () => {
      const { chunks, origin, context } = served();
      const client = await openPage(context, origin);
      await client.page.goto(`${origin}/client`);
      // aria-busy="false": every grammar the document needs has been imported.
      await assertHighlighted(client.page);
      // Chunk names of the package's own grammar modules carry a prefix and their dist hash (`grammar-shellscript-BfMKStHT`).
      const names = client.log.scripts.filter((p) => chunks.get(p)?.grammar).map((p) => chunks.get(p)!.name.replace(/^grammar-/, '').replace(/-[\w-]{8}$/, ''));
      const grammars = names.filter((n) => GRAMMAR_NAMES.has(n));
      const themes = names.filter((n) => !GRAMMAR_NAMES.has(n));
      const unused = grammars.filter((g) => !USED_GRAMMARS.includes(g));
      assert(grammars.length > 0, 'no grammar chunk downloaded: the page did not render in the browser');
      assert(unused.length === 0, `unused grammars downloaded: ${unused.join(', ')}`);
      assert(client.log.hydration.length === 0, client.log.hydration.join('\n'));
      assertClean(client.log, 'nuxt client-only page');
      figure(`nuxt clientOnly page: grammar chunks: ${grammars.join(', ')}; theme chunks: ${themes.join(', ')}`);
    });

    let carousel: { page: Page; log: PageLog };
    it('carousel page hydrates with the registered icon subset, no hydration warning', async () => {
      const { publicDir, origin, context } = served();
      carousel = await openPage(context, origin);
      await carousel.page.goto(`${origin}/carousel`);
      await waitForVueApp(carousel.page, '#__nuxt');
      await assertSlides(carousel.page, '.carousel', { text: 'Ada Lovelace' });
      const icons = await assertIcons(carousel.page);
      assert(carousel.log.hydration.length === 0, carousel.log.hydration.join('\n'));
      assertClean(carousel.log, 'nuxt carousel page');
      // Only the named icons ship: an unregistered Phosphor icon's name is in no client chunk.
      const clientChunks = readdirSync(join(publicDir, '_nuxt')).filter((f) => f.endsWith('.js'));
      const whole = clientChunks.filter((f) => readFileSync(join(publicDir, '_nuxt', f), 'utf8').includes('"airplane-tilt"'));
      assert(whole.length === 0, `the whole Phosphor set ships in ${whole.join(', ')}`);
      figure(`nuxt carousel page: ${icons}; no unregistered icon in ${clientChunks.length} client chunks`);
    });

    it('the carousel page loaded no marked/shiki/dompurify code (auto-imported from vue-addon-kit/carousel)', () => {
      const { publicDir } = served();
      figure(`nuxt carousel page: ${assertNoMarkdownStack(publicDir, carousel.log.scripts)}`);
    });

    // Carousels right at first paint: with JavaScript disabled each carousel shows as many slides as
    // after hydration, and hydration shifts nothing (CLS 0.00 per carousel and page).
    for (const width of [375, 800, 1280]) {
      it(`carousel page at ${width} px: without JavaScript the same slides in view as after hydration, CLS at hydration 0.00`, async () => {
        const { origin } = served();
        const noJs = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
        const js = await browser.newContext({ viewport: { width, height: 900 } });
        try {
          const page = await noJs.newPage();
          await page.goto(`${origin}/carousel`);
          const before = await page.evaluate(slidesInView);
          const live = await js.newPage();
          const cls = await measureCarouselCls(live, `${origin}/carousel`);
          const after = await live.evaluate(slidesInView);
          assert(Object.keys(after).length === 4, `expected 4 carousels on the page, found ${Object.keys(after).join(', ')}`);
          const differ = Object.keys(after).filter((k) => Math.abs(after[k]! - (before[k] ?? NaN)) > 0.05 || before[k] === undefined);
          // The default breakpoints: 1 team card at 375 px (the top-level itemsToShow is 3), 2.5 icons.
          if (width === 375) assert(before.team === 1 && before.icons === 2.5, `without JavaScript at 375 px: team ${before.team} slides (expected 1), icons ${before.icons} (expected 2.5)`);
          assert(differ.length === 0, `slides in view without JavaScript ${JSON.stringify(before)}, after hydration ${JSON.stringify(after)}`);
          figure(`nuxt ${width} px: slides in view (no JS = hydrated) ${Object.entries(after).map(([k, v]) => `${k} ${v}`).join(', ')}`);
          figure(`nuxt ${width} px: CLS at hydration ${['page', ...Object.keys(after)].map((k) => `${k} ${(cls[k] ?? 0).toFixed(3)}`).join(', ')}`);
          const shifted = Object.entries(cls).filter(([, v]) => v.toFixed(2) !== '0.00');
          assert(shifted.length === 0, `layout shift at hydration: ${shifted.map(([k, v]) => `${k} ${v.toFixed(3)}`).join(', ')}`);
        } finally {
          await noJs.close();
          await js.close();
        }
      });
    }

    it('server log has no error', () => {
      const { server } = served();
      assert(!/error/i.test(server.output()), server.output().slice(-1500));
    });
  });

  it('nuxi dev serves the markdown and carousel pages with no hydration warning and no console error', async () => {
    const dir = requireBuilt(app);
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
      const ready = await waitUntil(() => fetch(`${origin}/carousel`).then((r) => r.ok && r.text().then((t) => t.includes('data-vak-carousel')), () => false), {
        tries: 400,
        ms: 500,
        fail: () => (child.exitCode !== null ? new Error(`nuxi dev exited ${child.exitCode}:\n${output.slice(-2000)}`) : undefined),
      });
      assert(ready, `nuxi dev did not serve /carousel on ${origin}:\n${output.slice(-2000)}`);
      for (const path of ['/', '/carousel']) {
        const { page, log } = await openPage(context, origin);
        await page.goto(`${origin}${path}`, { timeout: 120_000 });
        await waitForVueApp(page, '#__nuxt');
        if (path === '/') await assertHighlighted(page);
        else await page.waitForFunction(() => [...document.querySelectorAll('[data-vak-carousel]')].every((r) => r.hasAttribute('data-vak-sized')), null, { timeout: 30_000 });
        // Dev-mode hydration messages are logged while the app hydrates; let the console drain.
        await page.waitForLoadState('networkidle');
        assert(log.hydration.length === 0, `${path}: ${log.hydration.join('\n')}`);
        // Vite's dev client may log its own connection messages; only errors count.
        assertClean(log, `nuxi dev ${path}`);
        figure(`nuxt dev ${path}: ${log.scripts.length} modules, 0 hydration messages`);
        await page.close();
      }
    } finally {
      await context.close();
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  });

  // Run after the server checks: it rewrites .output/.
  it('nuxi generate prerenders the markdown page with the rendered, highlighted markdown', () => {
    const dir = requireBuilt(app);
    run(nuxtNode(), [join(dir, 'node_modules/nuxt/bin/nuxt.mjs'), 'generate'], dir, NUXT_ENV);
    const html = readFileSync(join(dir, '.output/public/index.html'), 'utf8');
    const md = /<div[^>]*class="vak-markdown[^"]*"[^>]*>/.exec(html)?.[0] ?? '';
    assert(md.includes('aria-busy="false"'), `markdown root in the generated index.html: ${md || '(none)'}`);
    assert(/<h1 id="release-notes" dir="auto">Release notes<\/h1>/.test(html), 'no rendered heading in the generated index.html');
    const pres = html.match(/<pre class="shiki[\s\S]*?<\/pre>/g) ?? [];
    assert(pres.length >= 4 && pres.every((pre) => /--shiki-light:#/.test(pre)), `${pres.length} highlighted code blocks in the generated index.html`);
    const carouselHtml = readFileSync(join(dir, '.output/public/carousel/index.html'), 'utf8');
    const styles = carouselHtml.match(/<style>\[data-vak-carousel=/g) ?? [];
    assert(styles.length === 4, `${styles.length} carousel breakpoint stylesheets in the generated carousel/index.html, expected 4`);
    figure(`nuxt generate: index.html: ${pres.length} highlighted code blocks, heading, aria-busy="false"; carousel/index.html: ${styles.length} breakpoint stylesheets`);
  });
});
