/**
 * GitHub's emoji shortcodes (`:rocket:` → 🚀) for the markdown pipeline (framework-free: no Vue
 * import). The names are gemoji's, the list GitHub reads; its data is ~64 KB gzip, so the pipeline
 * loads this module only for documents that may hold a shortcode (`mayHaveEmoji` in renderer.ts).
 *
 * The shortcodes are replaced in the HTML of each run of markdown text as marked's renderer writes it,
 * so code spans, code blocks, link targets and raw HTML keep them as written, and heading anchors are
 * made from the text as written (`## :rocket: Launch` → `rocket-launch`, GitHub's id). marked-emoji,
 * the marked extension for this, finds shortcodes with an inline `start` hook that marked calls with
 * the rest of the paragraph at each of its inline tokens: a long paragraph of links or emphasis with
 * one shortcode at its end was searched again for every token.
 * @link https://github.com/wooorm/gemoji
 */
import { gemoji } from 'gemoji';
import { Renderer, type MarkedExtension, type Tokens } from 'marked';

/** Shortcode name → emoji, every name gemoji gives an emoji (`+1` and `thumbsup` → 👍). */
const EMOJI: ReadonlyMap<string, string> = new Map(gemoji.flatMap(({ emoji, names }) => names.map((name) => [name, emoji] as const)));

/** A shortcode: a name of letters, digits, `_`, `+` and `-` between colons. */
const SHORTCODE = /:([a-z0-9_+-]+):/g;

/** `html` (text as HTML) with each shortcode gemoji knows as its emoji; unknown ones stay as written. */
export function withEmoji(html: string): string {
  return html.includes(':') ? html.replace(SHORTCODE, (code, name: string) => EMOJI.get(name) ?? code) : html;
}

/** A marked extension that renders GitHub's emoji shortcodes in markdown text as their emoji. */
export function githubEmoji(): MarkedExtension {
  return {
    renderer: {
      text(this: Renderer, token: Tokens.Text | Tokens.Escape) {
        // A text token with inline tokens renders them (their own text tokens come back here).
        if ('tokens' in token && token.tokens) return false;
        return withEmoji(Renderer.prototype.text.call(this, token));
      },
    },
  };
}
