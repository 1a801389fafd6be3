/**
 * Words in a text, counted the way readers count them in any script (Intl.Segmenter knows Chinese,
 * Thai and Japanese have no spaces). Paragraph by paragraph: the segmenter slows down badly on one
 * very long string.
 */
const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

export function countWords(text: string): number {
  let total = 0;
  for (const paragraph of text.split(/\n\s*\n/)) {
    for (const segment of segmenter.segment(paragraph)) if (segment.isWordLike) total++;
  }
  return total;
}
