import type { TextUnit } from '../segment/units.ts';

/**
 * Questions and their answers, as FAQs, help pages and interviews set them: a question as a part's
 * title ("Can I change my plan at any time?"), its answer under it.
 */

/**
 * An answer of a word or two and nothing else ("Yes.", "Of course!", "Nein.", a memo's "Probably not in
 * full."): it answers the question
 * above it and says nothing without it, so it is no point of a summary. The sentence after it says
 * what the answer is.
 */
const BARE_ANSWER =
  /^(?:(?:probably|likely|most likely|possibly|perhaps)(?: (?:not|yes|so))?(?: (?:in full|entirely|fully|completely|in part))?|(?:yes|no),? (?:in part|partly)|in part|yes|no|yep|nope|sure|of course|absolutely|correct|indeed|definitely|not really|not yet|ja|nein|doch|natürlich|oui|non|bien sûr|sí|si|claro|por supuesto|sim|não|claro que sim|certo|certamente|no|ja|nee|natuurlijk|tak|nie|да|нет|конечно|evet|hayır)[.!]*$/iu;

export const isBareAnswer = (text: string) => BARE_ANSWER.test(text.trim());

/** An answer's first sentence this long says what it answers; a shorter one needs the question. */
const MIN_ANSWER_WORDS = 8;

/** A question set as a part's title. */
const QUESTION = /[?？]\s*$/u;

/**
 * The answer under a question opens with what the reader asked ("Go to the sign-in page and click
 * 'Forgot password'."); what follows qualifies it ("The link expires after 24 hours."). Its first
 * sentence shares few words with the rest of the page, so centrality alone ranks it last: it takes
 * its part's best score instead. Not a short reply ("It depends on the task.", "How quickly it became
 * normal."): it leans on the question, which a key point is shown without. `candidates` are the units
 * that may be points, in document order.
 */
export function answersFirst(
  units: readonly TextUnit[],
  candidates: readonly number[],
  scores: Float64Array,
): void {
  const asked = new Set<number>();
  for (const u of units) if (u.kind === 'heading' && QUESTION.test(u.text)) asked.add(u.section);
  if (asked.size === 0) return;
  let a = 0;
  while (a < candidates.length) {
    const section = units[candidates[a]!]!.section;
    let end = a;
    let best = Number.NEGATIVE_INFINITY;
    while (end < candidates.length && units[candidates[end]!]!.section === section) {
      best = Math.max(best, scores[candidates[end]!]!);
      end++;
    }
    if (asked.has(section) && units[candidates[a]!]!.words >= MIN_ANSWER_WORDS) scores[candidates[a]!] = best;
    a = end;
  }
}
