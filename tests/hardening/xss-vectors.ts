/**
 * Our XSS corpus for the markdown component: markdown and raw-HTML shapes that try to run script,
 * navigate, or smuggle active content through marked → shiki → DOMPurify. Payloads call the traps
 * installed by the suite (`__xss()`, `alert`, `confirm`, `prompt`, `print`), so an execution is
 * recorded rather than guessed.
 */
interface XssVector {
  /** Short name: what the vector tries. */
  name: string;
  markdown: string;
}

const J = 'javascript:__xss()';

export const XSS_VECTORS: XssVector[] = [
  // Raw <script>
  { name: 'script tag', markdown: '<script>__xss()</script>' },
  { name: 'script tag inline in paragraph', markdown: 'hello <script>__xss()</script> world' },
  { name: 'script with src', markdown: '<script src="data:text/javascript,__xss()"></script>' },
  { name: 'script mixed case', markdown: '<ScRiPt>__xss()</sCrIpT>' },
  { name: 'script split by newline', markdown: '<script\n>__xss()</script\n>' },
  // Event handlers
  { name: 'img onerror', markdown: '<img src="x" onerror="__xss()">' },
  { name: 'img onerror unquoted', markdown: '<img src=x onerror=__xss()>' },
  { name: 'svg onload', markdown: '<svg onload="__xss()"></svg>' },
  { name: 'body onload', markdown: '<body onload="__xss()">' },
  { name: 'details ontoggle', markdown: '<details open ontoggle="__xss()"><summary>x</summary></details>' },
  { name: 'input autofocus onfocus', markdown: '<input autofocus onfocus="__xss()">' },
  { name: 'div tabindex autofocus onfocus', markdown: '<div tabindex="0" autofocus onfocus="__xss()">x</div>' },
  { name: 'a onmouseover', markdown: '<a href="#" onmouseover="__xss()">hover</a>' },
  { name: 'video source onerror', markdown: '<video><source onerror="__xss()"></video>' },
  { name: 'audio src onerror', markdown: '<audio src=x onerror=__xss()></audio>' },
  { name: 'marquee onstart', markdown: '<marquee onstart="__xss()">x</marquee>' },
  { name: 'handler with entity-encoded name', markdown: '<img src=x o&#110;error=__xss()>' },
  // URLs in markdown links
  { name: 'markdown link javascript:', markdown: `[click](${J})` },
  { name: 'markdown link mixed case', markdown: '[click](JaVaScRiPt:__xss())' },
  { name: 'markdown link entity-encoded', markdown: '[click](&#106;avascript:__xss())' },
  { name: 'markdown link hex entities', markdown: '[click](&#x6A;&#x61;vascript:__xss())' },
  { name: 'markdown link tab-split', markdown: '[click](java\tscript:__xss())' },
  { name: 'markdown link leading spaces in angle brackets', markdown: '[click](<  javascript:__xss()>)' },
  { name: 'markdown link percent-encoded', markdown: '[click](javascript%3A__xss())' },
  { name: 'markdown link vbscript:', markdown: '[click](vbscript:msgbox(1))' },
  { name: 'markdown link data:text/html', markdown: '[click](data:text/html;base64,PHNjcmlwdD5fX3hzcygpPC9zY3JpcHQ+)' },
  { name: 'reference link javascript:', markdown: `[click][x]\n\n[x]: ${J}` },
  { name: 'link title breakout', markdown: '[a](https://example.invalid "x\\" onmouseover=\\"__xss()")' },
  { name: 'link title with quotes and angle brackets', markdown: '[a](https://example.invalid \'"><img src=x onerror=__xss()>\')' },
  { name: 'link text with html', markdown: '[<img src=x onerror=__xss()>](https://example.invalid)' },
  // Images
  { name: 'markdown image javascript:', markdown: `![x](${J})` },
  { name: 'markdown image data:text/html', markdown: '![x](data:text/html,<script>__xss()</script>)' },
  { name: 'markdown image alt breakout', markdown: '![x" onerror="__xss()](x)' },
  { name: 'markdown image title breakout', markdown: '![x](x "a\\" onerror=\\"__xss()")' },
  { name: 'image svg data uri with script', markdown: '![x](data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="__xss()"/>)' },
  // Autolinks
  { name: 'autolink javascript:', markdown: `<${J}>` },
  { name: 'autolink mixed case', markdown: '<JAVASCRIPT:__xss()>' },
  { name: 'autolink vbscript:', markdown: '<vbscript:msgbox(1)>' },
  { name: 'autolink data:text/html', markdown: '<data:text/html,<script>__xss()</script>>' },
  { name: 'gfm bare autolink', markdown: 'see javascript:__xss() and www.example.invalid' },
  // Raw anchors
  { name: 'raw anchor javascript:', markdown: `<a href="${J}">x</a>` },
  { name: 'raw anchor mixed case + entities', markdown: '<a href="JaVa&#x53;cript&colon;__xss()">x</a>' },
  { name: 'raw anchor newline-split', markdown: '<a href="java\nscript:__xss()">x</a>' },
  { name: 'raw anchor tab-split', markdown: '<a href="java&#9;script:__xss()">x</a>' },
  { name: 'raw anchor leading control chars', markdown: '<a href="&#1;javascript:__xss()">x</a>' },
  { name: 'raw anchor vbscript:', markdown: '<a href="vbscript:msgbox(1)">x</a>' },
  { name: 'raw anchor data:text/html', markdown: '<a href="data:text/html,<script>__xss()</script>">x</a>' },
  { name: 'raw anchor target _blank', markdown: '<a href="https://example.invalid" target="_blank">x</a>' },
  { name: 'area href', markdown: `<map name="m"><area shape="rect" coords="0,0,9,9" href="${J}"></map>` },
  // SVG / MathML
  { name: 'svg script', markdown: '<svg><script>__xss()</script></svg>' },
  { name: 'svg animate href', markdown: `<svg><a><animate attributeName="href" values="${J}"/><text y="20">x</text></a></svg>` },
  { name: 'svg set onbegin', markdown: '<svg><set onbegin="__xss()" attributeName="x"/></svg>' },
  { name: 'svg use external', markdown: '<svg><use href="data:image/svg+xml,<svg id=x xmlns=http://www.w3.org/2000/svg><image href=1 onerror=__xss() /></svg>#x"/></svg>' },
  { name: 'svg foreignObject', markdown: '<svg><foreignObject><iframe srcdoc="<script>parent.__xss()</script>"></iframe></foreignObject></svg>' },
  { name: 'math href', markdown: `<math><mi xlink:href="${J}">x</mi></math>` },
  { name: 'math maction', markdown: `<math><maction actiontype="statusline" xlink:href="${J}">x</maction></math>` },
  // Embedding elements
  { name: 'iframe src javascript:', markdown: `<iframe src="${J}"></iframe>` },
  { name: 'iframe srcdoc', markdown: '<iframe srcdoc="<script>parent.__xss()</script>"></iframe>' },
  { name: 'object data', markdown: '<object data="data:text/html,<script>parent.__xss()</script>"></object>' },
  { name: 'embed src', markdown: '<embed src="data:text/html,<script>parent.__xss()</script>">' },
  { name: 'base href', markdown: '<base href="javascript:__xss()//">\n\n[relative](page)' },
  { name: 'meta refresh', markdown: '<meta http-equiv="refresh" content="0;url=javascript:__xss()">' },
  { name: 'form action', markdown: `<form action="${J}"><button>go</button></form>` },
  { name: 'button formaction', markdown: `<button formaction="${J}">go</button>` },
  { name: 'style tag', markdown: '<style>body{background:url("javascript:__xss()")} *{display:none}</style>' },
  { name: 'style attribute expression', markdown: '<div style="background:url(javascript:__xss())">x</div>' },
  { name: 'link stylesheet', markdown: '<link rel="stylesheet" href="data:text/css,*{}">' },
  // Tables, fences, code
  { name: 'payload in table cell', markdown: '| a | b |\n|---|---|\n| <img src=x onerror=__xss()> | [x](javascript:__xss()) |' },
  { name: 'payload in fence info string', markdown: '```"><img src=x onerror=__xss()>\ncode\n```' },
  { name: 'payload in fence info string with quotes', markdown: '```js" onmouseover="__xss()\ncode\n```' },
  { name: 'payload inside code block', markdown: '```html\n<script>__xss()</script>\n<img src=x onerror=__xss()>\n```' },
  { name: 'payload inside inline code', markdown: '`<img src=x onerror=__xss()>`' },
  { name: 'dollar patterns in code', markdown: "```js\nconst s = \"$&$'$`<img src=x onerror=__xss()>\";\n```" },
  { name: 'unknown language with markup', markdown: '```<script>\n</code></pre><img src=x onerror=__xss()>\n```' },
  // Mutation XSS
  { name: 'noscript mXSS', markdown: '<noscript><p title="</noscript><img src=x onerror=__xss()>">' },
  { name: 'template mXSS', markdown: '<template><img src=x onerror=__xss()></template>' },
  { name: 'svg style namespace confusion', markdown: '<svg></p><style><a id="</style><img src=1 onerror=__xss()>">' },
  { name: 'math mglyph namespace confusion', markdown: '<math><mtext><table><mglyph><style><img src=x onerror=__xss()>' },
  { name: 'form nesting mXSS', markdown: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=__xss()>' },
  { name: 'textarea breakout', markdown: '<textarea></textarea><img src=x onerror=__xss()></textarea>' },
  { name: 'comment breakout', markdown: '<!--><img src=x onerror=__xss()>-->' },
  { name: 'cdata in svg', markdown: '<svg><![CDATA[><img src=x onerror=__xss()>]]></svg>' },
  { name: 'DOM clobbering name', markdown: '<img name="getElementById"><form name="body"></form>' },
  { name: 'heading id clobbering', markdown: '# __proto__\n\n# location' },
  { name: 'overlay with the host app\'s utility classes', markdown: '<div class="fixed inset-0 z-50 bg-white">Session expired: <a href="https://evil.example">log in</a></div>' },
  { name: 'link anchors named like document properties', markdown: '<a name="title"></a><a id="cookie" name="forms">x</a>' },
];
