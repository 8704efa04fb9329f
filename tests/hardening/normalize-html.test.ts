import { describe, expect, it } from 'vitest';
import { normalizeHtml } from './normalize-html';

// The examples from normalize.py's own documentation.
describe('normalizeHtml', () => {
  it.each([
    ['<p>a  \t b</p>', '<p>a b</p>'],
    ['<p>a  \t\nb</p>', '<p>a b</p>'],
    [' <p>a  b</p>', '<p>a b</p>'],
    ['<p>a  b</p> ', '<p>a b</p>'],
    ['\n\t<p>\n\t\ta  b\t\t</p>\n\t', '<p>a b</p>'],
    ['<i>a  b</i> ', '<i>a b</i> '],
    ['<br />', '<br>'],
    ['<a title="bar" HREF="foo">x</a>', '<a href="foo" title="bar">x</a>'],
    ['&forall;&amp;&gt;&lt;&quot;', '\u2200&amp;&gt;&lt;&quot;'],
    ['<pre><code>a  \n  b\n</code></pre>', '<pre><code>a  \n  b\n</code></pre>'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeHtml(input)).toBe(expected);
  });
});
