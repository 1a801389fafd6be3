import type { PlainLine } from './plainLine.ts';

/**
 * An interview written with its questions and answers labelled ("Q: How did it start?" over "A: I was
 * an accountant …"), in the languages we serve: the labels mark what each paragraph is, they name no
 * one. Question label, answer label.
 */
const LABEL_PAIRS: readonly (readonly [string, string])[] = [
  ['q', 'a'],
  ['question', 'answer'],
  ['q', 'r'],
  ['question', 'réponse'],
  ['f', 'a'],
  ['frage', 'antwort'],
  ['p', 'r'],
  ['pregunta', 'respuesta'],
  ['pergunta', 'resposta'],
  ['d', 'r'],
  ['domanda', 'risposta'],
  ['v', 'a'],
  ['vraag', 'antwoord'],
  ['в', 'о'],
  ['вопрос', 'ответ'],
];
const LABEL = /^([\p{L}]{1,9})\s*[:：]\s+/u;
/** An interview asks a few questions at least; a note with one "Q:" is not one. */
const MIN_QUESTIONS = 2;

/** The question and answer labels of the pair the speakers' labels are, if they are only those. */
export function interviewPair(labels: Iterable<string>): readonly [string, string] | undefined {
  const used = new Set([...labels].map((label) => label.trim().toLocaleLowerCase()));
  if (used.size !== 2) return undefined;
  return LABEL_PAIRS.find(([question, answer]) => used.has(question) && used.has(answer));
}

/**
 * Reads a labelled interview's lines: each question a part's title (level 2), each answer its text,
 * both without their labels.
 */
export function markInterviewLabels(text: string, lines: PlainLine[]): void {
  const labelled: { line: PlainLine; label: string; length: number }[] = [];
  for (const line of lines) {
    if (line.kind !== 'text' || line.code || line.contentStart !== line.start) continue;
    const match = LABEL.exec(text.slice(line.start, line.end));
    if (match) labelled.push({ line, label: match[1]!.toLocaleLowerCase(), length: match[0].length });
  }
  const pair = interviewPair(labelled.map((l) => l.label));
  if (!pair || labelled.filter((l) => l.label === pair[0]).length < MIN_QUESTIONS) return;
  for (const { line, label, length } of labelled) {
    line.contentStart = line.start + length;
    if (label === pair[0]) {
      line.kind = 'heading';
      line.level = 2;
    }
  }
}
