export { ExtractionError, extract } from './extract/index.ts';
export { detectLanguage, languageName } from './language/index.ts';
export {
  countWords,
  countWordsIn,
  looksLikeTranscript,
  type SegmentedDocument,
  type SegmentOptions,
  type SentenceOptions,
  type Span,
  segmentDocument,
  splitSentenceSpans,
  splitSentences,
  stopwordsFor,
  type TextUnit,
  textSimilarity,
  type UnitKind,
  wordsOf,
} from './segment/index.ts';
export { formatDuration, summarize, transcriptCue } from './summarize/index.ts';
export type * from './types.ts';
