import { detectAll } from 'tinyld';
import type { DetectedLanguage } from '../types.ts';
import { languageFromScript } from './scripts.ts';

/**
 * Languages the statistical detector may answer. Constructed and rarely written languages (Klingon,
 * Volapük, Esperanto) and the Berber group are left out: on short samples they are mostly false alarms.
 */
const CANDIDATES = [
  'af',
  'am',
  'ar',
  'be',
  'bg',
  'bn',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'et',
  'fa',
  'fi',
  'fr',
  'ga',
  'gu',
  'he',
  'hi',
  'hu',
  'hy',
  'id',
  'is',
  'it',
  'ja',
  'kk',
  'km',
  'kn',
  'ko',
  'la',
  'lt',
  'lv',
  'mk',
  'mn',
  'my',
  'nb',
  'nl',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'sr',
  'sv',
  'ta',
  'te',
  'th',
  'tk',
  'tl',
  'tr',
  'tt',
  'uk',
  'ur',
  'vi',
  'yi',
  'zh',
];

/** Characters of the sample given to the n-gram detector: more adds time, not accuracy. */
const SAMPLE_CHARS = 6000;
/** Below this many letters a guess is too weak to report with confidence. */
const MIN_LETTERS = 12;

const NAMES = new Intl.DisplayNames(['en'], { type: 'language' });

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
 * Markup of the text convention (headings, list bullets, table cell bars, speakers, timestamps) is not
 * language. The bars matter most: Hindi text writes "|" for its full stop, so a table read as Hindi.
 */
function stripMarkup(sample: string): string {
  return sample
    .replace(/^#{1,6} /gm, '')
    .replace(/^- /gm, '')
    .replace(/\|/g, ' ')
    .replace(/^(\[[\d:.,]+\] *)?[^:\n]{1,40}: /gm, '')
    .replace(/https?:\/\/\S+|\S+@\S+/g, ' ');
}

/** Identifies the language of a text: ISO 639-1 code, English name and a confidence in 0..1. */
export function detectLanguage(text: string): DetectedLanguage {
  const sample = stripMarkup(sampleOf(text));
  const letters = sample.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return UNDETERMINED;
  const byScript = languageFromScript(sample);
  if (byScript) {
    return { code: byScript.code, name: languageName(byScript.code), confidence: round(byScript.share) };
  }
  const guesses = detectAll(sample, { only: CANDIDATES });
  const best = guesses[0];
  if (!best) return UNDETERMINED;
  const code = best.lang === 'nb' ? 'no' : best.lang;
  const shortPenalty = letters < MIN_LETTERS ? 0.5 : Math.min(1, 0.6 + letters / 500);
  return { code, name: languageName(code), confidence: round(best.accuracy * shortPenalty) };
}

function round(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
}
