/**
 * The chat history of the concurrency tests: messages that hold code and headings inside containers
 * (ordered lists with three fences, block quotes with a heading and a fence) beside plain messages.
 */
const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\``;
const indent = (text: string, prefix: string) => text.replace(/\n/g, `\n${prefix}`);

/** An ordered list whose items hold fenced blocks. */
export const listWith3Fences = (n: number) =>
  [1, 2, 3].map((i) => `${i}. Step ${i} of list ${n}\n\n   ${indent(fence('bash', `echo step-${n}-${i}`), '   ')}`).join('\n\n');
/** A block quote holding a heading and a fence. */
const quoteWithHeading = (n: number) => `> ## Setup\n>\n> Quote ${n}.\n>\n> ${indent(fence('json', `{ "n": ${n} }`), '> ')}`;
/** `count` plain paragraphs. */
export const paragraphs = (n: number, count: number) => Array.from({ length: count }, (_, i) => `Paragraph ${i} of message ${n}.`).join('\n\n');

/** `count` messages cycling through the three kinds. */
export const chatHistory = (count: number) =>
  Array.from({ length: count }, (_, i) => (i % 3 === 0 ? listWith3Fences(i) : i % 3 === 1 ? quoteWithHeading(i) : paragraphs(i, 30)));

/** Fenced blocks in a message. */
export const fenceCount = (source: string) => (source.match(/```/g)?.length ?? 0) / 2;
