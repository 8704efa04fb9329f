import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { Marked, type Token } from 'marked';
import { createCssVariablesTheme } from 'shiki/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { highlighterInstanceCount, loadedLanguages } from './highlight/highlighter';
import { DEFAULT_LANGS, type LangItem } from './highlight/langs';
import { clearBlockCache, highlightCallCount } from './internal';
import { configureMarked } from './github-markdown';
import { configureRenderer, COPY_LABEL, createMarkdownRenderer, MARKED_OPTIONS, mayHoldKeyedTokens, mayUseGithubSyntax, renderMarkdown, sharedMarkdownRenderer, walkBelow, type MarkdownRendererOptions } from './renderer';
import { createSanitizer } from './sanitize/sanitizer';

const { window } = new JSDOM('', { url: 'https://docs.example.com/guide/' });
const sanitize = createSanitizer(window as unknown as Window);
const render = (source: string, options: Parameters<typeof renderMarkdown>[1] = {}) =>
  renderMarkdown(source, { sanitize, ...options });
const parse = (html: string) => {
  const doc = new JSDOM(`<body>${html}</body>`).window.document;
  return doc.body;
};
const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\``;

afterEach(() => vi.restoreAllMocks());

describe('renderMarkdown', () => {
  it('renders GFM: tables, task lists, strikethrough, autolinks', async () => {
    const body = parse(await render('| a | b |\n| - | - |\n| 1 | 2 |\n\n- [x] done\n\n~~old~~ https://vuejs.org'));
    expect(body.querySelectorAll('td')).toHaveLength(2);
    expect(body.querySelector('input[type="checkbox"]')?.hasAttribute('checked')).toBe(true);
    expect(body.querySelector('del')?.textContent).toBe('old');
    expect(body.querySelector('a[href="https://vuejs.org"]')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('gives headings unique, stable github-slugger ids', async () => {
    const source = '# Hello & World\n\n## Hello & World\n\n### `code` *title*';
    const first = await render(source);
    expect(await render(source)).toBe(first);
    const ids = [...parse(first).querySelectorAll('h1, h2, h3')].map((h) => h.id);
    expect(ids).toEqual(['hello--world', 'hello--world-1', 'code-title']);
  });

  it('links emails as GitHub does: not a package and its version (`lodash@4.17.21`), whose domain ends in a digit', async () => {
    const body = parse(await render('Bump lodash@4.17.21, @babel/core@7.1.0 and a@b.c0m1; mail me@example.com or x.y+z@foo-bar.co.uk.'));
    expect([...body.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['mailto:me@example.com', 'mailto:x.y+z@foo-bar.co.uk']);
    expect(body.textContent!.trim()).toBe('Bump lodash@4.17.21, @babel/core@7.1.0 and a@b.c0m1; mail me@example.com or x.y+z@foo-bar.co.uk.');
    // Web addresses holding an `@` are no emails: linked as before.
    const urls = parse(await render('See https://medium.com/@user/post-123, https://unpkg.com/@vue/runtime-core@3.4.0/dist/ and www.example.com/@scope/pkg/2'));
    expect([...urls.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['https://medium.com/@user/post-123', 'https://unpkg.com/@vue/runtime-core@3.4.0/dist/', 'http://www.example.com/@scope/pkg/2']);
  });

  it('reads a document that starts with a byte-order mark (a file read as UTF-8 text) as CommonMark does', async () => {
    const body = parse(await render('\uFEFF# Title\n\ntext'));
    expect(body.querySelector('h1')?.outerHTML).toBe('<h1 id="title" dir="auto">Title</h1>');
    expect(body.textContent).not.toContain('\uFEFF');
  });

  it('reads a link reference definition written with a no-break space after its colon, and the definitions after it', async () => {
    const body = parse(await render('[a] and [b]\n\n[a]:\u00a0https://a.example\n[b]: https://b.example'));
    expect([...body.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['https://a.example', 'https://b.example']);
    expect(body.textContent!.trim()).toBe('a and b');
  });

  it("renders GitHub's emoji shortcodes as their emoji, in text only; a heading's id is made from the shortcode, as GitHub's", async () => {
    const body = parse(await render('## :rocket: Launch\n\n| ok | :white_check_mark: |\n| - | - |\n| :+1: | :not_an_emoji: |\n\n`:tada:` [:tada:](https://x.example/:tada:) at 10:30:45'));
    expect(body.querySelector('h2')?.outerHTML).toBe('<h2 id="rocket-launch" dir="auto">🚀 Launch</h2>');
    expect([...body.querySelectorAll('th, td')].map((c) => c.textContent)).toEqual(['ok', '✅', '👍', ':not_an_emoji:']);
    expect(body.querySelector('code')?.textContent).toBe(':tada:');
    expect(body.querySelector('a')?.outerHTML).toBe('<a href="https://x.example/:tada:" rel="noopener noreferrer">🎉</a>');
    expect(body.querySelector('p')?.textContent).toContain('at 10:30:45');
  });

  it('gives an empty heading no id, and does not count it among the duplicates', async () => {
    const body = parse(await render('#\n\n# \n\n## A\n\n<h2></h2>\n\n## A'));
    expect([...body.querySelectorAll('h1, h2')].map((h) => h.getAttribute('id'))).toEqual([null, null, 'a', null, 'a-1']);
  });

  it('gives headings with raw HTML or images the ids GitHub gives them (from the text a reader sees)', async () => {
    const body = parse(await render('# Hello <em>world</em> & <kbd>Ctrl</kbd>\n\n## function-bind <sup>[![Version](https://x.example/v.svg)](https://x.example/)</sup>\n\n### <a name="x"></a>Install'));
    expect([...body.querySelectorAll('h1, h2, h3')].map((h) => h.id)).toEqual(['hello-world--ctrl', 'function-bind-', 'install']);
  });

  it('gives raw-HTML headings the ids GitHub gives them, counted with the markdown headings in document order', async () => {
    const source = [
      '<h1 align="center">Project <img src="logo.png" alt="logo"></h1>',
      '## Usage',
      '<div align="center">\n<h2>Usage</h2>\n</div>',
      '<details>\n<summary>More</summary>\n\n<h3 id="own">Caf&eacute; &amp; tea</h3>\n\n</details>',
      '- item\n\n  <h4>Usage</h4>',
      '<!-- <h2>Commented out</h2> -->',
      '## Usage',
    ].join('\n\n');
    const body = parse(await render(source));
    expect([...body.querySelectorAll('h1, h2, h3, h4')].map((h) => h.id)).toEqual(['project-', 'usage', 'usage-1', 'own', 'usage-2', 'usage-3']);
  });

  it('names task-list checkboxes by the text a reader sees: no tags of raw HTML, code and brackets as written', async () => {
    const body = parse(await render('- [ ] <b>Important</b> task\n- [x] Press <kbd>Ctrl</kbd>+<kbd>C</kbd>\n- [ ] Render `<div>` &amp; ![logo](x.png) **now**'));
    expect([...body.querySelectorAll('input[type="checkbox"]')].map((box) => box.getAttribute('aria-label'))).toEqual(['Important task', 'Press Ctrl+C', 'Render <div> & logo now']);
  });

  it('names task-list checkboxes as their text reads: every character reference decoded, a footnote reference by its number', async () => {
    const items = ['caf&eacute; &#x1F600; &nbsp;', 'Step&nbsp;1 &mdash; &copy; 2024', 'AT&T "quoted" &copy x &foo;', '`&eacute;` \\&eacute;', 'Cite a source[^1]'];
    const body = parse(await render(`${items.map((item) => `- [ ] ${item}`).join('\n')}\n\n[^1]: The source.`));
    body.querySelector('section.footnotes')?.remove();
    const boxes = [...body.querySelectorAll('li')].map((li) => [li.querySelector('input')!.getAttribute('aria-label'), li.textContent!.trim()]);
    expect(boxes.map(([label]) => label!.trim())).toEqual(['caf\u00e9 \u{1F600}', 'Step\u00a01 \u2014 \u00a9 2024', 'AT&T "quoted" &copy x &foo;', '&eacute; &eacute;', 'Cite a source1']);
    for (const [label, text] of boxes) expect(label!.trim()).toBe(text);
  });

  it('keeps angle brackets a reader sees in a heading out of its id, and their text in it', async () => {
    const headings = ['The `<div>` element', '`<MyButton>` props', 'Generic `Array<T>` type', 'a < b > c', 'a &#60;b&#62; c', '\\<div\\>', '`<` and `>`', '`&copy;` \\&amp;'];
    const body = parse(await render(headings.map((h) => `## ${h}`).join('\n\n')));
    expect([...body.querySelectorAll('h2')].map((h) => h.id)).toEqual(['the-div-element', 'mybutton-props', 'generic-arrayt-type', 'a--b--c', 'a-b-c', 'div', '-and-', 'copy-amp']);
  });

  it('gives headings with character references or a footnote reference the ids GitHub gives them', async () => {
    const body = parse(await render('## A &amp; B &copy; Caf&eacute;\n\n## Step&nbsp;1 &#x2014; go\n\n## Title[^1]\n\n[^1]: A note.'));
    expect([...body.querySelectorAll('h2:not(.sr-only)')].map((h) => h.id)).toEqual(['a--b--café', 'step1--go', 'title1']);
  });

  it('gives every code block a copy button: top level, in a list item, a block quote and a raw-HTML container', async () => {
    const source = [
      fence('sh', 'top'),
      '1. Install\n\n   ```sh\n   in list\n   ```',
      '> ```sh\n> in quote\n> ```',
      '<details>\n<summary>More</summary>\n\n```sh\nin details\n```\n\n</details>',
      '- Run\n  <details>\n\n  ```sh\n  in list details\n  ```\n\n  </details>',
    ].join('\n\n');
    const body = parse(await render(source));
    const frames = [...body.querySelectorAll('.vak-code')];
    expect(frames.map((f) => f.querySelector('code')!.textContent)).toEqual(['top', 'in list', 'in quote', 'in details', 'in list details']);
    expect(frames.map((f) => f.querySelectorAll('button[data-copy]').length)).toEqual([1, 1, 1, 1, 1]);
    // Raw HTML beside them still cannot make one.
    const forged = parse(await render(`- item\n\n  <button class="vak-code__copy" data-copy>Copy</button>\n\n  ${fence('sh', 'ls').replace(/\n/g, '\n  ')}`));
    expect(forged.querySelectorAll('button')).toHaveLength(2);
    expect(forged.querySelectorAll('button[data-copy]')).toHaveLength(1);
    expect(forged.querySelector('button[data-copy]')!.closest('.vak-code')).not.toBeNull();
  });

  it('gives headings named like document properties their ids, so links to them work', async () => {
    // DOMPurify's clobbering check refuses these names as ids on any element.
    const names = ['Title', 'Images', 'Links', 'Forms', 'Cookie', 'Length', 'Submit'];
    const body = parse(await render(`${names.map((n) => `## ${n}`).join('\n\n')}\n\n[to images](#images)`));
    expect([...body.querySelectorAll('h2')].map((h) => h.id)).toEqual(names.map((n) => n.toLowerCase()));
    expect(body.querySelector('a[href="#images"]')).not.toBeNull();
  });

  // First loads of every default grammar: seconds on a loaded 2-core CI machine, past Vitest's 5 s default.
  it('highlights every default language with dual-theme variables, labelled and with a copy button', { timeout: 30_000 }, async () => {
    for (const lang of DEFAULT_LANGS) {
      const body = parse(await render(fence(lang, 'a: "b" # c\n<x y="z"></x>')));
      const block = body.querySelector('.vak-code')!;
      expect(block.getAttribute('data-lang')).toBe(lang);
      expect(block.getAttribute('style')).toMatch(/--shiki-light-bg:.*--shiki-dark-bg:/);
      expect(block.querySelector('code')?.classList.contains(`language-${lang}`)).toBe(true);
      expect(block.querySelector('.vak-code__lang')?.textContent).toBe(lang);
      expect(block.querySelector(`button[data-copy][aria-label="${COPY_LABEL}"]`)).not.toBeNull();
      expect(block.querySelectorAll('span[style*="--shiki-dark"]').length).toBeGreaterThan(0);
    }
  });

  it('renders unknown and unlisted languages as escaped plain text with their class kept', async () => {
    const body = parse(await render(`${fence('xyz', '<b>x</b> $& $\'')}\n\n${fence('python', 'print(1)')}`));
    const [xyz, python] = [...body.querySelectorAll('.vak-code')];
    expect(xyz!.querySelector('code')!.className).toBe('language-xyz');
    expect(xyz!.querySelector('code')!.textContent).toBe("<b>x</b> $& $'");
    expect(xyz!.querySelector('b')).toBeNull();
    expect(python!.querySelector('code')!.className).toBe('language-python');
    expect(python!.querySelectorAll('span[style*="--shiki-light:#"]')).toHaveLength(0);
    expect(loadedLanguages()).not.toContain('python');
  });

  it('escapes a hostile fence info string in class, data attribute and label', async () => {
    const html = await render(fence('x"><img src=x onerror=alert(1)>', 'code'));
    const body = parse(html);
    expect(body.querySelector('img')).toBeNull();
    expect(body.querySelector('.vak-code__lang')?.textContent).toBe('x"><img');
  });

  it('takes the first word of a fence info string that a tab ends, as marked does', async () => {
    const code = parse(await render(fence('bash\ttitle="x"', 'echo hi'))).querySelector('.vak-code')!;
    expect(code.getAttribute('data-lang')).toBe('bash');
    expect(code.querySelector('code')!.className).toBe('language-bash');
    expect(code.querySelector('span[style*="--shiki-light:#"]')).not.toBeNull();
  });

  it('accepts aliases in langs and in fences', { timeout: 30_000 }, async () => {
    const body = parse(await render(fence('ts', 'const a: number = 1'), { langs: ['typescript'] }));
    expect(body.querySelector('code.language-ts span[style*="--shiki-light:#"]')).not.toBeNull();
    const shell = parse(await render(fence('shellscript', 'echo "hi"'), { langs: ['sh'] }));
    expect(shell.querySelector('span[style*="--shiki-light:#"]')).not.toBeNull();
  });

  it('does not re-highlight unchanged code blocks when only a paragraph changes', async () => {
    clearBlockCache();
    const code = fence('json', '{ "a": 1 }');
    await render(`Intro one.\n\n${code}`);
    const before = highlightCallCount();
    const html = await render(`Intro two.\n\n${code}`);
    expect(highlightCallCount()).toBe(before);
    expect(parse(html).querySelector('p')?.textContent).toBe('Intro two.');
  });

  it('gives each renderer code frames from its own sanitiser', async () => {
    const code = fence('json', '{ "frame": 1 }');
    /** The page sanitiser's output without copy buttons. */
    const withoutCopy = (html: string) => sanitize(html).replace(/<button[^>]*>[^<]*<\/button>/g, '');
    expect(await createMarkdownRenderer({ sanitize }).render(code)).toContain('data-copy');
    expect(await createMarkdownRenderer({ sanitize: withoutCopy }).render(code)).not.toContain('data-copy');
    expect(await createMarkdownRenderer({ sanitize }).render(code)).toContain('data-copy');
  });

  it('keeps one shared renderer, and its block cache, for langs arrays re-created with the same items', async () => {
    const grammar: LangItem = { name: 'vak-keyed', scopeName: 'source.vak-keyed', patterns: [], repository: {} };
    let calls = 0;
    const counting = (html: string) => (calls++, sanitize(html));
    const shared = (langs: MarkdownRendererOptions['langs']) => sharedMarkdownRenderer({ langs, sanitize: counting });
    // As `:langs="[grammar, 'ts']"` in a template gives it: a new array at every render of the parent.
    await shared([grammar, 'ts']).render('A paragraph.');
    const cold = calls;
    expect(await shared([grammar, 'ts']).render('A paragraph.')).toBe('<p dir="auto">A paragraph.</p>\n');
    expect(calls).toBe(cold);
    expect(shared([grammar, 'ts'])).toBe(shared([grammar, 'ts']));
    // Other items, another order, a copy of the grammar or a nested array: another renderer.
    for (const other of [['ts', grammar], [{ ...grammar }, 'ts'], [[grammar], 'ts'], [grammar], [grammar, 'ts', 'ts']]) {
      expect(shared(other)).not.toBe(shared([grammar, 'ts']));
    }
    expect(shared(['a,b'])).not.toBe(shared(['a', 'b']));
    expect(shared(['"a","b"'])).not.toBe(shared(['a', 'b']));
  });

  it('falls back to the default theme when a theme is unknown, with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = await render(fence('json', '{}'), { themes: { light: 'no-such-theme', dark: 'github-dark-default' } });
    await render(fence('json', '[]'), { themes: { light: 'no-such-theme', dark: 'github-dark-default' } });
    const reference = await render(fence('json', '{}'), { themes: { light: 'github-light-default', dark: 'github-dark-default' } });
    expect(parse(html).querySelector('.vak-code')?.getAttribute('style')).toBe(parse(reference).querySelector('.vak-code')?.getAttribute('style'));
    expect(warn.mock.calls.filter(([m]) => String(m).includes('no-such-theme'))).toHaveLength(1);
  });

  it("keeps the colours of a theme made of CSS variables (shiki's createCssVariablesTheme) or rgb() values", async () => {
    const variables = createCssVariablesTheme({ name: 'vak-css-variables', variablePrefix: '--shiki-' });
    const rgb = { name: 'vak-rgb', type: 'dark' as const, colors: { 'editor.background': 'rgb(13, 17, 23)', 'editor.foreground': 'rgb(230, 237, 243)' }, tokenColors: [{ scope: ['string'], settings: { foreground: 'rgb(165, 214, 255)' } }] };
    const code = parse(await render(fence('json', '["x"]'), { themes: { light: variables, dark: rgb } })).querySelector('.vak-code')!;
    expect(code.getAttribute('style')).toMatch(/--shiki-light-bg:var\(--shiki-background\).*--shiki-dark-bg:rgb\(13, 17, 23\)/);
    const string = [...code.querySelectorAll('.line span')].find((span) => span.textContent === '"x"')!;
    expect(string.getAttribute('style')).toBe('--shiki-light:var(--shiki-token-string-expression);--shiki-dark:rgb(165, 214, 255)');
  });

  it('sanitises: raw HTML inert, dangerous URLs removed, style restricted to shiki variables', async () => {
    const body = parse(
      await render(
        [
          '<script>alert(1)</script><style>p{}</style><form action="/x"><input name="q"></form>',
          '<img src="x" onerror="alert(1)"><div style="position:fixed">overlay</div>',
          '[a](javascript:alert(1)) [b](VBScript:x) [c](data:text/html,x) <a href="java&#x09;script:alert(1)">d</a>',
          '<img src="data:text/html,x" alt="e"><img src="data:image/png;base64,AAAA" alt="f"> [g](/local) [h](https://docs.example.com/other)',
        ].join('\n\n'),
      ),
    );
    expect(body.querySelectorAll('script, style, form, iframe')).toHaveLength(0);
    expect(body.querySelector('[onerror]')).toBeNull();
    expect(body.querySelector('div[style]')).toBeNull();
    const hrefs = [...body.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs.filter((h) => h && /script|data:/i.test(h))).toEqual([]);
    expect(body.querySelector('img[alt="e"]')?.hasAttribute('src')).toBe(false);
    expect(body.querySelector('img[alt="f"]')?.getAttribute('src')).toMatch(/^data:image\/png/);
    // Same-origin and relative links stay as they are; rel only for links that leave the origin.
    expect(body.querySelector('a[href="/local"]')?.hasAttribute('rel')).toBe(false);
    expect(body.querySelector('a[href="https://docs.example.com/other"]')?.hasAttribute('rel')).toBe(false);
  });

  it('keeps shiki output byte-identical through the sanitiser', async () => {
    const identity = await renderMarkdown(fence('json', '{ "a": [1, true, null] }'), { sanitize: (h) => h });
    expect(await render(fence('json', '{ "a": [1, true, null] }'))).toBe(identity);
  });

  it('uses exactly one highlighter however many renders run at once', async () => {
    await Promise.all(Array.from({ length: 50 }, (_, i) => render(`# ${i}\n\n${fence(i % 2 ? 'yaml' : 'diff', `k${i}: v`)}`)));
    expect(highlighterInstanceCount()).toBe(1);
  });

  it('loads only the grammars a document uses', async () => {
    await render(fence('dockerfile', 'FROM node'));
    expect(loadedLanguages()).toContain('docker'); // 'dockerfile' is an alias of the bundled 'docker' grammar
    expect(loadedLanguages()).not.toContain('wenyan');
  });

  it('refuses to render unsanitised HTML when there is no DOM', async () => {
    await expect(renderMarkdown('# x')).rejects.toThrow(/no DOM.*serverSanitizer\(\)/);
  });
});

describe('renderMarkdown: guards, block cache and incremental highlighting', () => {
  it('shows a long document nested deeper than the limit as blocks of whole lines that hold its text', async () => {
    const lines = Array.from({ length: 600 }, (_, i) => `${'  '.repeat(i)}- item <b>${i}</b>`);
    const source = `${lines.slice(0, 300).join('\n')}\n\n\n${lines.slice(300).join('\n')}`;
    const html = await render(source);
    const blocks = [...parse(html).children];
    expect(blocks.length).toBeGreaterThan(5);
    for (const block of blocks) {
      expect(block.outerHTML).toMatch(/^<pre class="vak-markdown__text">[^<]*<\/pre>$/);
      expect(block.textContent!.length).toBeLessThan(40_000);
      expect(block.textContent!.startsWith('\n')).toBe(false);
    }
    expect(blocks.map((b) => b.textContent).join('')).toBe(source);
  });

  it('shows a document nested deeper than the limit as escaped text', async () => {
    const html = await render(`${'> '.repeat(5000)}<img src=x onerror=alert(1)> deep`);
    const body = parse(html);
    expect(body.querySelector('blockquote')).toBeNull();
    expect(body.querySelector('img')).toBeNull();
    expect(body.querySelector('pre')?.textContent).toContain('<img src=x onerror=alert(1)> deep');
  });

  it('renders a document whose only deep lines are code (a log line of 70 `>` in a fence)', async () => {
    const body = parse(await render(`# Title\n\n${fence('text', '>'.repeat(70))}\n\n> quote`));
    expect(body.querySelector('h1')?.textContent).toBe('Title');
    expect(body.querySelector('code')?.textContent).toBe('>'.repeat(70));
    expect(body.querySelector('blockquote')?.textContent?.trim()).toBe('quote');
  });

  // A liveness limit, not a speed figure: each took seconds to minutes when a regular expression
  // searched for a tag's end from every `<` of a heading, or for blanks at both ends of a URL or a
  // style declaration.
  it.each([
    ['a raw heading of 100,000 unended tags', `<h2>${'<a '.repeat(100_000)}</h2>`, 'h2'],
    ['a link whose URL holds 200,000 blanks', `<a href="a${' '.repeat(200_000)}b">link</a>`, 'a'],
    ['a style of a shiki variable and 200,000 blanks', `<span style="--shiki-light:#000${' '.repeat(200_000)}x">text</span>`, 'span'],
    // Deeper than a browser's parser nests: escaped text (a server DOM took ~20 s to parse and sanitise it).
    ['10,000 nested spans', `${'<span>'.repeat(10_000)}x`, 'pre.vak-markdown__text'],
  ])('renders %s in one pass', async (_, source, element) => {
    const body = parse(await createMarkdownRenderer({ sanitize }).render(source));
    expect(body.querySelector(element)).not.toBeNull();
  }, 10_000);

  it('keeps every block of a document with hundreds of link definitions cached: an edit sanitises the edited block only', async () => {
    // A keep-a-changelog document: each version's section, its compare link defined at the end.
    const versions = Array.from({ length: 1_500 }, (_, i) => i);
    const doc = (word: string) =>
      `${versions.map((i) => `Release [${i}][v${i}]: ${i === 7 ? word : 'fixes'}.`).join('\n\n')}\n\n${versions.map((i) => `[v${i}]: https://example.com/compare/v${i}...v${i + 1}`).join('\n')}`;
    let calls = 0;
    const renderer = createMarkdownRenderer({ sanitize: (html) => (calls++, sanitize(html)) });
    const first = await renderer.render(doc('one'));
    calls = 0;
    const second = await renderer.render(doc('two'));
    expect(calls).toBe(1);
    expect(second).toBe(await createMarkdownRenderer({ sanitize }).render(doc('two')));
    expect(second).not.toBe(first);
  });

  it('keeps a document of more blocks than a few thousand cached: the next chunk of a streamed answer sanitises its last block only', async () => {
    // 6,000 short paragraphs (a long chat log or list of notes): each render looks its blocks up in
    // document order, which a cache smaller than the document empties as it goes.
    const doc = Array.from({ length: 6_000 }, (_, i) => `Note ${i}.`).join('\n\n');
    let calls = 0;
    const renderer = createMarkdownRenderer({ sanitize: (html) => (calls++, sanitize(html)) });
    await renderer.render(doc);
    calls = 0;
    const next = await renderer.render(`${doc} More`);
    expect(calls).toBe(1);
    expect(next).toBe(await createMarkdownRenderer({ sanitize }).render(`${doc} More`));
  });

  it('sanitises a code block in a list item or block quote once: a change to its list sanitises the list without the code', async () => {
    // A chat answer streaming a long shell script inside a numbered step: each chunk re-renders the list.
    const script = Array.from({ length: 200 }, (_, i) => `   npm install package-${i} --save && echo "done ${i}"`).join('\n');
    const doc = (more: string) => `1. Install:\n\n   \`\`\`bash\n${script}\n   \`\`\`\n\n2. Run${more}\n\n> \`\`\`sh\n> ls\n> \`\`\`\n`;
    const seen: string[] = [];
    const renderer = createMarkdownRenderer({ sanitize: (html) => (seen.push(html), sanitize(html)) });
    await renderer.render(doc(''));
    seen.length = 0;
    const html = await renderer.render(doc(' it'));
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toContain('class="line"');
    expect(seen[0]!.length).toBeLessThan(500);
    // The same HTML as sanitising the list with its code in it.
    const whole = parse(html);
    expect(whole.querySelectorAll('li .vak-code button[data-copy]')).toHaveLength(1);
    expect(whole.querySelectorAll('blockquote .vak-code button[data-copy]')).toHaveLength(1);
    expect(whole.querySelector('li .vak-code code')!.textContent).toBe(script.replace(/^ {3}/gm, ''));
    expect(sanitize(html)).toBe(html.replaceAll(' data-copy=""', ''));
    // A sanitiser that does not give the slots back is given the list with its code in it.
    let dropped = 0;
    const dropsSlots = createMarkdownRenderer({
      sanitize: (input) => sanitize(input).replace(/vakslot\w+?\d+_/g, () => (dropped++, '')),
    });
    expect(await dropsSlots.render(doc(' it'))).toBe(html);
    expect(dropped).toBe(2);
  });

  it('re-renders only the edited block: other blocks are neither re-highlighted nor re-sanitised', async () => {
    clearBlockCache();
    const doc = (word: string) => `# Title\n\nFirst ${word}.\n\n${fence('json', '{ "a": 1 }')}\n\n- [ ] task\n- [x] done\n\nLast.`;
    let calls = 0;
    const counting = (html: string) => (calls++, sanitize(html));
    const first = await renderMarkdown(doc('one'), { sanitize: counting });
    const highlights = highlightCallCount();
    calls = 0;
    const second = await renderMarkdown(doc('two'), { sanitize: counting });
    expect(calls).toBe(1);
    expect(highlightCallCount()).toBe(highlights);
    expect(second).toBe(first.replace('First one.', 'First two.'));
  });

  it('keeps heading ids right when an earlier heading changes (ids are part of the cache key)', async () => {
    const a = parse(await render('# Same\n\ntext\n\n# Same'));
    expect([...a.querySelectorAll('h1')].map((h) => h.id)).toEqual(['same', 'same-1']);
    const b = parse(await render('# Other\n\ntext\n\n# Same'));
    expect([...b.querySelectorAll('h1')].map((h) => h.id)).toEqual(['other', 'same']);
  });

  it('keeps reference links right when their definition changes', async () => {
    const a = parse(await render('See [docs][d].\n\n[d]: https://a.example/'));
    const b = parse(await render('See [docs][d].\n\n[d]: https://b.example/'));
    expect(a.querySelector('a')?.getAttribute('href')).toBe('https://a.example/');
    expect(b.querySelector('a')?.getAttribute('href')).toBe('https://b.example/');
  });

  it('highlights a block typed character by character exactly like the finished block, tokenising only the last line', async () => {
    const code = 'const a = `x\n${1}`; // tail\n/* open\n still */ let b: number = 2;\nfunction f() {\n  return "<b>";\n}';
    clearBlockCache();
    let last = '';
    let maxPerKeystroke = 0;
    for (let i = 1; i <= code.length; i++) {
      const before = highlightCallCount();
      last = await render(fence('ts', code.slice(0, i)), { langs: ['ts'] });
      maxPerKeystroke = Math.max(maxPerKeystroke, highlightCallCount() - before);
    }
    clearBlockCache();
    const fresh = await render(fence('ts', code), { langs: ['ts'] });
    expect(last).toBe(fresh);
    // A keystroke tokenises at most two runs (the lines before the caret's line once, then that line).
    expect(maxPerKeystroke).toBeLessThanOrEqual(2);
    expect(parse(fresh).querySelector('code')?.textContent).toBe(code);
  });

  it('yields to the event loop on long documents and stops when aborted', async () => {
    const controller = new AbortController();
    const doc = Array.from({ length: 4000 }, (_, i) => `Paragraph ${i} with *emphasis*.`).join('\n\n');
    const rendering = render(doc, { signal: controller.signal });
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 0);
    setTimeout(() => controller.abort(new Error('superseded')), 0);
    await expect(rendering).rejects.toThrow('superseded');
    clearInterval(ticker);
    expect(ticks).toBeGreaterThanOrEqual(0);
  });
});

describe('long documents', () => {
  // A document of sections without code (no highlighter work): what remains is lexing and sanitising.
  const long = Array.from({ length: 800 }, (_, i) => `## Section ${i}\n\nSome *prose* with a [link](https://example.invalid/${i}) and \`code\`.\n\n- one\n- two\n\n`).join('');

  // README badges (`[![build](…)](…)`) hold `[!` but no alert; an alert is GitHub syntax without state.
  const badges = '[![build](https://example.invalid/b.svg)](https://example.invalid/ci)\n\n';
  const alert = '> [!NOTE]\n> Read this first.\n\n';

  it.each([
    ['without GitHub syntax', long],
    ['with badge images in links', badges + long],
    ['with an alert', alert + long],
  ])('lexes a long document %s in pieces and lets other tasks run between them', async (_, source) => {
    const { Lexer } = await import('marked');
    const events: string[] = [];
    const blockTokens = Lexer.prototype.blockTokens;
    // A lex's block pass over its whole text (nested blocks pass a list of their own).
    vi.spyOn(Lexer.prototype, 'blockTokens').mockImplementation(function (this: InstanceType<typeof Lexer>, ...args: Parameters<typeof blockTokens>) {
      if (args[1] === this.tokens) events.push('lex');
      return blockTokens.apply(this, args) as never;
    });
    let ticking = true;
    const tick = () => {
      events.push('tick');
      if (ticking) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    await render(source);
    ticking = false;
    const first = events.indexOf('lex');
    const last = events.lastIndexOf('lex');
    expect(events.filter((e) => e === 'lex').length).toBeGreaterThan(10);
    expect(events.slice(first, last).includes('tick')).toBe(true);
  }, 60_000);

  it('returns to its caller before lexing a long document (a mount stays short)', async () => {
    await render(long); // every download done: only lexing and rendering are left
    clearBlockCache();
    const { Lexer } = await import('marked');
    const blockTokens = Lexer.prototype.blockTokens;
    let lexes = 0;
    vi.spyOn(Lexer.prototype, 'blockTokens').mockImplementation(function (this: InstanceType<typeof Lexer>, ...args: Parameters<typeof blockTokens>) {
      if (args[1] === this.tokens) lexes++;
      return blockTokens.apply(this, args) as never;
    });
    const rendering = render(`${long}\nA new last line.\n`);
    expect(lexes).toBe(0);
    await rendering;
    expect(lexes).toBeGreaterThan(10);
  }, 60_000);

  it('gives the same HTML as parts and as one string, lexed in pieces or whole', async () => {
    const { createMarkdownRenderer } = await import('./renderer');
    const renderer = createMarkdownRenderer({ sanitize });
    const parts = await renderer.renderBlocks(long);
    expect(parts.length).toBeGreaterThan(800);
    expect(parts.join('')).toBe(await createMarkdownRenderer({ sanitize }).render(long));
    // A link definition makes the document lexed whole: the same blocks come out.
    const whole = await createMarkdownRenderer({ sanitize }).render(`${long}[unused]: https://example.invalid\n`);
    expect(whole).toBe(parts.join(''));
  }, 60_000);
});

describe('mayUseGithubSyntax', () => {
  /** Lines around `[!`: alerts in every container marked knows, and `[!` where no alert can start. */
  const PIECES = [
    '> [!NOTE]\n> Text.',
    '>[!TIP]\n> Text.',
    '>\t[!WARNING]\n> Text.',
    '>   [!IMPORTANT]\n> Text.',
    '> > [!CAUTION]\n> > Text.',
    '- > [!NOTE]\n  > In a list.',
    '1. item\n\n   > [!TIP]\n   > Nested.',
    '>\n> [!NOTE]\n> After an empty line.',
    '> Quote\n[!NOTE] lazy line',
    '[!NOTE] A paragraph.',
    '[![build](https://example.invalid/b.svg)](https://example.invalid/ci)',
    '\\[!NOTE] escaped',
    '    > [!NOTE] indented code',
    '<div>\n\n> [!NOTE]\n> In HTML.\n\n</div>',
    'Text > [!NOTE] inline',
    '[!note]: https://example.invalid/def',
  ];

  it('lets through to the plain instance only documents the GitHub extensions render the same', () => {
    const github = configureMarked(new Marked(MARKED_OPTIONS));
    const plain = configureRenderer(new Marked(MARKED_OPTIONS));
    let plainDocs = 0;
    // Every pair of pieces, in both orders, separated by a blank line or directly by a line end.
    for (const a of PIECES) {
      for (const b of PIECES) {
        for (const doc of [`${a}\n\n${b}\n`, `${a}\n${b}\n`]) {
          if (mayUseGithubSyntax(doc)) continue;
          plainDocs++;
          expect(plain.parse(doc), doc).toBe(github.parse(doc));
        }
      }
    }
    expect(plainDocs).toBeGreaterThan(30);
    expect(mayUseGithubSyntax(PIECES.slice(9, 12).join('\n\n'))).toBe(false);
  });
});

describe('mayHoldKeyedTokens and walkBelow', () => {
  /** Blocks with raw HTML, a footnote reference, a heading or a code block below them, at every depth marked allows. */
  const HOLDING = [
    'A paragraph with <kbd>Ctrl</kbd> and a footnote.[^1]',
    '## A heading with <abbr title="x">HTML</abbr>',
    '### A heading with a footnote[^1]',
    '| key | note |\n| - | - |\n| a<br>b | see[^1] |',
    '- item\n\n  ```ts\n  const a = 1;\n  ```\n- # heading in an item',
    '> quoted\n>\n> ## heading\n>\n>     indented code',
    '> [!NOTE]\n> An alert with\n>\n> ```js\n> x()\n> ```',
    '1. one <span>two</span>\n2. three[^1]',
    '[^1]: The note, with <em>HTML</em>.',
  ];
  /** Blocks of inline content without either. */
  const PLAIN = ['A paragraph with **strong**, `code` and [a link](https://example.com).', '| a | b |\n| - | - |\n| 1 | *2* |', '# A heading'];
  const KEYED = new Set(['heading', 'code', 'html', 'footnoteRef']);

  /**
   * The top-level blocks of `source` (spaces left out), each with the keyed tokens below it in
   * document order and whether there are any, as marked's own walk finds them. A marked instance per
   * call: marked-footnote keeps the footnotes of the last document lexed.
   */
  function blocks(source: string): { block: Token; keyed: Token[]; holds: boolean }[] {
    const marked = configureMarked(new Marked(MARKED_OPTIONS));
    return marked.lexer(source).flatMap((block) => {
      if (block.type === 'space') return [];
      const keyed: Token[] = [];
      marked.walkTokens([block], (t) => {
        if (t !== block && KEYED.has(t.type)) keyed.push(t);
      });
      return [{ block, keyed, holds: keyed.length > 0 }];
    });
  }

  it('is true for blocks that may hold a heading, code block, raw HTML or footnote reference, false for plain inline content', () => {
    // Each sample's first block, after the footnotes section marker marked-footnote puts first.
    const first = (source: string) => blocks(`${source}\n\n[^1]: A note.`).find(({ block }) => block.type !== 'footnotes')!;
    for (const source of HOLDING) {
      const { block, holds } = first(source);
      expect(holds, source).toBe(true);
      expect(mayHoldKeyedTokens(block), source).toBe(true);
    }
    for (const source of PLAIN) {
      const { block, holds } = first(source);
      expect(holds, source).toBe(false);
      expect(mayHoldKeyedTokens(block), source).toBe(false);
    }
  });

  it('leads walkBelow to every keyed token that marked\'s own walk finds, in the same order', () => {
    const documents = [...HOLDING, ...PLAIN, readFileSync('bench/fixtures/doc-100k.md', 'utf8'), readFileSync('README.md', 'utf8')];
    for (const source of documents) {
      for (const { block, keyed } of blocks(`${source}\n\n[^1]: A note.`)) {
        const found: Token[] = [];
        walkBelow(block, (t) => KEYED.has(t.type) && found.push(t));
        expect(found.length, block.raw).toBe(keyed.length);
        found.forEach((t, i) => expect(t, block.raw).toBe(keyed[i]));
      }
    }
  });

  it('keeps walkBelow out of list items whose text holds neither raw HTML nor a footnote reference', () => {
    const list = new Marked(MARKED_OPTIONS).lexer('- **core:** fix ([abc1234](https://example.com/c/abc1234)), closes [#12](https://example.com/i/12)\n- two')[0]!;
    const visited: string[] = [];
    walkBelow(list, (t) => visited.push(t.type));
    expect(visited).toEqual(['list_item', 'text', 'list_item', 'text']);
  });

  it('is true for every block of real documents that holds one, and false for most blocks', () => {
    for (const file of ['bench/fixtures/doc-100k.md', 'README.md']) {
      const all = blocks(readFileSync(file, 'utf8'));
      for (const { block, holds } of all) if (holds) expect(mayHoldKeyedTokens(block), block.raw).toBe(true);
      expect(all.filter(({ block }) => !mayHoldKeyedTokens(block)).length, file).toBeGreaterThan(all.length / 2);
    }
  });
});
