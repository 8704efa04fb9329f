/**
 * Page of the off-screen test (tests/hardening/offscreen.test.ts): a chat history of 40 messages from
 * the package source, each a heading, a blockquote, a list and a code block. `window.rendered` is true
 * once every message reports `aria-busy="false"`; `window.mountMessage` adds one more below them.
 */
import { createApp, h } from 'vue';
import { AddonMarkdownRemark } from '../../../src/components/AddonMarkdownRemark';
import '../../../src/styles.css';

declare global {
  interface Window {
    rendered?: boolean;
    /** Mount one more message with `source` at the end of the page (far below the view). */
    mountMessage?: (source: string) => HTMLElement;
  }
}

const message = (i: number) => `## Message ${i}\n\n> A quoted paragraph.\n>\n> And a second one.\n\n- one\n- two\n\n\`\`\`bash\necho ${i}\n\n\tdone  \n\`\`\`\n`;

createApp({ render: () => Array.from({ length: 40 }, (_, i) => h(AddonMarkdownRemark, { source: message(i) })) }).mount('#app');

window.mountMessage = (source) => {
  const host = document.body.appendChild(document.createElement('div'));
  createApp({ render: () => h(AddonMarkdownRemark, { source }) }).mount(host);
  return host;
};

const check = () => {
  const roots = document.querySelectorAll('.vak-markdown');
  if (roots.length === 40 && [...roots].every((root) => root.getAttribute('aria-busy') === 'false')) window.rendered = true;
  else setTimeout(check, 20);
};
check();
