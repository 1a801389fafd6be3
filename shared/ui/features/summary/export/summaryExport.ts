import { type SummaryFileFormat, summaryFileName } from '../../../../domain/index.ts';
import { summaryMarkdown } from './markdownFile.ts';
import { type SummaryExportInput, summaryDocument } from './summaryDocument.ts';
import { summaryText } from './textFile.ts';

/**
 * The summary as a file in each format users ask for, with its citations: the same in the dashboard
 * and the library, on the web and the desktop. Text and Markdown are made at once; Word and PDF load
 * their writers on demand (the PDF's carries jsPDF and its font), so no page carries them unasked.
 */
export const EXPORT_FORMATS: readonly { format: SummaryFileFormat; label: string }[] = [
  { format: 'txt', label: 'Text (.txt)' },
  { format: 'md', label: 'Markdown (.md)' },
  { format: 'docx', label: 'Word (.docx)' },
  { format: 'pdf', label: 'PDF (.pdf)' },
];

const TYPES: Record<SummaryFileFormat, string> = {
  txt: 'text/plain;charset=utf-8',
  md: 'text/markdown;charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

export type { SummaryExportInput };

export async function summaryFile(
  format: SummaryFileFormat,
  input: SummaryExportInput,
): Promise<{ name: string; blob: Blob }> {
  const document = summaryDocument(input);
  let content: string | Uint8Array;
  if (format === 'txt') content = summaryText(document);
  else if (format === 'md') content = summaryMarkdown(document);
  else if (format === 'docx') content = (await import('./docxFile.ts')).summaryDocx(document);
  else content = await (await import('./pdfExport.ts')).pdfBytes(document);
  return {
    name: summaryFileName(input.filename, format),
    blob: new Blob([content as BlobPart], { type: TYPES[format] }),
  };
}

/** The PDF font lacks some of the summary's letters (the error's name survives the chunk boundary). */
export function isMissingGlyphs(error: unknown): error is Error & { characters: string[] } {
  return error instanceof Error && error.name === 'MissingGlyphsError';
}
