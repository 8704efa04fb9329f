/**
 * The pipeline's contract in Node (jsdom sanitiser): block-by-block rendering with caching equals the
 * whole-document reference, renders running at the same time never corrupt each other (cold and warm
 * cache), and aborting one render never changes another's output.
 */
import { JSDOM } from 'jsdom';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearBlockCache } from '../../src/markdown/internal';
import { createMarkdownRenderer, renderMarkdown } from '../../src/markdown/renderer';
import { createSanitizer } from '../../src/markdown/sanitize/sanitizer';
import { chatHistory, fenceCount, listWith3Fences, paragraphs } from './chat-fixtures';
import { comparable, CONTAINER_DOCUMENTS, referenceHtml } from './reference';

const { window } = new JSDOM('', { url: 'https://docs.example.com/guide/' });
const sanitize = createSanitizer(window as unknown as Window);
const body = (html: string) => new JSDOM(`<body>${html}</body>`).window.document.body;

const chat = chatHistory(24);

/** What a reader must find in a message: its code blocks and heading ids. */
function expectComplete(source: string, html: string): void {
  const root = body(html);
  expect(root.querySelectorAll('.vak-code').length, source.slice(0, 40)).toBe(fenceCount(source));
  for (const heading of root.querySelectorAll('h1, h2, h3')) expect(heading.id).not.toBe('');
  expect(comparable(html)).toBe(comparable(referenceHtml(source, sanitize)));
}

describe('whole-document semantics', () => {
  for (const [name, source] of Object.entries(CONTAINER_DOCUMENTS)) {
    it(`renders a raw-HTML container like the whole document: ${name}`, async () => {
      const html = await renderMarkdown(source, { sanitize });
      expect(comparable(html)).toBe(comparable(referenceHtml(source, sanitize)));
    });
  }

  it('keeps the content of <details>, <div align>, table cells and <del> inside them', async () => {
    const details = body(await renderMarkdown(CONTAINER_DOCUMENTS.details!, { sanitize }));
    expect(details.querySelector('details strong')?.textContent).toBe('npm ci');
    expect(details.querySelector('details .vak-code')).not.toBeNull();
    const centred = body(await renderMarkdown(CONTAINER_DOCUMENTS['centred header']!, { sanitize }));
    expect(centred.querySelector('div[align="center"] h1')?.id).toBe('project-title');
    const cell = body(await renderMarkdown(CONTAINER_DOCUMENTS['table cell']!, { sanitize }));
    expect(cell.querySelector('td strong')?.textContent).toBe('cell');
    const del = body(await renderMarkdown(CONTAINER_DOCUMENTS.del!, { sanitize }));
    expect(del.querySelector('del em')?.textContent).toBe('foo');
    const link = body(await renderMarkdown(CONTAINER_DOCUMENTS['link around an image']!, { sanitize }));
    expect(link.querySelector('a[href="https://example.com/"] img')).not.toBeNull();
  });

  it('re-renders an edit inside a container from the same units (cache) with the same result as a cold render', async () => {
    const renderer = createMarkdownRenderer({ sanitize });
    const doc = `# Top\n\n${CONTAINER_DOCUMENTS.details}\n\n${paragraphs(1, 5)}`;
    await renderer.render(doc);
    const edited = doc.replace('first.', 'first!');
    const warm = await renderer.render(edited);
    expect(warm).toBe(await createMarkdownRenderer({ sanitize }).render(edited));
    expect(body(warm).querySelector('details p')?.textContent).toContain('first!');
  });
});

describe('GitHub README features', () => {
  it('renders footnotes with named back-links and all five alerts with their titles as text', async () => {
    const source = [
      'A claim[^1] and another[^note].',
      ...['NOTE', 'TIP', 'IMPORTANT', 'WARNING', 'CAUTION'].map((kind) => `> [!${kind}]\n> About ${kind.toLowerCase()}.`),
      '[^1]: The source.',
      '[^note]: A named note.',
    ].join('\n\n');
    const html = await renderMarkdown(source, { sanitize });
    const root = body(html);
    expect([...root.querySelectorAll('.markdown-alert-title')].map((t) => t.textContent)).toEqual(['Note', 'Tip', 'Important', 'Warning', 'Caution']);
    expect(root.querySelectorAll('sup a[href^="#footnote-"]')).toHaveLength(2);
    expect([...root.querySelectorAll('section.footnotes li')].map((li) => li.id)).toEqual(['footnote-1', 'footnote-note']);
    // Each back-link is named by the number its reference shows (GitHub's names), the named note's too.
    expect([...root.querySelectorAll('[data-footnote-backref]')].map((a) => a.getAttribute('aria-label'))).toEqual(['Back to reference 1', 'Back to reference 2']);
    expect(comparable(html)).toBe(comparable(referenceHtml(source, sanitize)));
    // A second render of another document starts its footnote numbers from 1 again.
    const again = body(await renderMarkdown('Other[^x].\n\n[^x]: X.', { sanitize }));
    expect(again.querySelector('sup a')?.textContent).toBe('1');
  });

  it('matches footnote labels as GitHub does: in any letter case, never with whitespace; a definition may end the paragraph above it', async () => {
    const source = 'See[^Ref] and[^note], then[^my note].\n\n[^REF]: Upper.\n[^note]: Lower.\n[^my note]: Spaced.\n\nA chat answer[^1]\n[^1]: Its source, on the next line.';
    const html = await renderMarkdown(source, { sanitize });
    const root = body(html);
    expect([...root.querySelectorAll('sup a')].map((a) => a.textContent)).toEqual(['1', '2', '3']);
    expect([...root.querySelectorAll('section.footnotes li')].map((li) => li.textContent!.replace('↩', '').trim())).toEqual(['Upper.', 'Lower.', 'Its source, on the next line.']);
    // `[^my note]:` is no footnote definition: a link reference definition, as in cmark-gfm.
    expect(root.querySelector('a[href="Spaced."]')?.textContent).toBe('^my note');
    expect(root.querySelector('p:last-of-type')?.textContent).not.toContain('[^');
    expect(comparable(html)).toBe(comparable(referenceHtml(source, sanitize)));
  });

  it('reads alert markers as GitHub does: in any letter case, alone on their line, at the top level', async () => {
    const source = ['> [!note]\n> Lower.', '> [!Warning]\n> Mixed.', '> [!tip] Same line.', '- item\n\n  > [!NOTE]\n  > In a list.', '> outer\n>\n> > [!CAUTION]\n> > In a quote.'].join('\n\n');
    const root = body(await renderMarkdown(source, { sanitize }));
    expect([...root.querySelectorAll('.markdown-alert')].map((a) => [a.querySelector('.markdown-alert-title')?.textContent, a.textContent!.replace(/\s+/g, ' ').trim()])).toEqual([
      ['Note', 'Note Lower.'],
      ['Warning', 'Warning Mixed.'],
    ]);
    expect([...root.querySelectorAll('blockquote')].map((q) => q.textContent!.replace(/\s+/g, ' ').trim())).toEqual(['[!tip] Same line.', '[!NOTE] In a list.', 'outer [!CAUTION] In a quote.', '[!CAUTION] In a quote.']);
  });

  it('keeps a quote with an alert marker in a footnote a quote, as GitHub does (alerts only at the top level)', async () => {
    const source = 'A claim.[^1] Another.[^2]\n\n[^1]: > [!NOTE]\n    > In a footnote.\n\n[^2]: Text.\n\n    > [!WARNING]\n    > Later in a footnote.';
    const root = body(await renderMarkdown(source, { sanitize }));
    expect(root.querySelector('.markdown-alert')).toBeNull();
    expect([...root.querySelectorAll('section.footnotes blockquote')].map((q) => q.textContent!.replace(/\s+/g, ' ').trim())).toEqual(['[!NOTE] In a footnote.', '[!WARNING] Later in a footnote.']);
  });
});

// Hundreds of renders with jsdom's sanitiser: seconds on a loaded 2-core machine, hence 60 s.
describe('concurrent renders', { timeout: 60_000 }, () => {
  beforeEach(() => clearBlockCache());

  it('keep every code block and heading id of 24 messages rendered at once, cold and then warm', async () => {
    for (const cache of ['cold', 'warm']) {
      const outputs = await Promise.all(chat.map((source) => renderMarkdown(source, { sanitize })));
      outputs.forEach((html, i) => expectComplete(chat[i]!, html));
      expect(cache).toBeTruthy();
    }
    // One by one afterwards (from the cache) gives the same complete output.
    for (const source of chat) expectComplete(source, await renderMarkdown(source, { sanitize }));
  });

  it('a list with three fences keeps them while a 40-paragraph render runs alongside', async () => {
    const [list] = await Promise.all([renderMarkdown(listWith3Fences(0), { sanitize }), renderMarkdown(paragraphs(0, 40), { sanitize })]);
    expect(body(list).querySelectorAll('.vak-code')).toHaveLength(3);
    expect(body(await renderMarkdown(listWith3Fences(0), { sanitize })).querySelectorAll('.vak-code')).toHaveLength(3);
  });

  it('aborting one render never changes another render of the same or another document', async () => {
    const expected = await createMarkdownRenderer({ sanitize }).render(chat[0]!);
    clearBlockCache();
    const controller = new AbortController();
    const aborted = renderMarkdown(chat[0]!, { sanitize, signal: controller.signal });
    const other = renderMarkdown(chat[0]!, { sanitize });
    const third = renderMarkdown(chat[1]!, { sanitize });
    controller.abort();
    await expect(aborted).rejects.toBeDefined();
    expect(await other).toBe(expected);
    expectComplete(chat[1]!, await third);
    expect(await renderMarkdown(chat[0]!, { sanitize })).toBe(expected);
  });

  it('renderers with different sanitisers never share cached HTML', async () => {
    const identity = createMarkdownRenderer({ sanitize: (html) => html });
    const hostile = '<img src=x onerror=alert(1)>\n\nText';
    expect(await identity.render(hostile)).toContain('onerror');
    expect(await renderMarkdown(hostile, { sanitize })).not.toContain('onerror');
  });
});
