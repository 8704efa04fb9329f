/**
 * Links that leave the page get `rel="noopener noreferrer"`; links to the page's own origin do not.
 * Plain http(s) URLs are compared by their prefix, every other form by the URL parser: both must agree
 * with `new URL(href, page).origin`. Fragments sanitised together come back as each alone, or not at all.
 * The elements left to the platform's sanitiser are elements DOMPurify keeps. Markup cannot mark a
 * button as a copy button, and its form controls act on nothing.
 */
import DOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { COPY_ATTR, createSanitizer, fillSlots, FORBIDDEN_TAGS, PLATFORM_ELEMENTS, sanitizeTogether, slot } from './sanitizer';

const PAGE = 'https://docs.example.com/guide/';
const sanitize = createSanitizer(new JSDOM('', { url: PAGE }).window as unknown as Window);

const HREFS = [
  'https://docs.example.com/api',
  'https://docs.example.com',
  'https://docs.example.com?x=1',
  'https://docs.example.com#top',
  'https://DOCS.example.com/api',
  'https://docs.example.com:443/api',
  'https://user@docs.example.com/api',
  'https://docs.example.com.evil.test/',
  'https://docs.example.co/',
  'http://docs.example.com/api',
  'https://github.com/vuejs/core/commit/abc123',
  '//docs.example.com/api',
  '//cdn.example.net/x.js',
  'https:\\\\docs.example.com\\api',
  'https:\\\\evil.example/x',
  '\\\\evil.example/x',
  '/\\evil.example/x',
  'http:/evil.example',
  'https:/docs-path',
  '/relative',
  'relative',
  '#anchor',
  'mailto:someone@example.com',
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '\u0001//evil.example/x',
];

describe('external links', () => {
  it.each(HREFS)('%s: rel="noopener noreferrer" exactly when the URL parser gives another host', (href) => {
    const html = sanitize(`<a href="${href}">link</a>`);
    const anchor = new JSDOM(html).window.document.querySelector('a')!;
    const url = new URL(href.replace(/[\t\n\r]/g, ''), PAGE);
    const external = url.host !== '' && url.origin !== new URL(PAGE).origin;
    expect(anchor.getAttribute('rel')).toBe(external ? 'noopener noreferrer' : null);
  });
});

describe('style attributes', () => {
  it("keep shiki's declarations, and give up at once on a hostile run of them (no exponential backtracking)", () => {
    expect(sanitize('<span style="--shiki-light:#24292F;--shiki-dark:var(--x)">a</span>')).toBe('<span style="--shiki-light:#24292F;--shiki-dark:var(--x)">a</span>');
    // 20 repeats took over a minute with `;` optional between declarations; the default test timeout is 5 s.
    const hostile = `--shiki-a:${'b--shiki-b--shiki-b--shiki-b:'.repeat(20)}!`;
    expect(sanitize(`<span style="${hostile}">a</span>`)).toBe('<span>a</span>');
  });
});

describe('form controls', () => {
  it('act on nothing: buttons are type="button", inputs disabled, no attribute ties them to the page', () => {
    const html =
      '<input name="q" value="x"><INPUT type="image" src="go.png"><input checked="" disabled="" type="checkbox">' +
      '<button>Go</button><button type="submit" form="f" formaction="/x" formmethod="post" popovertarget="m" commandfor="d" command="show-modal">b</button>' +
      '<label for="host-delete">l</label><img src="m.png" usemap="#host-map"><input list="host-list">';
    expect(sanitize(html)).toBe(
      '<input name="q" value="x" disabled=""><input type="image" src="go.png" disabled=""><input checked="" disabled="" type="checkbox">' +
        '<button type="button">Go</button><button type="button">b</button>' +
        '<label>l</label><img src="m.png"><input disabled="">',
    );
  });
});

describe('copy buttons', () => {
  // DOMPurify's path (jsdom has no HTML Sanitizer API); Chromium's platform path: tests/hardening/controls.browser.test.ts.
  it('markup keeps no data-copy attribute', () => {
    const html = '<div class="vak-code"><button class="vak-code__copy" data-copy="">Copy</button><button DATA-COPY>Copy</button></div>';
    const clean = sanitize(html);
    expect(clean).toBe('<div class="vak-code"><button class="vak-code__copy" type="button">Copy</button><button type="button">Copy</button></div>');
    expect(clean).not.toContain(COPY_ATTR);
  });
});

describe('heading ids', () => {
  it('keeps a heading id named like a document property, which DOMPurify refuses on any element', () => {
    expect(sanitize('<h2 id="images">Images</h2><h1 id="title">T</h1><h6 id="cookie">C</h6>')).toBe('<h2 id="images">Images</h2><h1 id="title">T</h1><h6 id="cookie">C</h6>');
    expect(DOMPurify(new JSDOM('').window as unknown as WindowLike).sanitize('<h2 id="images">Images</h2>')).toBe('<h2>Images</h2>');
  });

  it('keeps a link anchor named like one (a README\'s <a name="title"></a>): links cannot clobber document either', () => {
    expect(sanitize('<a name="title"></a><a id="links">a</a><a name="forms" id="reset">b</a>')).toBe('<a name="title"></a><a id="links">a</a><a name="forms" id="reset">b</a>');
    // In place among the other attributes, as the platform path leaves them.
    expect(sanitize('<a href="#t" name="title" title="Top">t</a>')).toBe('<a href="#t" name="title" title="Top">t</a>');
  });

  it('drops such ids on other elements, as DOMPurify does', () => {
    expect(sanitize('<img id="images" name="images" src="a.png"><p id="title">p</p><button name="submit">b</button>')).toBe('<img src="a.png"><p>p</p><button type="button">b</button>');
    expect(sanitize('<h2 id="install">Install</h2>')).toBe('<h2 id="install">Install</h2>');
  });
});

describe('image spacing', () => {
  it('keeps hspace and vspace on images, as GitHub does', () => {
    expect(sanitize('<img src="a.png" hspace="10" vspace="5">')).toBe('<img src="a.png" hspace="10" vspace="5">');
  });
});

describe('class', () => {
  it('keeps only the class names the pipeline writes: raw HTML cannot use the host app\'s utilities to overlay or hide the page', () => {
    expect(sanitize('<div class="fixed inset-0 z-50 bg-white">Log in again</div>')).toBe('<div>Log in again</div>');
    expect(sanitize('<p class="hidden vak-x">p</p>')).toBe('<p class="vak-x">p</p>');
    const own = '<div class="markdown-alert markdown-alert-note"><p class="markdown-alert-title">Note</p></div><section class="footnotes"><h2 class="sr-only">F</h2></section><ul class="contains-task-list"><li class="task-list-item">t</li></ul><pre class="shiki shiki-themes"><code class="language-c++"><span class="line">x</span></code></pre>';
    expect(sanitize(own)).toBe(own);
  });
});

describe('sanitizeTogether', () => {
  it('gives each balanced fragment exactly its own sanitised HTML', () => {
    const fragments = ['<p>a <em>b</em></p>', '<p><a href="https://x.example/">x</a></p>', '<p><img src="x" onerror="alert(1)"></p>', '<ul><li>c</li></ul>'];
    expect(sanitizeTogether(fragments, sanitize)).toEqual(fragments.map(sanitize));
  });

  it('adds no element between the fragments for the sanitiser to walk', () => {
    const seen: string[] = [];
    const fragments = ['<h2>a</h2>', '<ul><li>b</li></ul>\n', 'text & <b>bold</b>', '<pre>\ncode</pre>'];
    const parts = sanitizeTogether(fragments, (html) => (seen.push(html), sanitize(html)));
    expect(parts).toEqual(fragments.map(sanitize));
    const body = new JSDOM(`<body>${seen[0]}`).window.document.body;
    expect(body.querySelectorAll('*')).toHaveLength(fragments.reduce((n, f) => n + new JSDOM(`<body>${f}`).window.document.body.querySelectorAll('*').length, 0));
  });

  it('gives nothing when a fragment swallows the separator (an unclosed comment or element)', () => {
    expect(sanitizeTogether(['<p>a <!-- open', '<p>b</p>'], sanitize)).toBeUndefined();
    expect(sanitizeTogether(['<textarea>a', '<p>b</p>'], sanitize)).toBeUndefined();
  });
});

describe('PLATFORM_ELEMENTS', () => {
  it('are all in DOMPurify\'s default allow-list and none is forbidden here', () => {
    const purify = DOMPurify(new JSDOM('').window as unknown as WindowLike);
    let allowed: Record<string, boolean> = {};
    purify.addHook('uponSanitizeElement', (_node, data) => {
      allowed = data.allowedTags;
    });
    purify.sanitize('<p>x</p>');
    expect(PLATFORM_ELEMENTS.filter((tag) => !allowed[tag])).toEqual([]);
    expect(PLATFORM_ELEMENTS.filter((tag) => (FORBIDDEN_TAGS as readonly string[]).includes(tag))).toEqual([]);
  });
});

describe('createSanitizer without a usable platform sanitiser', () => {
  it('sanitises with DOMPurify when the window\'s Sanitizer rejects the configuration', () => {
    const win = new JSDOM('', { url: PAGE }).window as unknown as { Sanitizer: unknown; Document: { parseHTML?: unknown } };
    win.Sanitizer = class {
      constructor() {
        throw new TypeError('unsupported configuration');
      }
    };
    win.Document.parseHTML = () => {
      throw new Error('not called');
    };
    expect(createSanitizer(win as unknown as Window)('<p onclick="x()">a <img src="x" onerror="y()"></p>')).toBe('<p>a <img src="x"></p>');
  });
});

describe('fillSlots', () => {
  const frames = ['<div class="vak-code"><pre><code><span class="line">a &lt; b</span></code></pre></div>', '<div class="vak-code">2</div>'];

  it('puts each fragment where its slot was in text content, as sanitising the whole would', () => {
    const clean = sanitize(`<ul><li>Install:\n${slot(0)}\n</li><li><p>Run</p>\n${slot(1)}</li></ul>`);
    const filled = fillSlots(clean, frames);
    expect(filled).toBe(`<ul><li>Install:\n${frames[0]}\n</li><li><p>Run</p>\n${frames[1]}</li></ul>`);
    expect(sanitize(filled!)).toBe(filled);
  });

  it('gives nothing when a slot is missing, repeated, out of order, or not in text content', () => {
    const fill = (html: string) => fillSlots(html, frames);
    expect(fill(`<p>${slot(0)}</p>`)).toBeUndefined();
    expect(fill(`<p>${slot(0)}${slot(0)}${slot(1)}</p>`)).toBeUndefined();
    expect(fill(`<p>${slot(1)}</p><p>${slot(0)}</p>`)).toBeUndefined();
    expect(fill(`<a title="${slot(0)}">x</a><p>${slot(1)}</p>`)).toBeUndefined();
    expect(fill(`<a title='x>${slot(0)}'>x</a><p>${slot(1)}</p>`)).toBeUndefined();
    expect(fill(`<!-- ${slot(0)} --><p>${slot(1)}</p>`)).toBeUndefined();
    expect(fill(`<textarea>${slot(0)}</textarea><p>${slot(1)}</p>`)).toBeUndefined();
    expect(fill(`<p>${slot(0)}</p><svg><g>${slot(1)}</g></svg>`)).toBeUndefined();
    expect(fill(`<p title="a>b">${slot(0)}</p><p>${slot(1)}</p>`)).toBe(`<p title="a>b">${frames[0]}</p><p>${frames[1]}</p>`);
  });
});
