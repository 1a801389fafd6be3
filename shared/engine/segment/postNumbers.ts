import type { PlainLine } from './plainLine.ts';

/** A thread's post number: "1/", "2/", "7/7" (its last, with the count). */
const POST_NUMBER = /^(\d{1,3})\/(?:\d{1,3})?[ \t]+(?=\S)/u;
/** A thread counts a few posts at least; "1/ cup flour" is a recipe's quantity. */
const MIN_POSTS = 3;

/**
 * A thread copied from a social site numbers its posts "1/", "2/", … as its paragraphs open: the
 * numbers are the site's way to read the posts in order, not words of them. Where they count up from 1
 * (three or more), they are markup.
 */
export function markPostNumbers(text: string, lines: PlainLine[]): void {
  const numbered: { line: PlainLine; number: number; length: number }[] = [];
  lines.forEach((line, k) => {
    if (line.kind !== 'text' || line.code || line.contentStart !== line.start) return;
    if (lines[k - 1]?.paragraph === line.paragraph) return;
    const match = POST_NUMBER.exec(text.slice(line.start, line.end));
    if (match) numbered.push({ line, number: Number(match[1]), length: match[0].length });
  });
  if (numbered.length < MIN_POSTS || numbered.some((post, k) => post.number !== k + 1)) return;
  for (const { line, length } of numbered) line.contentStart = line.start + length;
}
