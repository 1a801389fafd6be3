export { endsWithAbbreviation } from './abbreviations.ts';
export { type SentenceOptions, type Span, splitSentenceSpans, splitSentences } from './sentences.ts';
export { textSimilarity } from './similarity.ts';
export { createSourceIndex, type SourceIndex, type SourceMatch } from './sourceIndex.ts';
export { stopwordsFor } from './stopwords.ts';
export { looksLikeTranscript } from './structure.ts';
export { termNormalizer } from './terms.ts';
export {
  type SegmentedDocument,
  type SegmentOptions,
  segmentDocument,
  type TextUnit,
  type UnitKind,
} from './units.ts';
export { countWords, countWordsIn, wordsOf } from './words.ts';
