/** The part of word-extractor's API the DOC reader uses (the package ships no types). */
declare module 'word-extractor' {
  namespace WordExtractor {
    interface TextOptions {
      filterUnicode?: boolean;
      includeHeadersAndFooters?: boolean;
      includeBody?: boolean;
    }
    interface Document {
      getBody(options?: TextOptions): string;
      getFootnotes(options?: TextOptions): string;
      getEndnotes(options?: TextOptions): string;
      getHeaders(options?: TextOptions): string;
      getFooters(options?: TextOptions): string;
      getAnnotations(options?: TextOptions): string;
      getTextboxes(options?: TextOptions): string;
    }
  }
  class WordExtractor {
    extract(source: string | Uint8Array): Promise<WordExtractor.Document>;
  }
  export default WordExtractor;
}
