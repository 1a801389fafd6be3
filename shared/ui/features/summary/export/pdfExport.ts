import { summaryPdf } from './pdfFile.ts';
import type { SummaryDocument } from './summaryDocument.ts';

/**
 * The PDF export: jsPDF and the layout in this chunk, the font in one of its own (each stays a size a
 * browser fetches quickly), both loaded when somebody asks for a PDF.
 */
export async function pdfBytes(document: SummaryDocument): Promise<Uint8Array> {
  const { pdfFonts } = await import('./pdfFonts.ts');
  return summaryPdf(document, pdfFonts());
}
