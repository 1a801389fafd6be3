import type { PlainLine } from './plainLine.ts';

/**
 * An interview written as prose: each question a paragraph of its own, the answer in the paragraphs
 * under it, no "Q:" or names ("What surprised you most?" / "How quickly it became normal. …"). The
 * questions are the interview's parts, not its points: read as sentences, they were its key points
 * ("What about younger employees?").
 */

/**
 * A question line ends with a question mark (Latin, full width, Arabic). Not in quotation marks: a
 * story's dialogue sets its questions as paragraphs of their own too ("“Where are you going?”").
 */
const QUESTION = /[?？؟]$/u;
const QUOTED = /^["'“‘„«‹「『—–-]/u;
/** A question is a line, not a paragraph: an interviewer's lead-in and question at most. */
const MAX_QUESTION_CHARS = 240;
/**
 * An interview asks several, and often: a story or an essay that asks a question now and then in a
 * paragraph of its own ("Could he save his son?") goes on for many paragraphs between them.
 */
const MIN_QUESTIONS = 3;
const MIN_QUESTION_SHARE = 0.15;

/** Marks each question paragraph over its answer as a part's title (level 2), when there are several. */
export function markQuestionTitles(text: string, lines: PlainLine[]): void {
  const questions: number[] = [];
  lines.forEach((line, k) => {
    if (line.kind !== 'text' || line.code || line.contentStart !== line.start) return;
    if (lines[k - 1]?.paragraph === line.paragraph || lines[k + 1]?.paragraph === line.paragraph) return;
    const question = text.slice(line.start, line.end);
    if (question.length > MAX_QUESTION_CHARS || !QUESTION.test(question) || QUOTED.test(question)) return;
    const answer = lines[k + 1];
    if (answer?.kind !== 'text' || QUESTION.test(text.slice(answer.start, answer.end))) return;
    questions.push(k);
  });
  if (questions.length < MIN_QUESTIONS) return;
  const paragraphs = new Set(lines.slice(questions[0]).map((line) => line.paragraph)).size;
  if (questions.length < paragraphs * MIN_QUESTION_SHARE) return;
  for (const k of questions) {
    lines[k]!.kind = 'heading';
    lines[k]!.level = 2;
  }
}
