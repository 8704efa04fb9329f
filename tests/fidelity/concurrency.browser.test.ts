/**
 * Many AddonMarkdownRemark components mounting at once in Chromium (a chat history): every message
 * keeps all its code blocks and heading ids, with the block cache cold and then warm, and equals the
 * whole-document reference.
 */
import { describe, expect, it } from 'vitest';
import { clearBlockCache } from '../../src/markdown/internal';
import { defaultSanitizer } from '../../src/markdown/sanitize/sanitizer';
import { mountMarkdown, whenRendered, type Mounted } from '../hardening/support';
import { chatHistory, fenceCount } from './chat-fixtures';
import { comparable, referenceHtml } from './reference';

const chat = chatHistory(24);

async function mountAll(): Promise<Mounted[]> {
  const mounted = chat.map((source) => mountMarkdown({ source }));
  await Promise.all(mounted.map((m) => whenRendered(m.host, 60_000)));
  return mounted;
}

/** Messages whose rendering lost something, with what. */
function incomplete(mounted: Mounted[]): string[] {
  const sanitize = defaultSanitizer();
  const wrong: string[] = [];
  mounted.forEach((m, i) => {
    const body = m.host.querySelector('.vak-markdown__body')!;
    const codes = body.querySelectorAll('.vak-code').length;
    if (codes !== fenceCount(chat[i]!)) wrong.push(`message ${i}: ${codes} of ${fenceCount(chat[i]!)} code blocks`);
    for (const heading of body.querySelectorAll('h1, h2, h3')) if (!heading.id) wrong.push(`message ${i}: heading without id`);
    const div = document.createElement('div');
    div.innerHTML = referenceHtml(chat[i]!, sanitize);
    if (comparable(body.innerHTML) !== comparable(div.innerHTML)) wrong.push(`message ${i}: differs from the whole-document reference`);
  });
  return wrong;
}

describe('a chat history mounting at once', () => {
  it('keeps every code block and heading id of 24 messages, cold cache then warm, and one by one', { timeout: 120_000 }, async () => {
    clearBlockCache();
    const cold = await mountAll();
    expect(incomplete(cold)).toEqual([]);
    for (const m of cold) m.unmount();
    const warm = await mountAll();
    expect(incomplete(warm)).toEqual([]);
    for (const m of warm) m.unmount();
    const oneByOne: Mounted[] = [];
    for (const source of chat) {
      const m = mountMarkdown({ source });
      await whenRendered(m.host, 60_000);
      oneByOne.push(m);
    }
    expect(incomplete(oneByOne)).toEqual([]);
    for (const m of oneByOne) m.unmount();
  });
});
