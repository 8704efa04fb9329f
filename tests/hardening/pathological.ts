/**
 * Pathological markdown documents: huge, deeply nested, or never closed. The robustness suite checks
 * each renders (or degrades to text) without an error; `npm run bench` measures how long each one
 * blocks the page (longest task) against its budget.
 */
export const PATHOLOGICAL: [name: string, make: () => string][] = [
  ['1 MB document', () => '## Section\n\nSome *emphasis* and `code` and a [link](https://example.invalid).\n\n```json\n{ "a": 1 }\n```\n\n'.repeat(1024 * 1024 / 96)],
  ['5,000 nested block quotes', () => `${'> '.repeat(5000)}deep`],
  ['5,000 nested list items', () => Array.from({ length: 5000 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n')],
  ['100,000-character line', () => 'word '.repeat(20_000)],
  ['10,000 unclosed emphasis markers', () => '*a _b '.repeat(10_000 / 2)],
  // A raw-HTML block of heading start tags that no `>` ends (the paragraph after it ends the first
  // one): scanning it for tags from every `<` was quadratic (~4 s per pass over these 200 KB in Node).
  ['50,000 heading start tags never ended', () => `${'<h2 '.repeat(50_000)}\n\nAfter the tags.`],
  ['fence with no end', () => `Intro\n\n\`\`\`json\n${'{ "k": [1, 2, 3] },\n'.repeat(2000)}`],
];

