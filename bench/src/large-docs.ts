/**
 * Large documents for the long-task and real-document rows of the benchmark, generated
 * deterministically (no randomness, no dates), so the bench needs no multi-megabyte committed files.
 *
 * - {@link sectionsDoc}: sections with prose (emphasis, links, inline code), bullet and ordered
 *   lists, TypeScript and JSON fences, to about `bytes` characters (the 100 KB and 1 MB fixtures);
 * - {@link proseDoc}: chapters of long paragraphs only (no code, no lists), to about `bytes`
 *   characters, as an article or a book chapter converted to markdown;
 * - {@link changelogDoc}: a conventional-changelog CHANGELOG (version headings with compare links,
 *   "Bug Fixes" / "Features" lists with commit links and issue references, a few migration notes
 *   with code), about 260 KB, shaped like the largest READMEs/CHANGELOGs shipped on npm;
 * - {@link grammarsDoc}: a short page with one fence in each of {@link FIRST_USE_LANGS}, languages
 *   the page has not highlighted before (each grammar's first use).
 */

const WORDS = ['render', 'token', 'block', 'stream', 'grammar', 'theme', 'signal', 'cache', 'layout', 'parser', 'module', 'value', 'option', 'element', 'update'];
const word = (i: number) => WORDS[(i * 7 + 3) % WORDS.length]!;

function prose(i: number): string {
  return `The ${word(i)} step turns a *${word(i + 1)}* into a \`${word(i + 2)}()\` call, and the [${word(i + 3)} guide](https://example.invalid/docs/${word(i + 4)}-${i}) explains why every **${word(i + 5)}** keeps its ${word(i + 6)} across renders. A ${word(i + 7)} that changes is measured again; one that does not is skipped whole, so section ${i} stays cheap.`;
}

function tsFence(i: number): string {
  return `\`\`\`ts
export interface ${word(i).replace(/^./, (c) => c.toUpperCase())}Options${i} {
  /** How many items to keep. */
  limit: number;
  label?: string;
}

export function ${word(i + 1)}${i}(items: readonly string[], options: Partial<${word(i).replace(/^./, (c) => c.toUpperCase())}Options${i}> = {}): string[] {
  const limit = options.limit ?? ${10 + (i % 40)};
  return items.filter((item) => item.length > ${i % 5}).slice(0, limit).map((item) => \`\${options.label ?? '${word(i + 2)}'}: \${item}\`);
}
\`\`\``;
}

function jsonFence(i: number): string {
  return `\`\`\`json
{
  "name": "${word(i)}-${i}",
  "version": "1.${i % 30}.${i % 7}",
  "enabled": ${i % 2 === 0},
  "items": [${i % 9}, ${(i * 3) % 17}, ${(i * 5) % 23}],
  "nested": { "${word(i + 1)}": "${word(i + 2)}", "limit": ${i * 11} }
}
\`\`\``;
}

function section(i: number): string {
  return `## ${word(i)} section ${i}

${prose(i)}

- ${word(i + 1)} items are kept in order
- a \`${word(i + 2)}\` is never *replaced* when it did not change
- see [the notes](https://example.invalid/notes/${i})

${prose(i + 1)}

${i % 2 === 0 ? tsFence(i) : jsonFence(i)}

1. first, ${word(i + 3)} the input
2. then **${word(i + 4)}** it
3. finally ${word(i + 5)} the output

`;
}

/** Sections with prose, lists and ts/json fences, about `bytes` characters long. */
export function sectionsDoc(bytes: number): string {
  let out = '# Large document\n\n';
  for (let i = 0; out.length < bytes; i++) out += section(i);
  return out;
}

/** Chapters of prose only (a heading and three long paragraphs each), about `bytes` characters long. */
export function proseDoc(bytes: number): string {
  let out = '# A long article\n\n';
  for (let i = 0; out.length < bytes; i++) out += `## Chapter ${i}\n\n${prose(i)} ${prose(i + 1)} ${prose(i + 2)}\n\n${prose(i + 3)} ${prose(i + 4)}\n\n${prose(i + 5)}\n\n`;
  return out;
}

function release(n: number): string {
  const major = 7 - Math.floor(n / 120);
  const minor = Math.floor(n / 12) % 10;
  const patch = n % 12;
  const version = `${major}.${minor}.${patch}`;
  const commit = (k: number) => ((n * 2654435761 + k * 40503) >>> 0).toString(16).padStart(8, '0').slice(0, 7);
  const item = (k: number, scope: string) =>
    `* **${scope}:** ${word(n + k)} no longer ${word(n + k + 1)}s the ${word(n + k + 2)} when \`${word(n + k + 3)}\` is unset ([#${6000 - n * 3 - k}](https://github.com/example/project/issues/${6000 - n * 3 - k})) ([${commit(k)}](https://github.com/example/project/commit/${commit(k)}))`;
  let out = `## [${version}](https://github.com/example/project/compare/${major}.${minor}.${patch + 1}...${version}) (release ${n})\n\n### Bug Fixes\n\n`;
  for (let k = 0; k < 6; k++) out += `${item(k, ['operators', 'ajax', 'scheduler', 'types', 'subject'][k % 5]!)}\n`;
  out += '\n### Features\n\n';
  for (let k = 6; k < 9; k++) out += `${item(k, ['pipe', 'share', 'timeout'][k % 3]!)}\n`;
  if (n % 6 === 0) {
    out += `\n### BREAKING CHANGES\n\n* **${word(n)}:** \`${word(n + 1)}\` now takes an options object. Before:\n\n\`\`\`ts\n${word(n + 1)}(source, 1000, scheduler);\n\`\`\`\n\nAfter:\n\n\`\`\`ts\n${word(n + 1)}(source, { delay: 1000, scheduler });\n\`\`\`\n`;
  }
  return `${out}\n\n`;
}

/** A conventional-changelog CHANGELOG of about 260 KB. */
export function changelogDoc(): string {
  let out = '# Changelog\n\nAll notable changes to this project are documented in this file.\n\n';
  for (let n = 0; out.length < 260_000; n++) out += release(n);
  return out;
}

/** A snippet per language for {@link grammarsDoc}: what a README or a chat answer shows of each. */
const SNIPPETS: Record<string, string> = {
  vue: '<template>\n  <button :class="{ active }" @click="count++">{{ count }} clicks</button>\n</template>\n\n<script setup lang="ts">\nimport { ref } from \'vue\';\nconst count = ref(0);\n</script>\n\n<style scoped>\nbutton { padding: 0.5rem 1rem; }\n</style>',
  html: '<!doctype html>\n<html lang="en">\n  <head><meta charset="utf-8"><title>Demo</title></head>\n  <body>\n    <button type="submit" disabled>Send</button>\n    <script>document.querySelector("button").disabled = false;</script>\n  </body>\n</html>',
  css: '.card > a:hover::after {\n  color: rgb(0 0 0 / 50%);\n  grid-template: "a b" 1fr / auto;\n}\n@media (min-width: 40em) {\n  .card { display: grid; }\n}',
  markdown: '# Title\n\nSome *emphasis*, `code` and a [link](https://example.invalid).\n\n- one\n- two',
  cpp: '#include <vector>\n\ntemplate <typename T>\nT sum(const std::vector<T>& values) {\n  T total{};\n  for (const auto& v : values) total += v;\n  return total;\n}',
  python: '@dataclass\nclass Point:\n    x: float\n    y: float\n\n    def norm(self) -> float:\n        return (self.x ** 2 + self.y ** 2) ** 0.5',
  rust: 'fn main() {\n    let values: Vec<u32> = (1..=10).collect();\n    println!("{}", values.iter().sum::<u32>());\n}',
  go: 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfor i := 0; i < 3; i++ {\n\t\tfmt.Println(i)\n\t}\n}',
  java: 'public final class Main {\n  public static void main(String[] args) {\n    System.out.println(String.join(", ", args));\n  }\n}',
  sql: 'SELECT author, count(*) AS posts\nFROM posts\nWHERE published_at > now() - interval \'7 days\'\nGROUP BY author\nORDER BY posts DESC;',
  php: '<?php\nnamespace App;\n\nfunction double(array $values): array {\n    return array_map(fn ($v) => $v * 2, $values);\n}',
  ruby: 'class Greeter\n  def initialize(name)\n    @name = name\n  end\n\n  def greet = "Hello, #{@name}!"\nend',
};

/** The languages of {@link grammarsDoc}, none of which the bench pages load before it. */
export const FIRST_USE_LANGS = Object.keys(SNIPPETS);

/** A short page with one fence per language of {@link FIRST_USE_LANGS}, each under its own heading. */
export function grammarsDoc(): string {
  return `# Snippets\n\n${Object.entries(SNIPPETS)
    .map(([lang, code]) => `## ${lang}\n\nThe same idea in ${lang}:\n\n\`\`\`${lang}\n${code}\n\`\`\`\n`)
    .join('\n')}`;
}
