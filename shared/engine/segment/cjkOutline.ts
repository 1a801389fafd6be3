import type { PlainLine } from './plainLine.ts';
import { SENTENCE_END } from './titleShapes.ts';

/**
 * Parts numbered as Chinese and Japanese official documents number them, each title on its own line:
 * "一、放假时间" over its text, "（一）值班安排" for a subpart, "第一章 总则" for a chapter. A notice, a
 * report or a plan pasted as text keeps them only as lines; read so, they are its parts.
 */

/** "一、", "十二、" (a part); "（一）", "(二)" (a subpart); "第一章", "第3节", "第二部分" (a chapter). */
const PART_NUMBER = /^[一二三四五六七八九十]{1,3}、/u;
const SUBPART_NUMBER = /^[（(][一二三四五六七八九十]{1,3}[）)]/u;
const CHAPTER_NUMBER = /^第[一二三四五六七八九十百\d]{1,4}(?:章|节|節|部分|編|编)\s*/u;
/** A title is short and does not end like a sentence or a lead-in. */
const MAX_TITLE_CHARS = 30;
/** Titles a document has at least before its numbered lines are read as its parts. */
const MIN_TITLES = 2;

export function markCjkOutlineTitles(text: string, lines: PlainLine[]): void {
  const found: { line: PlainLine; level: number }[] = [];
  for (let k = 0; k + 1 < lines.length; k++) {
    const line = lines[k]!;
    if (line.kind !== 'text' || line.code || line.contentStart !== line.start) continue;
    // A title opens its paragraph: a numbered line inside one is an enumerated sentence.
    if (lines[k - 1]?.paragraph === line.paragraph) continue;
    const title = text.slice(line.start, line.end).trim();
    if (title.length > MAX_TITLE_CHARS || SENTENCE_END.test(title)) continue;
    const level =
      PART_NUMBER.test(title) || CHAPTER_NUMBER.test(title) ? 2 : SUBPART_NUMBER.test(title) ? 3 : 0;
    // The title has words after its number, and something under it.
    if (
      level === 0 ||
      title.replace(PART_NUMBER, '').replace(SUBPART_NUMBER, '').replace(CHAPTER_NUMBER, '').length === 0
    )
      continue;
    found.push({ line, level });
  }
  if (found.length < MIN_TITLES) return;
  for (const { line, level } of found) {
    line.kind = 'heading';
    line.level = level;
  }
}
