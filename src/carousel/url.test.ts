import { describe, expect, it } from 'vitest';
import { hrefFromPathLocation, isSafeHref, isSafeImageSrc, resolveLink } from './url';

const SCRIPT_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '  javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '&#x6a&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3a;alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '%6Aavascript:alert(1)',
];

describe('isSafeHref', () => {
  it.each(SCRIPT_URLS)('refuses %j', (url) => expect(isSafeHref(url)).toBe(false));
  it.each(['/team/ada', 'https://example.com', '#members', '?q=1', 'mailto:hi@example.com', 'team/ada'])('accepts %j', (url) =>
    expect(isSafeHref(url)).toBe(true),
  );
  it('refuses non-strings and empty strings', () => {
    for (const value of [undefined, null, 1, {}, '', '   ']) expect(isSafeHref(value)).toBe(false);
  });
});

describe('isSafeImageSrc', () => {
  it.each([...SCRIPT_URLS, 'data:image/svg+xml,<svg onload=alert(1)>', 'data:image/svg+xml,%3Csvg%3E%3Cscript%3Ealert(1)%3C/script%3E', 'data:image/svg+xml,%E0%A4%A', '"><img src=x onerror=alert(1)>', 'x onerror=alert(1)'])(
    'refuses %j',
    (src) => expect(isSafeImageSrc(src)).toBe(false),
  );
  it.each(['/fixtures/a.svg', './a.png', 'https://cdn.example.com/a.webp', '//cdn.example.com/a.png', 'data:image/png;base64,iVBORw0KGgo=', "data:image/svg+xml,%3csvg%20xmlns='http://www.w3.org/2000/svg'%3e%3c/svg%3e"])(
    'accepts %j',
    (src) => expect(isSafeImageSrc(src)).toBe(true),
  );
});

describe('resolveLink', () => {
  it('without a router: strings and path objects become anchors, named locations no link with a warning', () => {
    expect(resolveLink('/team/ada', false)).toEqual({ kind: 'anchor', href: '/team/ada', external: false });
    expect(resolveLink('https://example.com', false)).toEqual({ kind: 'anchor', href: 'https://example.com', external: true });
    expect(resolveLink({ path: '/team', query: { id: 'ada', tag: ['a', 'b'] }, hash: 'bio' }, false)).toEqual({
      kind: 'anchor',
      href: '/team?id=ada&tag=a&tag=b#bio',
      external: false,
    });
    const named = resolveLink({ name: 'member', params: { id: 'ada' } }, false);
    expect(named.kind).toBe('none');
    expect(named.kind === 'none' && named.warning).toContain('"member"');
  });

  it('with a router: relative strings and locations go to RouterLink, absolute URLs stay anchors', () => {
    expect(resolveLink('/team/ada', true)).toEqual({ kind: 'router', to: '/team/ada' });
    expect(resolveLink({ name: 'member' }, true)).toEqual({ kind: 'router', to: { name: 'member' } });
    expect(resolveLink('https://example.com', true).kind).toBe('anchor');
  });

  it.each(SCRIPT_URLS)('never links %j, with or without router', (url) => {
    for (const hasRouter of [false, true]) {
      expect(resolveLink(url, hasRouter).kind).toBe('none');
      expect(resolveLink({ path: url }, hasRouter).kind).toBe('none');
    }
  });

  it('no to → no link and no warning; junk → no link with a warning', () => {
    expect(resolveLink(undefined, false)).toEqual({ kind: 'none' });
    expect(resolveLink('', true)).toEqual({ kind: 'none' });
    const junk = resolveLink(42, false);
    expect(junk.kind === 'none' && junk.warning).toContain('42');
  });

  it('a location whose fields cannot be read → no link with a warning naming the error, never a throw', () => {
    const unreadable = { get path(): string { throw new Error('boom'); } };
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    for (const to of [unreadable, revoked.proxy]) {
      for (const hasRouter of [false, true]) {
        const link = resolveLink(to, hasRouter);
        expect(link.kind).toBe('none');
        expect(link.kind === 'none' && link.warning).toMatch(/could not be read/);
      }
    }
  });

  it('builds hrefs from path locations', () => {
    expect(hrefFromPathLocation({ path: '/a?x=1', query: { y: 2 }, hash: '#h' })).toBe('/a?x=1&y=2#h');
  });
});
