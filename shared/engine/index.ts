export { detectFormat, ExtractionError, extract, htmlToText } from './extract/index.ts';
export { detectLanguage, languageName } from './language/index.ts';
export {
  countWords,
  countWordsIn,
  createSourceIndex,
  looksLikeTranscript,
  type SegmentedDocument,
  type SegmentOptions,
  type SentenceOptions,
  type SourceIndex,
  type SourceMatch,
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
