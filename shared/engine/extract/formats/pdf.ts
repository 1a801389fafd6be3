/**
 * PDF text layers, page by page, with pdf.js (its legacy build runs in Node 20). Lines are rebuilt
 * from text positions; a clear vertical gap starts a new paragraph. Pages without text are checked for
 * images: a PDF of only images is refused with the pages named (it needs OCR first), one with some
 * image pages keeps the rest and warns. Pages and time are capped.
 */

import type { DocumentFormat } from '../../types.ts';
import { ExtractionError } from '../ExtractionError.ts';
import { MAX_PDF_PAGES, PDF_TIME_BUDGET_MS } from '../limits.ts';
import { withFormulasJoined, withWholeBrackets } from './pdfFormulas.ts';
import { joinPages } from './pdfJoins.ts';
import {
  describePages,
  isGarbledText,
  pageItemsToText,
  type TextItemLike,
  withoutRunningHeaders,
} from './pdfLayout.ts';
import { withoutClosingPage } from './pdfSlides.ts';

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

interface StructNode {
  type?: string;
  role?: string;
  children?: StructNode[];
}

/**
 * A page without content whose structure tree still lists marked content on it lost its content
 * stream: the document is damaged, not blank.
 */
async function refersToMissingContent(page: { getStructTree(): Promise<unknown> }): Promise<boolean> {
  let tree: StructNode | null;
  try {
    tree = (await page.getStructTree()) as StructNode | null;
  } catch {
    return false;
  }
  const pending: StructNode[] = tree ? [tree] : [];
  for (let visited = 0; pending.length > 0 && visited < 10000; visited++) {
    const node = pending.pop()!;
    if (node.type === 'content') return true;
    if (node.children) pending.push(...node.children);
  }
  return false;
}

function isPasswordError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'PasswordException' || /password/i.test(error.message));
}

function copyBytes(bytes: Uint8Array): Uint8Array {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy;
}

export interface PdfLimits {
  maxPages: number;
  timeBudgetMs: number;
}

export async function extractPdf(
  bytes: Uint8Array,
  limits: PdfLimits = { maxPages: MAX_PDF_PAGES, timeBudgetMs: PDF_TIME_BUDGET_MS },
): Promise<{
  text: string;
  format: DocumentFormat;
  pages: number;
  title?: string;
  warnings: string[];
}> {
  let pdfjs: PdfJs;
  try {
    pdfjs = await loadPdfJs();
  } catch {
    pdfjsPromise = undefined;
    throw new ExtractionError('unsupported', 'PDF files cannot be read here: the PDF reader failed to load.');
  }
  const assets = pdfjsAssetDirectory();
  const loadingTask = pdfjs.getDocument({
    // pdf.js may transfer (detach) the buffer it is given: hand it a copy (Buffer#slice would not copy).
    data: copyBytes(bytes),
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
    const readable = Math.min(pageCount, limits.maxPages);
    const started = Date.now();
    const pageTexts: string[] = [];
    const imagePages: number[] = [];
    const blankPages: number[] = [];
    const failedPages: number[] = [];
    const garbledPages: number[] = [];
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
      if (number > 1 && Date.now() - started > limits.timeBudgetMs) break;
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
        const [left = 0, bottom = 0, right = 0, top = 0] = page.view;
        const text = pageItemsToText(content.items.filter((item) => 'str' in item) as TextItemLike[], {
          width: Math.abs(right - left),
          height: Math.abs(top - bottom),
          first: number === 1,
        });
        if (/[\p{L}\p{N}]/u.test(text)) {
          if (isGarbledText(text)) garbledPages.push(number);
          else pageTexts.push(text);
          continue;
        }
        const operators = await page.getOperatorList();
        if (operators.fnArray.some((op) => imageOps.has(op))) imagePages.push(number);
        else if (await refersToMissingContent(page)) failedPages.push(number);
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
      if (garbledPages.length > 0 && blankPages.length === 0) {
        throw new ExtractionError(
          'corrupt',
          'This PDF is damaged: its text layer is unreadable (its fonts map every character to the same letter).',
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
    if (garbledPages.length > 0) {
      warnings.push(
        garbledPages.length === 1
          ? `Page ${garbledPages[0]} has an unreadable text layer (damaged fonts), so its content is not included.`
          : `Pages ${describePages(garbledPages)} have an unreadable text layer (damaged fonts), so their content is not included.`,
      );
    }
    if (failedPages.length > 0) {
      const which =
        failedPages.length === 1 ? `Page ${failedPages[0]} is` : `Pages ${describePages(failedPages)} are`;
      warnings.push(`${which} damaged and could not be read.`);
    }
    if (lastRead < pageCount) {
      const read =
        lastRead === 1
          ? `the first of ${pageCount} pages was`
          : `the first ${lastRead} of ${pageCount} pages were`;
      warnings.push(`Only ${read} read; the document is too long to read in full.`);
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
      // A displayed formula's brackets and parts are put together once the running headers are gone.
      text: joinPages(
        withoutClosingPage(withoutRunningHeaders(pageTexts), lastRead === pageCount).map((page) =>
          withFormulasJoined(withWholeBrackets(page)),
        ),
      ),
      format: 'pdf',
      pages: pageCount,
      warnings,
      ...(title ? { title } : {}),
    };
  } finally {
    await document.destroy().catch(() => undefined);
  }
}
