/**
 * A footnote label as GitHub matches it: case-folded, as marked folds link labels (`[^Note]` refers
 * to `[^NOTE]:`; a fold that would change the label's length keeps it as written); `undefined` for a
 * label holding whitespace, which GitHub (cmark-gfm) does not read as a footnote (framework-free).
 */
export function footnoteLabel(label: string): string | undefined {
  if (/\s/.test(label)) return undefined;
  const folded = label.toLowerCase();
  return folded.length === label.length ? folded : label;
}
