export { detectFormat, ExtractionError, extract, htmlToText } from './extract/index.ts';
export type * from './types.ts';
