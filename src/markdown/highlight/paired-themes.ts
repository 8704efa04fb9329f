/**
 * Dual-theme tokens in one grammar pass (framework-free: no Vue import).
 *
 * shiki's `codeToTokens` with `themes: { light, dark }` runs the grammar once per theme and then
 * aligns the two token lists, although the grammar's scopes do not depend on the theme: only the
 * colours looked up for them do. Many light/dark pairs are one theme in two palettes — the same rule
 * list (same scope selectors, in the same order, with the same font styles), different colours;
 * `github-light-default` and `github-dark-default`, this package's defaults, are such a pair. For
 * those, {@link dualThemeTokens} registers one synthetic theme whose rule `i` has a colour that stands
 * for the pair (light colour of rule `i`, dark colour of rule `i`), tokenises once with it, and maps
 * each token's colour back to the two real ones.
 *
 * The result is shiki's, token for token: TextMate resolves a token's colour to the most specific
 * matching rule that sets one, and with identical rule lists that is the same rule `i` in both themes
 * and in the synthetic one; a token boundary falls where the light or the dark colour changes, which
 * is where the synthetic colour changes, as shiki's alignment of the two passes splits. The styles are
 * built by shiki's own `flatTokenVariants`. `paired-themes.test.ts` compares both paths over every
 * default language. Theme pairs whose rules differ in anything but colours use shiki's two passes.
 */
import {
  codeToTokens,
  flatTokenVariants,
  type GrammarState,
  type ShikiPrimitive,
  type ThemedToken,
  type ThemeRegistrationResolved,
} from 'shiki/core';

/** The two themes' colours of one synthetic colour. */
interface ColourPair {
  light: string | undefined;
  dark: string | undefined;
}

/** A registered synthetic theme for a light/dark pair. */
interface PairedTheme {
  name: string;
  /** Synthetic colour (as shiki reports token colours: upper case) → the two real colours. */
  colours: Map<string, ColourPair>;
  /** Style declarations by synthetic colour, then by font style (shiki's `FontStyle` bit flags, 0–15), built once each. */
  styles: Map<string | undefined, string[]>;
}

/** Paired themes per highlighter, by `light\0dark`; `null` for a pair that cannot be paired. */
const paired = new WeakMap<ShikiPrimitive, Map<string, PairedTheme | null>>();

/** TextMate's accepted colour forms (vscode-textmate ignores a rule colour in any other form). */
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A rule's colour as shiki reports it on a token: upper case (TextMate's colour map), then the theme's replacements. */
function reported(theme: ThemeRegistrationResolved, colour: unknown): string | undefined {
  if (typeof colour !== 'string' || !HEX_COLOUR.test(colour)) return undefined;
  const upper = colour.toUpperCase();
  return theme.colorReplacements?.[upper.toLowerCase()] || upper;
}

/** The synthetic theme for `light` and `dark`, registered in `core`; `null` when their rules differ beyond colours. */
function pairedTheme(core: ShikiPrimitive, light: string, dark: string): PairedTheme | null {
  let byPair = paired.get(core);
  if (!byPair) paired.set(core, (byPair = new Map()));
  const key = `${light}\u0000${dark}`;
  const known = byPair.get(key);
  if (known !== undefined) return known;
  const a = core.getTheme(light);
  const b = core.getTheme(dark);
  let theme: PairedTheme | null = null;
  if (a.settings.length === b.settings.length) {
    const colours = new Map<string, ColourPair>();
    const ids = new Map<string, string>();
    /** The synthetic colour of a pair of rule colours (`undefined` when neither rule sets one; `null` when only one does). */
    const synthetic = (kind: 'fg' | 'bg', light: string | undefined, dark: string | undefined) => {
      if (light === undefined || dark === undefined) return light === dark ? undefined : null;
      const id = `${kind}\u0000${light}\u0000${dark}`;
      let colour = ids.get(id);
      if (!colour) {
        colour = `#${(ids.size + 1).toString(16).padStart(6, '0').toUpperCase()}`;
        ids.set(id, colour);
        if (kind === 'fg') colours.set(colour, { light, dark });
      }
      return colour;
    };
    const settings: ThemeRegistrationResolved['settings'] = [];
    const ok = a.settings.every((ruleA, i) => {
      const ruleB = b.settings[i]!;
      const sa = ruleA.settings ?? {};
      const sb = ruleB.settings ?? {};
      if (JSON.stringify(ruleA.scope) !== JSON.stringify(ruleB.scope) || sa.fontStyle !== sb.fontStyle) return false;
      // Backgrounds are not part of a token's style, but a change of background splits a token in its
      // theme's pass: the synthetic rule changes background where either theme does.
      const foreground = synthetic('fg', reported(a, sa.foreground), reported(b, sb.foreground));
      const background = synthetic('bg', reported(a, sa.background), reported(b, sb.background));
      if (foreground === null || background === null) return false;
      settings.push({ scope: ruleA.scope, settings: { fontStyle: sa.fontStyle, foreground, background } });
      return true;
    });
    if (ok && a.settings[0] && !a.settings[0].scope) {
      const name = `${light} + ${dark} (one pass)`;
      const defaults = settings[0]!.settings;
      core.loadThemeSync({ name, type: a.type, fg: defaults.foreground ?? '#000000', bg: defaults.background ?? '#000000', settings });
      theme = { name, colours, styles: new Map() };
    }
  }
  byPair.set(key, theme);
  return theme;
}

/** A token's `htmlStyle` as declarations (`--shiki-light:#24292F;--shiki-dark:#E6EDF3`), as shiki's `stringifyTokenStyle` writes it. */
const declarations = (htmlStyle: ThemedToken['htmlStyle']): string =>
  htmlStyle ? Object.entries(htmlStyle).map(([key, value]) => `${key}:${value}`).join(';') : '';

/** shiki's dual-theme style of a token from the paired pass, as declarations. */
function styleOf(theme: PairedTheme, token: ThemedToken): string {
  let byFontStyle = theme.styles.get(token.color);
  if (!byFontStyle) theme.styles.set(token.color, (byFontStyle = []));
  const fontStyle = token.fontStyle ?? 0;
  let style = byFontStyle[fontStyle];
  if (style === undefined) {
    const pair = (token.color && theme.colours.get(token.color)) || { light: undefined, dark: undefined };
    const variant = (color: string | undefined) => ({ color, fontStyle: token.fontStyle });
    style = declarations(
      flatTokenVariants({ content: '', offset: 0, variants: { light: variant(pair.light), dark: variant(pair.dark) } }, ['light', 'dark'], '--shiki-', false)
        .htmlStyle,
    );
    byFontStyle[fontStyle] = style;
  }
  return style;
}

/** A token of a dual-theme line: its text and its style declarations (`''` for none). */
export interface StyledToken {
  content: string;
  style: string;
}

/** Token lines with their dual-theme styles, and the grammar state after the last line. */
export interface DualThemeTokens {
  tokens: StyledToken[][];
  grammarState: GrammarState | undefined;
}

/**
 * Time limit (ms) of one line's tokenisation (shiki's `tokenizeTimeLimit`, its default; vscode-textmate's
 * `timeLimit`, read with `Date.now()`): a line that takes longer is cut short, its rest one token in
 * the scopes reached, and the lines after it continue from there. It bounds what a pathological line
 * (minified code in a fence) blocks the page for.
 */
export const TOKENIZE_TIME_LIMIT_MS = 500;

/**
 * `codeToTokens(core, code, { lang, themes: { light, dark }, defaultColor: false, grammarState })`'s
 * tokens (text and `htmlStyle` as declarations) and grammar state, in one grammar pass when the two
 * themes pair (see the module comment).
 *
 * A call that took longer than {@link TOKENIZE_TIME_LIMIT_MS} may have had a line cut short by
 * compilation rather than by its text: a grammar's rules compile on their first use and V8 compiles
 * each RegExp on its first search of a string width, which on a slow or busy device can pass the
 * limit. Both are done after the call, so it is tokenised once more and the second result is returned:
 * the colours are the text's, not the machine's (the results are cached). A line that is slow by
 * itself is cut again, at the same limit.
 * A `grammarState` passed in must come from this function with the same themes. Throws what shiki
 * throws (unknown language or theme).
 */
export function dualThemeTokens(
  core: ShikiPrimitive,
  code: string,
  lang: string,
  light: string,
  dark: string,
  grammarState: GrammarState | undefined,
): DualThemeTokens {
  const started = Date.now();
  const result = tokenisePass(core, code, lang, light, dark, grammarState);
  return Date.now() - started > TOKENIZE_TIME_LIMIT_MS ? tokenisePass(core, code, lang, light, dark, grammarState) : result;
}

/** One tokenisation of {@link dualThemeTokens}: one grammar pass for a paired theme, shiki's two otherwise. */
function tokenisePass(core: ShikiPrimitive, code: string, lang: string, light: string, dark: string, grammarState: GrammarState | undefined): DualThemeTokens {
  const tokenizeTimeLimit = TOKENIZE_TIME_LIMIT_MS;
  const theme = pairedTheme(core, light, dark);
  if (!theme) {
    const result = codeToTokens(core, code, { lang, themes: { light, dark }, defaultColor: false, grammarState, tokenizeTimeLimit });
    return { tokens: result.tokens.map((line) => line.map((t) => ({ content: t.content, style: declarations(t.htmlStyle) }))), grammarState: result.grammarState };
  }
  const result = codeToTokens(core, code, { lang, theme: theme.name, grammarState, tokenizeTimeLimit });
  return { tokens: result.tokens.map((line) => line.map((t) => ({ content: t.content, style: styleOf(theme, t) }))), grammarState: result.grammarState };
}
