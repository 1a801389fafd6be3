import { ebookTextRange } from '../segment/ebookWrapper.ts';
import type { DetectedLanguage } from '../types.ts';
import { cld3Guess } from './cld3.ts';
import { CHECKED_BELOW_WORDS, functionWordsDisagree, MIN_WORDS, wordsOf } from './functionWords.ts';
import { contradictsScript, languageFromScript } from './scripts.ts';
import { refineGuess } from './variants.ts';

/**
 * Characters of the sample given to the model: slices from the start, middle and end of a long text.
 * Beyond this, more text adds time, not accuracy (CLD3 reads 8,000 bytes at most).
 */
const SAMPLE_CHARS = 6000;
/** Below this many letters a guess is too weak to report with confidence. */
const MIN_LETTERS = 12;
/**
 * CLD3's probability below which the language is not named ("und"): on the evaluation texts (UDHR
 * slices, news paragraphs, first 200 characters of documents) nearly all wrong answers fall below it
 * and few right ones do. A wrong name on the dashboard costs more than none.
 */
const MIN_PROBABILITY = 0.7;

const NAMES = new Intl.DisplayNames(['en'], { type: 'language' });

/**
 * A text whose words nearly all start with a capital (in a script with capitals) is a list of names:
 * a team sheet, a cast, a bibliography's authors. Names carry no language of their own, so it is
 * "und" rather than the language their spelling resembles.
 */
const NAME_LIST_SHARE = 0.75;
const NAME_LIST_MIN_WORDS = 8;

function isNameList(sample: string): boolean {
  const words = sample.match(/\p{L}+/gu) ?? [];
  let capitalized = 0;
  for (const word of words) {
    const first = word[0]!;
    if (first !== first.toLowerCase()) capitalized++;
  }
  // Counted over all words: Latin brand names in a Hindi text are not a list of names.
  return words.length >= NAME_LIST_MIN_WORDS && capitalized >= NAME_LIST_SHARE * words.length;
}

export function languageName(code: string): string {
  if (code === 'und') return 'Unknown';
  try {
    return NAMES.of(code) ?? code;
  } catch {
    return code;
  }
}

const UNDETERMINED: DetectedLanguage = { code: 'und', name: 'Unknown', confidence: 0 };

/**
 * A representative sample of a long text: slices from its start, middle and end, cut at whitespace,
 * so that a foreign-language title page or appendix does not decide alone.
 */
function sampleOf(text: string): string {
  if (text.length <= SAMPLE_CHARS) return text;
  const part = Math.floor(SAMPLE_CHARS / 3);
  const at = (start: number) => {
    const from = text.indexOf(' ', start);
    return text.slice(from < 0 ? start : from + 1, (from < 0 ? start : from + 1) + part);
  };
  return [at(0), at(Math.floor(text.length / 2) - part / 2), at(text.length - part - 1)].join('\n');
}

/**
 * Markup of the text convention (headings, list bullets, table cell bars, speakers, timestamps),
 * addresses and numbers are not language. The bars matter most: Hindi text writes "|" for its full
 * stop, so a table read as Hindi.
 */
function stripMarkup(sample: string): string {
  return sample
    .replace(/^#{1,6} /gm, '')
    .replace(/^- /gm, '')
    .replace(/\|/g, ' ')
    .replace(/^(\[[\d:.,]+\] *)?[^:\n]{1,40}: /gm, '')
    .replace(/https?:\/\/\S+|\S+@\S+/g, ' ')
    .replace(/[\d\p{P}\p{S}]*\d[\d\p{P}\p{S}]*/gu, ' ');
}

/** CLD3's codes that differ from the ISO 639-1 codes the rest of the product uses. */
const CLD3_CODES: Record<string, string> = { iw: 'he', fil: 'tl', jw: 'jv' };

/**
 * Identifies the language of a text: ISO 639-1 code, English name and a confidence in 0..1, or "und"
 * when it cannot be told with confidence (rather than a wrong language).
 *
 * Writing systems that one language owns (Thai, Hangul, kana, Hebrew, Greek…) decide first; otherwise
 * CLD3 reads a sample of the text, and its answer is checked against what it is known to confuse
 * (Croatian, Bosnian and Serbian; Indonesian and Malay; Yoruba read as Vietnamese).
 */
export function detectLanguage(text: string): DetectedLanguage {
  // An e-book's licence wrapper is in English whatever the book's language.
  const book = ebookTextRange(text);
  const sample = stripMarkup(sampleOf(text.slice(book.start, book.end))).normalize('NFC');
  const letters = sample.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return UNDETERMINED;
  const byScript = languageFromScript(sample);
  if (byScript) {
    return { code: byScript.code, name: languageName(byScript.code), confidence: round(byScript.share) };
  }
  if (isNameList(sample)) return UNDETERMINED;
  const words = wordsOf(sample);
  const evidence = words.filter((word) => word.length >= 2).length;
  if (evidence < MIN_WORDS) return UNDETERMINED;
  const guess = cld3Guess(sample);
  // A romanized language ("hi-Latn", "ru-Latn") is not the written language its code names.
  if (!guess || guess.language.includes('-')) return UNDETERMINED;
  const refined = refineGuess(CLD3_CODES[guess.language] ?? guess.language, sample);
  if (refined.code === undefined || contradictsScript(refined.code, sample)) return UNDETERMINED;
  // Between close siblings the rule's own evidence has decided; elsewhere a short text's words check the model.
  if (!refined.decided && evidence < CHECKED_BELOW_WORDS && functionWordsDisagree(refined.code, words))
    return UNDETERMINED;
  // Between close siblings the model splits its probability; the rule's own evidence then decides.
  const probability = refined.decided ? Math.max(guess.probability, MIN_PROBABILITY) : guess.probability;
  if (probability < MIN_PROBABILITY) return UNDETERMINED;
  const shortPenalty = letters < MIN_LETTERS ? 0.5 : Math.min(1, 0.6 + letters / 500);
  const code = refined.code;
  return { code, name: languageName(code), confidence: round(probability * shortPenalty) };
}

function round(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
}
