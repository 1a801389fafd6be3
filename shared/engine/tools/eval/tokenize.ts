import { stemmer } from 'stemmer';
import { UNSPACED } from '../../segment/terms.ts';

/**
 * Tokenizers of the scoring recipe in ../shared/data/README.md.
 * English: lower-case, every character outside a–z and 0–9 becomes a space, Porter stemming (the
 * `stemmer` package) of tokens longer than 3 characters. Other languages: NFKC, case folding,
 * punctuation and symbols become spaces; languages written without spaces are cut into words by
 * Intl.Segmenter.
 */

export const TOKENIZER_DESCRIPTION =
  'en: lower-case, [^a-z0-9] -> space, Porter stemmer (npm "stemmer") on tokens > 3 chars; ' +
  'other languages: NFKC + toLowerCase, \\p{P}\\p{S} -> space, Intl.Segmenter words for zh/ja/th/lo/km/my, whitespace otherwise';

const segmenters = new Map<string, Intl.Segmenter>();

export function tokenize(text: string, language: string): string[] {
  if (language === 'en') {
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .split(' ')
      .filter(Boolean)
      .map((t) => (t.length > 3 ? stemmer(t) : t));
  }
  const cleaned = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, ' ');
  if (!UNSPACED.has(language)) return cleaned.split(/\s+/u).filter(Boolean);
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'word' });
    segmenters.set(language, segmenter);
  }
  const out: string[] = [];
  for (const s of segmenter.segment(cleaned)) if (s.isWordLike) out.push(s.segment);
  return out;
}
