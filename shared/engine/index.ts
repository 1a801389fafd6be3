export { ExtractionError, extract } from './extract/index.ts';
export type * from './types.ts';
