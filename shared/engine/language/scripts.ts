/**
 * Languages that a writing system alone identifies. Checked before the statistical detector because
 * short samples in these scripts are easy to tell apart by their characters and hard by n-grams.
 */

interface ScriptRule {
  code: string;
  pattern: RegExp;
}

/** Scripts used by a single major language (or where one language dominates written use). */
const SINGLE_LANGUAGE_SCRIPTS: readonly ScriptRule[] = [
  { code: 'th', pattern: /\p{Script=Thai}/gu },
  { code: 'ko', pattern: /\p{Script=Hangul}/gu },
  { code: 'he', pattern: /\p{Script=Hebrew}/gu },
  { code: 'el', pattern: /\p{Script=Greek}/gu },
  { code: 'ka', pattern: /\p{Script=Georgian}/gu },
  { code: 'hy', pattern: /\p{Script=Armenian}/gu },
  { code: 'km', pattern: /\p{Script=Khmer}/gu },
  { code: 'lo', pattern: /\p{Script=Lao}/gu },
  { code: 'my', pattern: /\p{Script=Myanmar}/gu },
  { code: 'bn', pattern: /\p{Script=Bengali}/gu },
  { code: 'ta', pattern: /\p{Script=Tamil}/gu },
  { code: 'te', pattern: /\p{Script=Telugu}/gu },
  { code: 'kn', pattern: /\p{Script=Kannada}/gu },
  { code: 'ml', pattern: /\p{Script=Malayalam}/gu },
  { code: 'gu', pattern: /\p{Script=Gujarati}/gu },
  { code: 'pa', pattern: /\p{Script=Gurmukhi}/gu },
  { code: 'si', pattern: /\p{Script=Sinhala}/gu },
  { code: 'am', pattern: /\p{Script=Ethiopic}/gu },
];

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const HAN = /\p{Script=Han}/gu;
const LETTER = /\p{L}/gu;

function count(text: string, pattern: RegExp): number {
  pattern.lastIndex = 0;
  let n = 0;
  while (pattern.exec(text)) n++;
  return n;
}

export interface ScriptGuess {
  code: string;
  /** Share of the sample's letters written in the deciding script. */
  share: number;
}

/**
 * The language a sample's script decides, when at least half of its letters are in one such script.
 * Han without kana is Chinese; Han with a noticeable share of kana is Japanese.
 */
export function languageFromScript(sample: string): ScriptGuess | undefined {
  const letters = count(sample, LETTER);
  if (letters === 0) return undefined;
  const kana = count(sample, KANA);
  const han = count(sample, HAN);
  if ((kana + han) / letters >= 0.5) {
    if (kana / letters >= 0.05) return { code: 'ja', share: (kana + han) / letters };
    return { code: 'zh', share: han / letters };
  }
  for (const rule of SINGLE_LANGUAGE_SCRIPTS) {
    const n = count(sample, rule.pattern);
    if (n / letters >= 0.5) return { code: rule.code, share: n / letters };
  }
  return undefined;
}

/** Languages written in a script of their own (or Cyrillic, Arabic, Devanagari…), not in Latin letters. */
const NON_LATIN_LANGUAGES = new Set([
  ...['ja', 'zh', 'ko', 'th', 'he', 'el', 'ka', 'hy', 'km', 'lo', 'my', 'am', 'yi'],
  ...['bn', 'ta', 'te', 'kn', 'ml', 'gu', 'pa', 'si', 'hi', 'mr', 'ne'],
  ...['ru', 'uk', 'be', 'bg', 'mk', 'kk', 'ky', 'mn', 'tg'],
  ...['ar', 'fa', 'ur', 'ps'],
]);
const LATIN = /\p{Script=Latin}/gu;

/**
 * Whether a guess names a language not written in Latin letters for a sample that is nearly all Latin
 * letters: codes and made-up words ("memo1 memo2.") that the statistical model reads as Japanese.
 */
export function contradictsScript(code: string, sample: string): boolean {
  if (!NON_LATIN_LANGUAGES.has(code)) return false;
  const letters = count(sample, LETTER);
  return letters > 0 && count(sample, LATIN) / letters >= 0.9;
}
