/**
 * PDF text layers, page by page, with pdf.js (its legacy build runs in Node 20). Lines are rebuilt
 * from text positions; a clear vertical gap starts a new paragraph. Pages without text are checked for
 * images: a PDF of only images is refused with the pages named (it needs OCR first), one with some
 * image pages keeps the rest and warns. Pages and time are capped.
 */

import type { DocumentFormat } from '../../types.ts';
import { ExtractionError } from '../ExtractionError.ts';
import { MAX_PDF_PAGES, PDF_TIME_BUDGET_MS } from '../limits.ts';
import { joinBlocks } from '../textConvention.ts';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let pdfjsPromise: Promise<PdfJs> | undefined;
function loadPdfJs(): Promise<PdfJs> {
  pdfjsPromise ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjsPromise;
}

/** Where pdf.js keeps its character maps and standard fonts, as a file-system path (Node only). */
function pdfjsAssetDirectory(): string | undefined {
  try {
    const resolve = (import.meta as { resolve?: (specifier: string) => string }).resolve;
    if (typeof resolve !== 'function') return undefined;
    const url = new URL(resolve('pdfjs-dist/package.json'));
    if (url.protocol !== 'file:') return undefined;
    let path = decodeURIComponent(url.pathname);
    if (/^\/[A-Za-z]:\//.test(path)) path = path.slice(1);
    return path.replace(/package\.json$/, '');
  } catch {
    return undefined;
  }
}

/** "1–3, 5, 7–8" */
export function describePages(pages: number[]): string {
  const parts: string[] = [];
  let start = pages[0];
  let previous = pages[0];
  const close = () => {
    if (start === undefined || previous === undefined) return;
    parts.push(start === previous ? `${start}` : `${start}–${previous}`);
  };
  for (const page of pages.slice(1)) {
    if (previous !== undefined && page === previous + 1) {
      previous = page;
      continue;
    }
    close();
    start = page;
    previous = page;
  }
  close();
  return parts.join(', ');
}

interface TextItemLike {
  str: string;
  hasEOL: boolean;
  transform: number[];
  height: number;
}

/** One page's text items to lines and paragraphs. */
export function pageItemsToText(items: TextItemLike[]): string {
  const out: string[] = [];
  let lastY: number | undefined;
  let lastHeight = 0;
  let lineOpen = false;
  for (const item of items) {
    const y = item.transform[5] ?? 0;
    const height = Math.abs(item.height || item.transform[3] || 0);
    if (lastY !== undefined && item.str !== '') {
      const gap = Math.abs(lastY - y);
      const lineHeight = Math.max(lastHeight, height, 1);
      if (gap > lineHeight * 1.9) {
        out.push('\n\n');
        lineOpen = false;
      } else if (gap > lineHeight * 0.5 && lineOpen) {
        out.push('\n');
        lineOpen = false;
      }
    }
    if (item.str !== '') {
      out.push(item.str);
      lineOpen = true;
      lastY = y;
      lastHeight = height || lastHeight;
    }
    if (item.hasEOL) {
      out.push('\n');
      lineOpen = false;
    }
  }
  return out
    .join('')
    .split(/\n{2,}/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter((line) => line !== '')
        .join('\n'),
    )
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
}

function isPasswordError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'PasswordException' || /password/i.test(error.message));
}

export async function extractPdf(bytes: Uint8Array): Promise<{
  text: string;
  format: DocumentFormat;
  pages: number;
  title?: string;
  warnings: string[];
}> {
  const pdfjs = await loadPdfJs();
  const assets = pdfjsAssetDirectory();
  const loadingTask = pdfjs.getDocument({
    // pdf.js may transfer (detach) the buffer it is given: hand it a copy.
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
    ...(assets
      ? { cMapUrl: `${assets}cmaps/`, cMapPacked: true, standardFontDataUrl: `${assets}standard_fonts/` }
      : {}),
  });
  let document: Awaited<typeof loadingTask.promise>;
  try {
    document = await loadingTask.promise;
  } catch (error) {
    await loadingTask.destroy().catch(() => undefined);
    if (isPasswordError(error)) {
      throw new ExtractionError(
        'encrypted',
        'This PDF is password-protected. Open it, remove the password (or print it to a new PDF) and upload it again.',
      );
    }
    throw new ExtractionError(
      'corrupt',
      'This PDF is damaged and could not be opened. Try saving it again from the program that made it.',
    );
  }
  try {
    const pageCount = document.numPages;
    const readable = Math.min(pageCount, MAX_PDF_PAGES);
    const started = Date.now();
    const pageTexts: string[] = [];
    const imagePages: number[] = [];
    const blankPages: number[] = [];
    const failedPages: number[] = [];
    let lastRead = 0;
    const imageOps = new Set([
      pdfjs.OPS.paintImageXObject,
      pdfjs.OPS.paintInlineImageXObject,
      pdfjs.OPS.paintImageMaskXObject,
      pdfjs.OPS.paintImageXObjectRepeat,
      pdfjs.OPS.paintInlineImageXObjectGroup,
      pdfjs.OPS.paintImageMaskXObjectGroup,
      pdfjs.OPS.paintImageMaskXObjectRepeat,
    ]);
    for (let number = 1; number <= readable; number++) {
      if (Date.now() - started > PDF_TIME_BUDGET_MS) break;
      lastRead = number;
      let page: Awaited<ReturnType<typeof document.getPage>>;
      try {
        page = await document.getPage(number);
      } catch {
        failedPages.push(number);
        continue;
      }
      try {
        const content = await page.getTextContent();
        const text = pageItemsToText(content.items.filter((item) => 'str' in item) as TextItemLike[]);
        if (/[\p{L}\p{N}]/u.test(text)) {
          pageTexts.push(text);
          continue;
        }
        const operators = await page.getOperatorList();
        if (operators.fnArray.some((op) => imageOps.has(op))) imagePages.push(number);
        else blankPages.push(number);
      } catch {
        failedPages.push(number);
      } finally {
        page.cleanup();
      }
    }

    const warnings: string[] = [];
    if (pageTexts.length === 0) {
      if (imagePages.length > 0) {
        const which =
          imagePages.length === 1
            ? `page ${imagePages[0]} is an image`
            : `pages ${describePages(imagePages)} are images`;
        throw new ExtractionError(
          'image_only',
          `This PDF has no text layer (${which}). Scanned documents need OCR first.`,
          imagePages,
        );
      }
      if (failedPages.length > 0 && blankPages.length === 0) {
        throw new ExtractionError('corrupt', 'This PDF is damaged: none of its pages could be read.');
      }
      throw new ExtractionError('empty', 'This PDF contains no text: its pages are blank.');
    }
    if (imagePages.length > 0) {
      const which =
        imagePages.length === 1 ? `Page ${imagePages[0]} has` : `Pages ${describePages(imagePages)} have`;
      warnings.push(
        `${which} no text layer (scanned images), so their content is not included. Run OCR on them to include it.`,
      );
    }
    if (failedPages.length > 0) {
      const which =
        failedPages.length === 1 ? `Page ${failedPages[0]} is` : `Pages ${describePages(failedPages)} are`;
      warnings.push(`${which} damaged and could not be read.`);
    }
    if (lastRead < pageCount) {
      warnings.push(
        `Only pages 1–${lastRead} of ${pageCount} were read; the document is too long to read in full.`,
      );
    }
    let title: string | undefined;
    try {
      const metadata = await document.getMetadata();
      const info = metadata.info as { Title?: unknown } | undefined;
      if (typeof info?.Title === 'string' && info.Title.trim()) title = info.Title.trim();
    } catch {
      // A missing or broken info dictionary only costs the title.
    }
    return {
      text: joinBlocks(pageTexts),
      format: 'pdf',
      pages: pageCount,
      warnings,
      ...(title ? { title } : {}),
    };
  } finally {
    await document.destroy().catch(() => undefined);
  }
}
