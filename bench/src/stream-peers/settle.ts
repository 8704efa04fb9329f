/**
 * How the case-6 adapters of renderers without a "rendered" signal know the DOM shows a source: after
 * Vue's update, yield (a message, not a clamped timer) until a whole turn passes with no DOM change
 * in the host. Asynchronous work a renderer defers past that (e.g. highlighting) lands in later
 * chunks' measurements and in the looks of later chunks, as a reader sees it.
 */
import { nextTick } from 'vue';

const turn = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/** Resolves once `host` has not changed for one turn of the event loop (at most `limit` turns). */
export async function settled(host: Element, limit = 50): Promise<void> {
  let changed = true;
  const observer = new MutationObserver(() => (changed = true));
  observer.observe(host, { subtree: true, childList: true, characterData: true, attributes: true });
  await nextTick();
  for (let i = 0; i < limit && changed; i++) {
    changed = false;
    await turn();
  }
  observer.disconnect();
}
