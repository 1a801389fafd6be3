/**
 * How a downloaded summary is named, on the web and the desktop alike: the document's name (without
 * its extension) plus "summary", e.g. "Board minutes.pdf" → "Board minutes summary.docx". A document
 * without a usable name gives SPEC's "summary.txt" (and summary.md, .docx, .pdf).
 */
export type SummaryFileFormat = 'txt' | 'md' | 'docx' | 'pdf';

/** Longest document-name part kept: long names stay readable in a file manager and within path limits. */
const MAX_BASE_LENGTH = 120;

export function summaryFileName(documentName: string, format: SummaryFileFormat): string {
  const base = documentName
    .replace(/\.[^./\\\s]{1,8}$/, '')
    // Characters no file system takes (Windows is the strictest), and control characters.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced.
    .replace(/[<>:"/\\|?*\u0000-\u001f\u007f]+/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s.]+$/g, '')
    .slice(0, MAX_BASE_LENGTH)
    .trim();
  return base ? `${base} summary.${format}` : `summary.${format}`;
}
