/**
 * Cached Intl.Segmenter instances. Creating one costs far more than using it, and ICU's rules depend
 * on the locale only for a few languages (Thai, Lao, Khmer, Burmese, CJK dictionaries), so one per
 * language is enough.
 */

const sentenceSegmenters = new Map<string, Intl.Segmenter>();
const wordSegmenters = new Map<string, Intl.Segmenter>();

function localeOf(language: string | undefined): string {
  return language && language !== 'und' ? language : 'en';
}

export function sentenceSegmenter(language?: string): Intl.Segmenter {
  const locale = localeOf(language);
  let segmenter = sentenceSegmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
    sentenceSegmenters.set(locale, segmenter);
  }
  return segmenter;
}

export function wordSegmenter(language?: string): Intl.Segmenter {
  const locale = localeOf(language);
  let segmenter = wordSegmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    wordSegmenters.set(locale, segmenter);
  }
  return segmenter;
}

/**
 * Longest string handed to Intl.Segmenter at once. Its cost grows faster than linearly with the
 * length of one string in this V8, so longer passages are cut at safe points first.
 */
const MAX_SEGMENT_CHARS = 2000;

/**
 * Cuts [start, end) of text into pieces no longer than MAX_SEGMENT_CHARS, preferring to cut after
 * sentence punctuation followed by a space, then at a line break, then at any space.
 * Returns the cut positions including start and end.
 */
export function boundedCuts(text: string, start: number, end: number, max = MAX_SEGMENT_CHARS): number[] {
  const cuts = [start];
  let from = start;
  while (end - from > max) {
    const limit = from + max;
    let cut = -1;
    for (let i = limit; i > from + max / 2; i--) {
      const c = text.charCodeAt(i - 1);
      const next = text.charCodeAt(i);
      if ((c === 46 || c === 33 || c === 63 || c === 0x3002) && (next === 32 || next === 10)) {
        cut = i;
        break;
      }
    }
    if (cut < 0) {
      const nl = text.lastIndexOf('\n', limit);
      if (nl > from + max / 2) cut = nl + 1;
    }
    if (cut < 0) {
      const sp = text.lastIndexOf(' ', limit);
      if (sp > from + max / 4) cut = sp + 1;
    }
    if (cut < 0) {
      cut = limit;
      // Never split a surrogate pair.
      const code = text.charCodeAt(cut - 1);
      if (code >= 0xd800 && code <= 0xdbff) cut--;
    }
    cuts.push(cut);
    from = cut;
  }
  cuts.push(end);
  return cuts;
}
