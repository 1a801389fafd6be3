export { type Span, splitSentenceSpans, splitSentences } from './sentences.ts';
export { textSimilarity } from './similarity.ts';

export { looksLikeTranscript } from './structure.ts';
export { termNormalizer } from './terms.ts';
export {
  segmentDocument,
  type TextUnit,
} from './units.ts';
export { countWords, countWordsIn } from './words.ts';
