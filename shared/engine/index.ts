export { ExtractionError, extract } from './extract/index.ts';
export { detectLanguage, languageName } from './language/index.ts';
export {
  countWords,
  countWordsIn,
  looksLikeTranscript,
  type Span,
  segmentDocument,
  splitSentenceSpans,
  splitSentences,
  type TextUnit,
  textSimilarity,
} from './segment/index.ts';
export { summarize } from './summarize/index.ts';
export type * from './types.ts';
