/**
 * Korean puts spaces between words, but a justified line breaks inside a word ("결핍으로부" / "터의")
 * as readily as at a space ("위하여" / "노력하며"), and a PDF or a hard-wrapped text keeps no trace of
 * which it was. The joins leave a zero-width space (U+200B, "a word may end here") between the two
 * halves and, once the whole text is known, the document's own words decide, with what Korean words are
 * made of (particles attach to the word before them; a word ends in a particle or an ending). Before,
 * every such break was joined, and a report broken at spaces read "감염병환자와접촉한".
 */
export const HANGUL_LINE_END = '\u200b';

const HANGUL_WORD = /\p{Script=Hangul}+/gu;
/** What a word follows: a space or an opening bracket or quote, never a closing one ("이야기"를). */
const WORD_START = /[\s\p{Ps}\p{Pi}]/u;
const WORD_END = /[\s\p{P}]/u;
/** Particles and endings that attach to the word before them: a line may break before them, a word never. */
const PARTICLE =
  /^(?:을|를|은|는|이|가|의|에|에서|에게|에는|에도|에서는|으로|로|으로는|로는|으로서|로서|와|과|도|만|이나|나|이며|며|이고|고|인|이다|입니다|습니다|니다|다|다고|라고|이라고|는데|지|요|서|면|야|어야|여)$/u;
/** "하다" and "되다" in their forms: a verb of their own after an adverb, part of the word after a noun. */
const LIGHT_VERB = /^(?:하|한|할|합|해|했|되|된|될|됩|됐)/u;
/** How often the document must write a second half as a word before a one-syllable first half is one. */
const MIN_EVIDENCE = 2;

/** Syllables that end a Korean word as its particle or ending ("와", "의", "을", "게", "지", "고" …). */
const WORD_FINAL = /^[은는이가을를의에와과도만로고며서게지야면할된될던요여니나록데써께]$/u;

/**
 * Bound nouns that complete a predicate written apart from them: "할 수 있다", "할 수 없으므로", "그런 것
 * 같다", "할 줄 안다", "본 적 없다". No word starts "수있" or "것같", so a line that ends on one of these
 * alone ended a word.
 */
const BOUND_NOUN_BEFORE: Readonly<Record<string, RegExp>> = {
  수: /^[있없]/u,
  것: /^같/u,
  줄: /^(?:알|안|몰|모르)/u,
  적: /^[있없]/u,
};

/** A mark between two halves; the lookarounds let one half serve two marks ("가" / "나" / "다"). */
const JOIN = /(?<=(\p{Script=Hangul}+))\u200b(?=(\p{Script=Hangul}+))/gu;

/**
 * Every line-end mark between Hangul becomes a space or nothing, as the document writes its words. (A
 * zero-width space elsewhere, as Thai text may carry, is the file's own and stays.)
 */
export function resolveHangulLineEnds(text: string): string {
  if (!text.includes(HANGUL_LINE_END)) return text;
  const words = new Map<string, number>();
  for (const match of text.matchAll(HANGUL_WORD)) {
    const at = match.index;
    // A word stands between spaces or punctuation: "를" of "PDF를" is a particle, not a word. The halves
    // of a break are what is being decided: they are not evidence.
    if (!WORD_START.test(text[at - 1] ?? ' ') || !WORD_END.test(text[at + match[0].length] ?? ' ')) continue;
    words.set(match[0], (words.get(match[0]) ?? 0) + 1);
  }
  return text.replace(JOIN, (_, first: string, rest: string) => (endsWord(first, rest, words) ? ' ' : ''));
}

/**
 * Whether a line that ends with `first` ended a word. The halves written whole elsewhere, or a particle
 * after the break (particles attach), join them. "하다" and "되다" after the break join a noun ("보상" /
 * "하는") and follow a word that ends as words end ("해야" / "하는", "표시가" / "되어"). Otherwise the first
 * half written as a word of its own elsewhere, or the second, part them, and so does a first half that
 * ends in a particle or an ending ("…환자와", "…하게", "…하지"). A first half of one syllable is most
 * often the start of a word ("결" / "과를"); only a second half the document writes often as a word
 * parts it ("수" / "있습니다"), as does a bound noun before the predicate it completes ("수" / "없으므로").
 */
function endsWord(first: string, rest: string, words: ReadonlyMap<string, number>): boolean {
  if (words.has(first + rest)) return false;
  if (BOUND_NOUN_BEFORE[first]?.test(rest)) return true;
  if (PARTICLE.test(rest)) return false;
  const syllables = [...first];
  const endsAsWord = syllables.length > 1 && WORD_FINAL.test(syllables[syllables.length - 1]!);
  if (LIGHT_VERB.test(rest)) return endsAsWord;
  if (syllables.length === 1) return (words.get(rest) ?? 0) >= MIN_EVIDENCE;
  return words.has(first) || words.has(rest) || endsAsWord;
}
