import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './renderer';
import { createSanitizer } from './sanitize/sanitizer';
import { completeMarkdown, createStreamCompleter } from './streaming';
import { chunks, rawSyntax } from '../../stories/support/streaming';

const sanitize = createSanitizer(new JSDOM('').window as unknown as Window);
const html = (source: string) => renderMarkdown(source, { sanitize });

/** What a stream completer shows for `source` once it has been fed every shorter prefix, as while streaming. */
function streamedThrough(source: string): string {
  const streamed = createStreamCompleter();
  for (let end = 1; end < source.length; end++) streamed(source.slice(0, end));
  return streamed(source);
}

/**
 * The raw syntax a stream completer shows while `answer` arrives `size` characters at a time: one entry
 * per leaf block showing some, with the length received. `check` sees each step's HTML first.
 */
async function flashesWhileStreaming(answer: string, size: number, check?: (shown: string, text: string) => Promise<void>): Promise<string[]> {
  const root = new JSDOM('').window.document.createElement('div');
  const complete = createStreamCompleter();
  const flashes: string[] = [];
  for (let end = size; end < answer.length + size; end += size) {
    const text = answer.slice(0, end);
    const shown = await html(complete(text));
    await check?.(shown, text);
    root.innerHTML = shown;
    for (const raw of rawSyntax(root)) flashes.push(`after ${text.length} chars: ${JSON.stringify(raw)}`);
  }
  return flashes;
}

describe('completeMarkdown: each dangling construct', () => {
  it.each([
    ['strong', 'Hello **wor', 'Hello **wor**', '<strong>wor</strong>'],
    ['emphasis', 'A *b', 'A *b*', '<em>b</em>'],
    ['inline code', 'Run `npm i', 'Run `npm i`', '<code>npm i</code>'],
    ['strikethrough', 'Was ~~old', 'Was ~~old~~', '<del>old</del>'],
    ['link without its URL', 'See [the docs](https://ex', 'See the docs', '<p dir="auto">See the docs</p>'],
    ['link text', 'See [the do', 'See the do', '<p dir="auto">See the do</p>'],
    ['bold opened after Japanese text (no blank before it)', 'これは**', 'これは', '<p dir="auto">これは</p>'],
    ['bold closed after Chinese text', '这是**粗体**', '这是**粗体**', '<strong>粗体</strong>'],
    ['a marker after a lone surrogate (not a CJK letter, whatever comes before it)', '中\uDC00*', '中\uDC00*', '中\uDC00*'],
    ['bold going on past a line break just received', 'Intro\n\nYou have **bold spanning\n', 'Intro\n\nYou have **bold spanning**\n', '<strong>bold spanning</strong>'],
    ['code going on past a line break just received', 'Run `npm\n', 'Run `npm`\n', '<code>npm</code>'],
    ['the < of a tag just begun', 'Press <', 'Press', '<p dir="auto">Press</p>'],
    ['a link whose URL holds parentheses, before its own )', 'See [w](https://en.wikipedia.org/wiki/Foo_(bar)', 'See w', '<p dir="auto">See w</p>'],
    ['the same link complete', 'See [w](https://en.wikipedia.org/wiki/Foo_(bar))', 'See [w](https://en.wikipedia.org/wiki/Foo_(bar))', 'href="https://en.wikipedia.org/wiki/Foo_(bar)"'],
    ['a complete link with an escaped parenthesis', 'See [a](https://x.example/\\(b)', 'See [a](https://x.example/\\(b)', 'href="https://x.example/(b"'],
    ['a complete link in angle brackets with a parenthesis', 'See [a](<https://x.example/(>)', 'See [a](<https://x.example/(>)', 'href="https://x.example/("'],
    ['a task item whose line has ended', '- [ ]\n', '- [ ]\n', '[ ]'],
  ])('%s', async (_, source, completed, rendered) => {
    expect(completeMarkdown(source)).toBe(completed);
    expect(await html(completeMarkdown(source))).toContain(rendered);
  });

  it('a table header waits for its delimiter row; the table shows once the delimiter row is complete', async () => {
    expect(completeMarkdown('Intro\n\n| Name | Size |')).toBe('Intro\n');
    expect(completeMarkdown('Intro\n\n| Name | Size |\n| -')).toBe('Intro\n');
    expect(completeMarkdown('Intro\n\n| Name | Size |\n| --- |')).toBe('Intro\n');
    // One dash per cell is a delimiter row already.
    expect(await html(completeMarkdown('Intro\n\n| Name | Size |\n| --- | -'))).toContain('<table dir="auto" tabindex="0">');
    const ready = 'Intro\n\n| Name | Size |\n| --- | --- |';
    expect(completeMarkdown(ready)).toBe(ready);
    expect(await html(completeMarkdown(ready))).toContain('<table dir="auto" tabindex="0">');
    // A body row being typed stays: it renders as a (partial) row, not as pipes.
    const row = `${ready}\n| vue | 3`;
    expect(completeMarkdown(row)).toBe(row);
    const out = await html(completeMarkdown(row));
    expect(out).toContain('<td>vue</td>');
    expect(out).not.toContain('|');
  });

  it('an unclosed fence renders as a code block; a fence whose language line has not ended waits', async () => {
    expect(completeMarkdown('Text\n\n```ty')).toBe('Text\n');
    const open = 'Text\n\n```json\n{ "a": **1';
    expect(completeMarkdown(open), 'no completion inside code').toBe(open);
    const out = await html(completeMarkdown(open));
    expect(out).toContain('class="language-json"');
    expect(out).not.toContain('<strong>');
    // The start of the closing fence is held back, not shown as a line of code.
    expect(completeMarkdown('```json\n{}\n``')).toBe('```json\n{}');
    // A closed fence, then dangling text: completed as usual.
    expect(completeMarkdown('```sh\nls\n```\n\nDone **now')).toBe('```sh\nls\n```\n\nDone **now**');
  });

  it.each([
    ['a fence line indented 4 columns is indented code, not a fence', '    ```\n    indented fence sample\n\nparagraph **bold', '    ```\n    indented fence sample\n\nparagraph **bold**'],
    ['indented code is not completed', 'Para\n\n    code **x', 'Para\n\n    code **x'],
    ['indented code is not completed (inline code)', 'Para\n\n    let a = `x', 'Para\n\n    let a = `x'],
    ['a paragraph line indented 4 columns is paragraph text', 'Para\n    more **x', 'Para\n    more **x**'],
    ['a fence in a list item', '- item\n\n  ```ts\n  const a = **1', '- item\n\n  ```ts\n  const a = **1'],
    ['a paragraph in a list item, indented past the margin', '- item\n\n    more **x', '- item\n\n    more **x**'],
    ['a fence in a nested list item', '1. one\n   - two\n\n     ```sh\n     ls **x', '1. one\n   - two\n\n     ```sh\n     ls **x'],
    ['a paragraph in a nested list item', '1. one\n   - two\n\n     more **x', '1. one\n   - two\n\n     more **x**'],
    ['indented code after a list has ended', '- item\n\nPara\n\n    code **x', '- item\n\nPara\n\n    code **x'],
    ['a fence in a quote', '> quote\n> ```js\n> a **b', '> quote\n> ```js\n> a **b'],
    // The closers remend adds, in the order their spans opened.
    ['two spans of different characters, the inner one closed first', '**a ~~b', '**a ~~b~~**'],
    ['… also when the text ends in a blank', '**a ~~b ', '**a ~~b~~**'],
    ['a merged run of closers (two spans of one character): as remend orders them', 'x _a *b **c', 'x _a *b **c***_'],
    ['a closed span of the outer character in between: as remend orders them', '~~a **b ~~c~~ d', '~~a **b ~~c~~ d**~~'],
    // remend closes the inner span of one character and leaves the outer one open.
    ['strong around open emphasis of its own character', 'Note: **a *b', 'Note: **a *b***'],
    ['… once the emphasis has closed', 'Note: **a *b*', 'Note: **a *b***'],
    ['… with underscores', '__a _b', '__a _b___'],
    ['emphasis around a closed strong span', '***a** b', '***a** b*'],
    ['… in a list item', '- ***a** b', '- ***a** b*'],
    ['a run inside a word is left as it is', 'use snake_case and 2*3', 'use snake_case and 2*3'],
    ['a backtick in a closed fence of the same block is no code span', '~~~\necho `date\n~~~\nb **c', '~~~\necho `date\n~~~\nb **c**'],
    ['the opener of a fence in a quote is no code span', '> ```\n> b\n> ```', '> ```\n> b'],
    // Code spans: what follows the opener is code.
    ['a code span just opened on a `<` shows it as code', 'Use the SFC `<', 'Use the SFC `<`'],
    ['… on a backslash', 'Match digits with `\\', 'Match digits with `\\`'],
    ['… but in a table row a backslash may escape a pipe: held back', '| a | b |\n| - | - |\n| `x \\', '| a | b |\n| - | - |\n| `x `'],
    ['a code span whose code ends in a backtick closes after a blank', 'Write `` `code`', 'Write `` `code` ``'],
    ['a closer being typed is completed', 'Write ``a`', 'Write ``a``'],
    ['a marker inside closed code is code: the strong span around it closes', '**Why not `SELECT *`?', '**Why not `SELECT *`?**'],
    // Only the outer span of a nested pair is closed: other openers may well be text.
    ['openers with no span of their character after them are left to remend', 'Use the _id and _rev fields.\nMatch *.js and *.ts', 'Use the _id and _rev fields.\nMatch *.js and *.ts'],
    ['in a table row, the cell being typed only', '| F | T |\n| --- | --- |\n| **a *b* | *c', '| F | T |\n| --- | --- |\n| **a *b* | *c*'],
    ['in a long line, its last 2,000 characters', `${'word '.repeat(500)}**a *b`, `${'word '.repeat(500)}**a *b***`],
    ['an opener with no code after it yet is not shown', '`error: cannot borrow `s`', '`error: cannot borrow `s'],
    // A closing fence whose line has not ended is held back, and the code before it shown as it is.
    ['a closing fence being typed', '```python\ntotal(*nums)\n```', '```python\ntotal(*nums)'],
    ['a closing fence being typed, a backtick in the code', '```bash\necho "today is `date"\n```', '```bash\necho "today is `date"'],
  ])('%s', async (_, source, completed) => {
    expect(completeMarkdown(source)).toBe(completed);
    // The stream's completer, fed every prefix first, ends where the one-shot completion does.
    expect(streamedThrough(source)).toBe(completed);
  });

  it.each([
    ['a link whose URL has not started shows its text', 'See the [docs]', 'See the docs'],
    ['a link with code in its text', 'Use [`remend`]', 'Use `remend`'],
    ['a link around an image', 'Badges: [![Build](https://ci.example/b.svg)]', 'Badges: ![Build](https://ci.example/b.svg)'],
    ['a badge just begun (an image in a link)', 'Intro\n\n[![B', 'Intro'],
    ['a badge image whose URL has not started', 'Intro\n\n[![Build Status]', 'Intro'],
    ['an image whose URL has not started', 'Logo: ![logo]', 'Logo:'],
    ['a task marker with no text yet (no empty bullet either)', '- [x] done\n- [ ] ', '- [x] done'],
    ['inline code just opened after a parenthesis', 'Named exports (`', 'Named exports ('],
    ['strong just opened after a quote', 'He said "**', 'He said "'],
    ['a setext underline being typed (=)', 'Title\n=', 'Title'],
    ['a setext underline being typed (-)', 'Title\n--', 'Title'],
    ['a GitHub alert marker being typed', 'Intro\n\n> [!NOT', 'Intro'],
    ['a link reference definition whose URL has not started', 'See [docs].\n\n[docs]:', 'See [docs].'],
    ['a bullet with no text yet', 'Steps:\n\n* ', 'Steps:'],
    ['a number with no text yet', 'Steps:\n\n1. a\n2.', 'Steps:\n\n1. a'],
    ['a nested bullet with no text yet', 'Steps:\n\n1. a\n    +', 'Steps:\n\n1. a'],
    ['a footnote reference being typed', 'A claim[^sou', 'A claim'],
    ['a footnote reference just begun', 'A claim[^', 'A claim'],
    ['`[^` in inline code being typed', 'Match `a[^b', 'Match `a[^b`'],
    ['a footnote reference whose definition has not arrived', 'A claim[^1] and more', 'A claim and more'],
    ['a named footnote reference in a finished paragraph, its definition not arrived', 'A claim[^note].\n\nMore text', 'A claim.\n\nMore text'],
    ['a footnote definition whose `:` has not arrived', 'A claim[^1].\n\n[^1]', 'A claim.'],
    ['a full reference link whose definition has not arrived', 'See the [guide][g] first', 'See the guide first'],
    ['a collapsed reference link whose definition has not arrived', 'See the [API][] first', 'See the API first'],
    ['a collapsed reference link at the end', 'See the [API][]', 'See the API'],
    ['the label of a reference link being typed', 'See the [guide][gu', 'See the guide'],
    ['the label of a reference link just begun', 'See the [guide][', 'See the guide'],
    ['a reference image whose definition has not arrived', 'Logo: ![logo][l] here', 'Logo:  here'],
    ['a badge: an image in a reference link, the link not defined yet', '[![Build](https://ci.example/b.svg)][ci] ok', '![Build](https://ci.example/b.svg) ok'],
    ['a quote marker with no text yet, after a line with open bold', '> continues **bold\n>', '> continues **bold**'],
    ['a list marker with no text yet in a quote (not a setext underline)', '> [!IMPORTANT]\n> The flag comes first.\n> -', '> [!IMPORTANT]\n> The flag comes first.'],
    ['a number with no text yet in a quote', '> Steps:\n> 1', '> Steps:'],
    ['a heading marker with no text yet in a quote in a list', '1. Step:\n   > note\n   > ##', '1. Step:\n   > note'],
    ['a link reference definition whose title is being typed', 'See [the docs][d].\n\n[d]: https://x.dev/a "Th', 'See the docs.'],
    ['emphasis opened after Chinese text', '这是*重要', '这是*重要*'],
    ['emphasis opened after Japanese text, in a later paragraph', 'はい。\n\nこれは*大事な', 'はい。\n\nこれは*大事な*'],
    ['strong around code being typed (the code closes first)', '**Step 1: run `npm i', '**Step 1: run `npm i`**'],
    ['emphasis around code being typed', '_a `b', '_a `b`_'],
    ['strikethrough inside strong (the inner span closes first)', '**a ~~b', '**a ~~b~~**'],
    ['underscore strong inside strong', '**a __b', '**a __b__**'],
    ['a comment (raw HTML is not completed)', 'a\n\n<!-- a ** b -->', 'a'],
    ['a raw HTML block being typed', '<div>\nuse __init', '<div>\nuse __init'],
    ['text after a comment in the same block', '<!-- c -->\nsome **bold', '<!-- c -->\nsome **bold**'],
    ['strong after inline HTML at the start of a paragraph (no HTML block)', '<kbd>Ctrl</kbd> then **bold', '<kbd>Ctrl</kbd> then **bold**'],
    ['a bullet whose link just began', 'Intro\n- [', 'Intro'],
    ['a numbered item whose code just opened', 'Intro\n1. `', 'Intro'],
    ['a task item after the first, its bracket just typed', '- [x] a\n- [', '- [x] a'],
    ['an image whose URL has not started, in strong', 'x **![b]', 'x'],
    ['a link whose URL has not started, in strong', '**see [the docs]', '**see the docs**'],
    ['an escaped bracket', 'x \\[b and \\[no link\\](', 'x \\[b and \\[no link\\]('],
    ['the < of a closing tag', 'Press <kbd>Ctrl<', 'Press <kbd>Ctrl'],
    ['the start of a closing fence in a quote', '> ```js\n> a\n> ``', '> ```js\n> a'],
    ['the label of a link reference definition being typed', 'Text.\n\n[r1', 'Text.'],
    ['the label of a link reference definition before its colon', 'Text.\n\n[r1]', 'Text.'],
    ['a second link reference definition being typed', 'See [a].\n\n[a]: https://a.example\n[b', 'See [a].\n\n[a]: https://a.example'],
    ['the number of the next item', '1. entry.\n2', '1. entry.'],
    ['a backslash that escapes what comes next', 'Escaped \\', 'Escaped'],
    ['a closing tag being typed in raw HTML', '<details>\n<summary>Install</sum', '<details>\n<summary>Install'],
    ['a task marker being typed', '- [x] a\n- [x', '- [x] a'],
    ['a heading marker with no text yet', 'Intro\n\n### ', 'Intro'],
    ['a heading whose text is a marker just typed', 'Intro\n\n## **', 'Intro'],
  ])('no syntax flashes: %s', async (_, source, shown) => {
    expect(await html(completeMarkdown(source))).toBe(await html(shown));
    expect(await html(streamedThrough(source))).toBe(await html(shown));
  });

  it.each([
    ['a defined shortcut reference link', '[docs]: https://example.com\n\nSee [docs]'],
    ['a complete GitHub alert marker', '> [!NOTE]'],
    ['a footnote reference', 'Text[^1]\n\n[^1]: Note.'],
    ['a finished setext heading', 'Title\n---'],
    ['a thematic break', 'Text\n\n---'],
    ['a task item with text', '- [ ] todo'],
    ['a $$ that is not math (no math is rendered)', 'Cost is $$5'],
    ['a footnote reference defined after it', 'Text[^1] and more.\n\n[^1]: Note.'],
    ['a named footnote reference defined blocks after it', 'Text[^note].\n\nMore.\n\n[^note]: Note.'],
    ['a full reference link defined after it (labels match case-insensitively)', 'See [the guide][Guide] now.\n\n[guide]: https://example.com/g'],
    ['a collapsed reference link defined after it', 'See the [API][].\n\n[api]: https://example.com/api'],
    ['a reference image defined after it', 'Logo: ![logo][l]\n\n[l]: https://example.com/l.png'],
    ['brackets in a shortcut form, never defined (literal text)', 'Index a[i] here [sic], done'],
    ['references in inline code', 'Use `m[i][j]` and `a[^1]` here'],
    ['references in fenced code', 'Code:\n\n```js\nm[i][j] = a[^1];\n```'],
    ['references in indented code', 'Code:\n\n    m[i][j] = a[^1];'],
    ['escaped brackets', 'Not a link: \\[a\\]\\[b\\] or \\[^1\\] here'],
    ['a task item and an alert', '- [ ] todo\n- [x] done\n\n> [!NOTE]\n> Read.'],
    ['emphasis closed after Chinese text', '这是*重要*的'],
    ['an underscore between Chinese characters (text, not emphasis)', '这是_重要_的'],
    ['a footnote reference defined in another letter case', 'Text[^Note] and more.\n\n[^NOTE]: Note.'],
    ['a footnote definition on the line after its paragraph', 'A claim[^1]\n[^1]: Its source.'],
  ])('keeps what renders as it will: %s', async (_, source) => {
    expect(await html(completeMarkdown(source))).toBe(await html(source));
    // Streamed: the blocks before the last are finished, and what they define still counts.
    expect(await html(streamedThrough(source))).toBe(await html(source));
  });

  it('an image whose URL has not ended is left out; an incomplete HTML tag is dropped', () => {
    expect(completeMarkdown('Look: ![a chart](https://exa')).toBe('Look: ');
    expect(completeMarkdown('Text <div cla')).toBe('Text');
  });

  it('reads CRLF line ends as marked does: code in an open fence is left as it is', async () => {
    const crlf = 'Intro\r\n\r\n```py\r\na = 1\r\n\r\nb = "**x [docs]';
    const lf = crlf.replace(/\r\n/g, '\n');
    expect(completeMarkdown(crlf)).toBe(lf);
    expect(streamedThrough(crlf)).toBe(lf);
  });

  it.each([
    ['a list item ends, and its fence with it; a fence at the margin opens', '- item\n  ```js\n  code\n```\nText **b'],
    ['a quote ends, and its fence with it; the text after is completed', '> ```js\n> let a = 1\n\nNext **bol'],
    ['a fence in a quote closed inside the quote', '> ```js\n> let a = 1\n> ```\n\nNext **bol'],
  ])('fences end with their container, as marked reads them: %s', async (_, source) => {
    const complete = `${source}${source.endsWith('**bol') ? '**' : ''}`;
    expect(await html(completeMarkdown(source))).toBe(await html(complete));
    expect(await html(streamedThrough(source))).toBe(await html(complete));
  });

  it('a complete document comes back unchanged', () => {
    const doc = '# Title\n\nSome **bold**, `code` and a [link](https://example.com).\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n```ts\nconst a = 1;\n```\n';
    expect(completeMarkdown(doc)).toBe(doc);
  });
});

describe('completeMarkdown: an answer streamed in 4-character chunks', () => {
  it('shows no raw syntax at any step, and the complete text renders as the one-shot output', async () => {
    const answer = readFileSync(new URL('../../stories/fixtures/markdown/streaming-answer.md', import.meta.url), 'utf8');
    const { window } = new JSDOM('');
    const root = window.document.createElement('div');
    const flashes: string[] = [];
    let text = '';
    for (const chunk of chunks(answer, 4)) {
      text += chunk;
      root.innerHTML = await html(completeMarkdown(text));
      for (const raw of rawSyntax(root)) flashes.push(`after ${text.length} chars: ${JSON.stringify(raw)}`);
    }
    expect(flashes).toEqual([]);
    expect(await html(text)).toBe(await html(answer));
  }, 60_000);
});

describe('completeMarkdown: spans nested in spans of their own character', () => {
  const ANSWER = [
    '**Note: *this* matters** and ***all** of it* too.',
    '',
    '__Bold with _inner_ part__ and more.',
    '',
    '- **Step *one*:** run it',
    '- *Item with **strong** inside*',
    '',
    '> **Quote *nested* here** and more.',
    '',
  ].join('\n');

  it.each([1, 4])('streamed %i characters at a time: no raw syntax at any step', async (size) => {
    expect(await flashesWhileStreaming(ANSWER, size)).toEqual([]);
    expect(await html(completeMarkdown(ANSWER))).toBe(await html(ANSWER));
  }, 60_000);
});

describe('completeMarkdown: references whose definitions come last', () => {
  /** An answer citing footnotes and reference links defined at its end, with CJK emphasis and a quote. */
  const ANSWER = [
    '## 安装',
    '',
    'The router[^perf] is small: read the [guide][Guide], the [API][] and the ![logo][logo] notes.',
    '',
    '- 这是*重要*的，还有**粗体**[^note]',
    '- a `m[i][j]` index and [![Build](https://ci.example/b.svg)][ci] badge',
    '',
    '> Routes match **in order,',
    '> first wins**.',
    '',
    '[guide]: https://example.com/guide',
    '[api]: https://example.com/api',
    '[logo]: https://example.com/logo.png',
    '[ci]: https://ci.example',
    '',
    '[^perf]: Under 2 KB gzipped.',
    '[^note]: 注意。',
    '',
  ].join('\n');

  it.each([1, 2, 3, 4])('streamed %i characters at a time: no raw syntax at any step, and the stream completer shows what completing the whole text shows', async (size) => {
    const flashes = await flashesWhileStreaming(ANSWER, size, async (shown, text) => {
      expect(shown, `after ${text.length} characters`).toBe(await html(completeMarkdown(text)));
    });
    expect(flashes).toEqual([]);
  }, 60_000);

  it('a footnote reference appears once its definition arrives; the whole answer renders as its one-shot render', async () => {
    const before = ANSWER.slice(0, ANSWER.indexOf('[^perf]:'));
    expect(await html(completeMarkdown(before))).not.toContain('<sup>');
    const defined = ANSWER.slice(0, ANSWER.indexOf('[^note]:'));
    const shown = await html(completeMarkdown(defined));
    expect(shown).toContain('href="#footnote-perf"');
    expect(shown).not.toContain('[^');
    expect(await html(completeMarkdown(ANSWER))).toBe(await html(ANSWER));
  });
});

describe('completeMarkdown: hostile last lines', () => {
  // A liveness limit, not a speed figure: on these inputs the rules' former regular expressions
  // backtracked for minutes (a delimiter row of 800 blanks took 16 s; each of the others grew with
  // the square of its length), where a linear scan takes milliseconds.
  it.each([
    ['a delimiter row of blanks under a header row', 'a|b\n' + ' '.repeat(3_000) + 'x'],
    ['a run of opening brackets', '['.repeat(200_000) + 'x'],
    ['footnote references begun again and again', '[^'.repeat(100_000) + ' x'],
    ['a quote marker and blanks', '>' + ' '.repeat(200_000) + 'x'],
    ['image starts with no end', '!['.repeat(100_000) + '\nx'],
    ['emphasis openers with no closer', '*a '.repeat(30_000) + 'x'],
    ['strong and emphasis openers with no closer', '**a *b '.repeat(20_000) + 'x'],
    ['emphasis openers after punctuation with no closer', '(*a '.repeat(30_000) + 'x'],
    ['closed code spans and strong openers', '`a*` **b '.repeat(20_000) + 'x'],
    ['backtick runs that never close, each longer than the last', Array.from({ length: 400 }, (_, i) => '`'.repeat(i + 1)).join(' x ') + ' **y'],
  ])('%s: completed in one pass, in a completer as while streaming', (_, source) => {
    const completer = createStreamCompleter();
    completer(source.slice(0, -1));
    expect(completer(source)).toBe(completeMarkdown(source));
  }, 10_000);
});
