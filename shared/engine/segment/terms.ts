import { stemmer } from 'stemmer';
import { stopwordsFor } from './stopwords.ts';

/**
 * Index terms of a unit for similarity: words without stop words and without pure punctuation, with
 * English words Porter-stemmed and words of other alphabetic languages cut to a prefix (a cheap,
 * language-independent stand-in for stemming that joins most inflected forms).
 */

const PREFIX_LENGTH = 6;
/** Languages written without spaces: their ICU words are dictionary words and are kept whole. */
export const UNSPACED = new Set(['zh', 'ja', 'th', 'lo', 'km', 'my']);
const stemCache = new Map<string, string>();
const HAS_LETTER = /\p{L}/u;
/** Languages that elide articles and prepositions into the next word ("l'État", "dell'anno"). */
const ELIDING = new Set(['fr', 'it', 'ca', 'oc', 'lb']);
/** Longest elided prefix, with its apostrophe ("jusqu'", "dell'", "quell'"). */
const MAX_ELIDED = 6;
const APOSTROPHE = /['’]/u;
/**
 * Languages that write a proper noun's suffixes after an apostrophe ("İzmir'de", "Öykü'ye" are both
 * "İzmir", "Öykü"): the word is what comes before it.
 */
const SUFFIXING = new Set(['tr', 'az']);
/**
 * Korean writes case particles onto the noun ("정부는", "정부가", "정부의" are all "정부"). The common
 * ones, longest first, are cut from words that keep at least one syllable.
 */
const KOREAN_PARTICLE =
  /(?<=\p{Script=Hangul})(에서|에게|으로|부터|까지|처럼|보다|은|는|이|가|을|를|의|에|로|와|과|도|만)$/u;

/**
 * ICU keeps "l'État" as one word, so without this it would never match "État": the word is what
 * follows a short elided prefix.
 */
function withoutElision(word: string): string {
  const at = word.search(APOSTROPHE);
  return at >= 0 && at + 1 <= MAX_ELIDED && at + 1 < word.length ? word.slice(at + 1) : word;
}

/** Default lower-casing writes "İ" as "i" plus a combining dot, so "İZMİR" would not match "İzmir". */
const COMBINING_DOT = /\u0307/gu;

function withoutSuffix(word: string): string {
  const dotless = word.replace(COMBINING_DOT, '');
  const at = dotless.search(APOSTROPHE);
  return at > 0 ? dotless.slice(0, at) : dotless;
}

function englishStem(word: string): string {
  let stem = stemCache.get(word);
  if (stem === undefined) {
    stem = stemmer(word);
    if (stemCache.size > 200_000) stemCache.clear();
    stemCache.set(word, stem);
  }
  return stem;
}

export function termNormalizer(language: string | undefined): (words: readonly string[]) => string[] {
  const stop = stopwordsFor(language);
  const unspaced = language !== undefined && UNSPACED.has(language);
  const english = language === 'en' || language === undefined || language === 'und';
  const eliding = language !== undefined && ELIDING.has(language);
  const korean = language === 'ko';
  const suffixing = language !== undefined && SUFFIXING.has(language);
  return (words) => {
    const out: string[] = [];
    for (const raw of words) {
      const word = eliding
        ? withoutElision(raw)
        : korean
          ? raw.replace(KOREAN_PARTICLE, '')
          : suffixing
            ? withoutSuffix(raw)
            : raw;
      if (stop.has(word)) continue;
      if (!HAS_LETTER.test(word)) {
        // Numbers carry meaning in news and reports; keep them, but not single digits.
        if (word.length > 1) out.push(word);
        continue;
      }
      if (english) out.push(word.length > 3 ? englishStem(word) : word);
      else if (unspaced) out.push(word);
      else out.push(word.length > PREFIX_LENGTH ? word.slice(0, PREFIX_LENGTH) : word);
    }
    return out;
  };
}
