/**
 * Token lines skip the sanitiser (code-frame.ts explains why): their HTML must be exactly what the
 * sanitiser returns for them, for hostile code and hostile theme colours alike. Frames and sanitised
 * lines are cached per sanitiser: a block never carries what another sanitiser produced.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { clearLineCache, highlightedBlock, languageTitle, lineHtml, prepareFrames, tokeniseCallCount, tokenisedLineCount } from './code-frame';
import { getHighlighter, loadBundledLanguage, loadTheme } from './highlighter';
import { dualThemeTokens } from './paired-themes';
import type { StyledToken } from './paired-themes';
import { createSanitizer } from '../sanitize/sanitizer';
import { SLICE_BUDGET_MS } from '../scheduler';

const sanitize = createSanitizer(new JSDOM('').window as unknown as Window);

const token = (content: string, htmlStyle?: Record<string, string>): StyledToken => ({
  content,
  style: htmlStyle ? Object.entries(htmlStyle).map(([k, v]) => `${k}:${v}`).join(';') : '',
});

const HOSTILE_TEXT = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '&lt;already escaped&gt; &amp; &#x3C;',
  '"quoted" \'single\' `tick`',
  '\u00a0non-breaking\u00a0',
  '<!-- comment --> <![CDATA[x]]> </code></pre><script>x</script>',
  '</span><a href="javascript:alert(1)">x</a>',
  'emoji 👩‍💻, RTL \u202e, zero-width \u200b, BOM \ufeff',
  '<style>*{display:none}</style>',
];

const HOSTILE_STYLES: Record<string, string>[] = [
  { '--shiki-light': '#24292F', '--shiki-dark': '#E6EDF3' },
  { '--shiki-light': '#24292F', '--shiki-light-font-style': 'italic' },
  { '--shiki-light': 'red;position:fixed;inset:0' },
  { '--shiki-light': '#fff" onmouseover="alert(1)' },
  { '--shiki-light': 'url(javascript:alert(1))' },
  { color: 'red' },
  { '--shiki-light': '#fff', background: 'url(https://evil.example/x.png)' },
  { '--shiki-light': '#fff</style><script>alert(1)</script>' },
];

describe('languageTitle', () => {
  it('replaces every {lang}, literally', () => {
    expect(languageTitle('Sprache: {lang} ({lang})', 'bash')).toBe('Sprache: bash (bash)');
    expect(languageTitle('Language: {lang}', "$&$'")).toBe("Language: $&$'");
  });
});

describe('lineHtml', () => {
  it('equals the sanitiser output for hostile code and hostile theme colours', () => {
    for (const text of HOSTILE_TEXT) {
      for (const style of [undefined, ...HOSTILE_STYLES]) {
        const html = lineHtml([token(text, style), token('  '), token(text, style)]);
        expect(html).toBe(sanitize(html));
      }
    }
  });

  it('keeps allow-listed shiki colours and drops every other style', () => {
    const kept = lineHtml([token('x', HOSTILE_STYLES[0])]);
    expect(kept).toBe('<span class="line"><span style="--shiki-light:#24292F;--shiki-dark:#E6EDF3">x</span></span>');
    for (const style of HOSTILE_STYLES.slice(2)) expect(lineHtml([token('x', style)])).toBe('<span class="line"><span>x</span></span>');
  });

  it('never lets code open an element', () => {
    const body = new JSDOM(`<pre><code>${lineHtml(HOSTILE_TEXT.map((t) => token(t)))}</code></pre>`).window.document.body;
    expect([...body.querySelectorAll('*')].map((e) => e.tagName)).toEqual(['PRE', 'CODE', 'SPAN', ...HOSTILE_TEXT.map(() => 'SPAN')]);
    expect(body.textContent).toBe(HOSTILE_TEXT.join(''));
  });
});

describe('prepareFrames', () => {
  it('sanitises the frames of several fences in one call, each exactly as it is alone', async () => {
    const [light, dark] = ['github-light-default', 'github-dark-default'];
    const core = await getHighlighter();
    await Promise.all([loadTheme(light), loadTheme(dark)]);
    const fences = ['ts', 'bash', 'text', '', 'x"><img src=x onerror=alert(1)>', '<!--', 'a</code></pre>'];
    const alone: (string | null)[] = [];
    for (const fence of fences) {
      clearLineCache();
      alone.push(await highlightedBlock(core, 'let a = 1', fence, 'text', light, dark, sanitize));
    }
    clearLineCache();
    let calls = 0;
    const counting = (html: string) => (calls++, sanitize(html));
    prepareFrames(core, fences, light, dark, counting);
    const together = await Promise.all(fences.map((fence) => highlightedBlock(core, 'let a = 1', fence, 'text', light, dark, counting)));
    // One sanitiser call for every frame; the token lines need none.
    expect(calls).toBe(1);
    expect(together).toEqual(alone);
    expect(together.every((html) => html?.startsWith('<div class="vak-code"'))).toBe(true);
  });
});

describe('highlightedBlock', () => {
  const [light, dark] = ['github-light-default', 'github-dark-default'];
  /** The page's highlighter with both themes and the bundled language `id` loaded. */
  const highlighterWith = async (id: string) => {
    await Promise.all([loadTheme(light), loadTheme(dark), loadBundledLanguage(id)]);
    return getHighlighter();
  };

  it('tokenises a long block in runs with a pause between them, as one call would, and finds the runs again', async () => {
    const core = await highlighterWith('typescript');
    // 40 KB of TypeScript with a template literal and a block comment that span run boundaries.
    const unit = (i: number) => `export const value${i} = \`line one\n${'x'.repeat(60)}\n\`; /* a comment\nover lines */ function f${i}(a: number) { return a * ${i}; }`;
    const code = Array.from({ length: 300 }, (_, i) => unit(i)).join('\n');
    // Compile the grammar's patterns first (shiki cuts a line short after 500 ms, which a first
    // compile on a loaded machine can hit).
    dualThemeTokens(core, code, 'typescript', light, dark, undefined);
    clearLineCache();
    let pauses = 0;
    const html = await highlightedBlock(core, code, 'ts', 'typescript', light, dark, sanitize, async () => void pauses++);
    expect(pauses).toBeGreaterThanOrEqual(Math.floor(code.length / 4_000) - 1);
    const oneCall = dualThemeTokens(core, code, 'typescript', light, dark, undefined).tokens.map(lineHtml);
    expect(html).toContain(oneCall.map((line, i) => line.replace('<span class="line">', `<span class="line" data-line="${i + 1}">`)).join('\n'));
    // A second render of the block finds every run in the cache.
    const calls = tokeniseCallCount();
    expect(await highlightedBlock(core, code, 'ts', 'typescript', light, dark, sanitize)).toBe(html);
    expect(tokeniseCallCount()).toBe(calls);
  });

  it('tokenises only the new lines of a block that grew by many lines since its last render (a streamed answer whose renders were skipped)', async () => {
    const core = await highlighterWith('shellscript');
    const lines = Array.from({ length: 160 }, (_, i) => `npm install package-${i} --save && echo "done ${i}"`);
    const render = (complete: number) => highlightedBlock(core, `${lines.slice(0, complete).join('\n')}\nnpm inst`, 'bash', 'shellscript', light, dark, sanitize);
    clearLineCache();
    // A few renders as the answer starts, then 40 lines arrive while the page is busy, then a line per render.
    for (const complete of [1, 2, 3, 43]) await render(complete);
    const counts: number[] = [];
    for (let complete = 44; complete <= 160; complete++) {
      const before = tokenisedLineCount();
      const html = await render(complete);
      counts.push(tokenisedLineCount() - before);
      if (complete === 160) {
        const oneCall = dualThemeTokens(core, `${lines.join('\n')}\nnpm inst`, 'shellscript', light, dark, undefined).tokens.map(lineHtml);
        expect(html).toContain(oneCall.map((line, i) => line.replace('<span class="line">', `<span class="line" data-line="${i + 1}">`)).join('\n'));
      }
    }
    // The line completed since the last render and the unfinished last line.
    expect(Math.max(...counts)).toBeLessThanOrEqual(2);
  });

  it("a language's first tokenise (which compiles its grammar) covers one line and starts a slice of its own", async () => {
    const core = await highlighterWith('json');
    const code = '{\n  "name": "vak",\n  "private": true\n}';
    const pauses: number[] = [];
    const pause = async (costMs = 0) => void pauses.push(costMs);
    const calls = tokeniseCallCount();
    const first = await highlightedBlock(core, code, 'json', 'json', light, dark, sanitize, pause);
    expect(tokeniseCallCount() - calls).toBe(2); // the first line, then the rest
    expect(pauses[0]).toBeGreaterThan(SLICE_BUDGET_MS); // more than any slice has left: a new slice
    // Later blocks of the language: one run, no pause of their own; the same tokens either way.
    clearLineCache();
    pauses.length = 0;
    const later = await highlightedBlock(core, code, 'json', 'json', light, dark, sanitize, pause);
    expect(tokeniseCallCount() - calls).toBe(3);
    expect(pauses).toEqual([]);
    expect(later).toBe(first);
  });

  it("a language's first line outside ASCII (the fast engine's Unicode forms) is tokenised alone, in a slice of its own", async () => {
    const core = await highlighterWith('css');
    const pauses: number[] = [];
    const pause = async (costMs = 0) => void pauses.push(costMs);
    await highlightedBlock(core, 'a {\n  color: red;\n}', 'css', 'css', light, dark, sanitize, pause);
    const code = 'b {\n  content: "…";\n  color: blue;\n}';
    const oneCall = dualThemeTokens(core, code, 'css', light, dark, undefined).tokens.map(lineHtml);
    clearLineCache();
    pauses.length = 0;
    const calls = tokeniseCallCount();
    const first = await highlightedBlock(core, code, 'css', 'css', light, dark, sanitize, pause);
    expect(tokeniseCallCount() - calls).toBe(3); // the line before, the line with "…" alone, the rest
    expect(pauses[0]).toBeGreaterThan(SLICE_BUDGET_MS); // that line starts a new slice
    expect(first).toContain(oneCall.map((line, i) => line.replace('<span class="line">', `<span class="line" data-line="${i + 1}">`)).join('\n'));
    // Later blocks with non-ASCII lines: one run, no pause of their own.
    clearLineCache();
    pauses.length = 0;
    expect(await highlightedBlock(core, code, 'css', 'css', light, dark, sanitize, pause)).toBe(first);
    expect(tokeniseCallCount() - calls).toBe(4);
    expect(pauses).toEqual([]);
  });

  it("blocks of a new language rendered at once wait for its first tokenise and find its runs cached", async () => {
    const core = await highlighterWith('yaml');
    const code = 'name: vak\nprivate: true\nfiles:\n  - dist';
    const calls = tokeniseCallCount();
    // 500 chat messages with the same snippet, mounted together, render like this.
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => highlightedBlock(core, code, 'yaml', 'yaml', light, dark, sanitize, async () => {})));
    expect(tokeniseCallCount() - calls).toBe(2); // the first block's first line, then its rest; no other
    expect(b).toBe(a);
    expect(c).toBe(a);
  });
});

describe('caches per sanitiser', () => {
  const [light, dark] = ['github-light-default', 'github-dark-default'];
  /** The page sanitiser's output with every element of the frame's bar removed (a copy button among them). */
  const withoutBar: (html: string) => string = (html) => sanitize(html).replace(/<div class="vak-code__bar">.*?<\/div>/, '');
  /** The page sanitiser's output with a mark on every token `<span>` (no attributes) it returns. */
  const marking: (html: string) => string = (html) => sanitize(html).replaceAll('<span>', '<span data-marked="">');

  it('gives each sanitiser the frame it sanitised itself', async () => {
    await Promise.all([loadTheme(light), loadTheme(dark)]);
    const core = await getHighlighter();
    clearLineCache();
    const plain = await highlightedBlock(core, 'let a = 1', 'ts', 'text', light, dark, sanitize);
    const bare = await highlightedBlock(core, 'let a = 1', 'ts', 'text', light, dark, withoutBar);
    // The sanitiser removes data-copy from markup; the frame's one button gets it after sanitising.
    expect(plain!.match(/<button [^>]*data-copy=""/g)).toHaveLength(1);
    expect(bare).not.toContain('data-copy');
    expect(bare).toContain('<pre');
    expect(await highlightedBlock(core, 'let a = 1', 'ts', 'text', light, dark, sanitize)).toBe(plain);
    // Frames prepared together are kept for the sanitiser that prepared them, too.
    prepareFrames(core, ['bash', 'json'], light, dark, withoutBar);
    expect(await highlightedBlock(core, 'x', 'bash', 'text', light, dark, sanitize)).toContain('data-copy');
  });

  it('gives each sanitiser the lines it sanitised itself (code the HTML parser rewrites)', async () => {
    await Promise.all([loadTheme(light), loadTheme(dark)]);
    const core = await getHighlighter();
    clearLineCache();
    // U+0000 in code: its lines go through the sanitiser rather than being built safe.
    const code = 'a\u0000b\nc';
    const marked = await highlightedBlock(core, code, '', 'text', light, dark, marking);
    const plain = await highlightedBlock(core, code, '', 'text', light, dark, sanitize);
    expect(marked).toContain('<span class="line" data-line="1"><span data-marked="">ab</span></span>');
    expect(plain).not.toContain('data-marked');
    expect(plain).toContain('<span class="line" data-line="1"><span>ab</span></span>');
  });

  it('shows a block as plain text when a custom sanitiser rewrites its line elements', async () => {
    await Promise.all([loadTheme(light), loadTheme(dark)]);
    const core = await getHighlighter();
    clearLineCache();
    const unclassed = (html: string) => sanitize(html).replaceAll('<span class="line">', '<span>');
    const html = await highlightedBlock(core, 'a\u0000b\nc', 'ts', 'text', light, dark, unclassed);
    // Nothing cut from a line's markup (numbering slices its opening tag off): null, the plain block's cue.
    expect(html).toBeNull();
  });

  it('clearLineCache forgets the frames and lines of every sanitiser', async () => {
    await Promise.all([loadTheme(light), loadTheme(dark)]);
    const core = await getHighlighter();
    let calls = 0;
    const counting = (html: string) => (calls++, sanitize(html));
    await highlightedBlock(core, 'a\u0000b', 'ts', 'text', light, dark, counting);
    const cold = calls;
    await highlightedBlock(core, 'a\u0000b', 'ts', 'text', light, dark, counting);
    expect(calls).toBe(cold); // frame and line from the cache
    clearLineCache();
    await highlightedBlock(core, 'a\u0000b', 'ts', 'text', light, dark, counting);
    expect(calls).toBe(2 * cold);
  });
});
