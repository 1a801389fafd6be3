import { jsPDF } from 'jspdf';
import {
  isNote,
  NOTES_LEAD,
  NOTES_TITLE,
  type Run,
  type SummaryDocument,
  type TextRun,
} from './summaryDocument.ts';

/**
 * The summary as a PDF (A4): title, headings, paragraphs and lists laid out with Roboto (embedded,
 * subset to the letters used, so the text can be searched and copied), a small raised number after
 * each cited sentence, and its source passage under "Sources" at the end. Pages are numbered.
 * jsPDF (MIT) writes the file; the layout (line breaks across bold and regular text, page breaks) is
 * ours.
 */
export interface PdfFonts {
  /** TrueType files (woffFont.ts unpacks the package's WOFF). */
  regular: Uint8Array;
  bold: Uint8Array;
}

/** Thrown when the summary has letters the embedded font lacks (Chinese, Arabic, …). */
export class MissingGlyphsError extends Error {
  constructor(readonly characters: string[]) {
    super(`The PDF font has no letters for: ${characters.join(' ')}`);
    this.name = 'MissingGlyphsError';
  }
}

const FONT = 'Roboto';
const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;
const SIZES = { title: 20, subtitle: 10, heading: [15, 13, 11.5], body: 11, note: 9.5, reference: 7 };
const LINE = 1.4;
const LIST_INDENT = 16;
const COLORS = { text: [30, 41, 59], muted: [100, 116, 139], accent: [12, 74, 110] } as const;

export function summaryPdf(document: SummaryDocument, fonts: PdfFonts): Uint8Array {
  const pdf = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  pdf.addFileToVFS('Roboto-Regular.ttf', binaryString(fonts.regular));
  pdf.addFileToVFS('Roboto-Bold.ttf', binaryString(fonts.bold));
  pdf.addFont('Roboto-Regular.ttf', FONT, 'normal');
  pdf.addFont('Roboto-Bold.ttf', FONT, 'bold');
  pdf.setProperties({ title: document.title, creator: 'Summer' });
  checkGlyphs(pdf, document);

  const page = new PageWriter(pdf);
  page.block([{ text: document.title, bold: true }], SIZES.title, { color: COLORS.accent, after: 4 });
  if (document.subtitle) page.block([{ text: document.subtitle }], SIZES.subtitle, { color: COLORS.muted });
  page.space(14);

  let number = 0;
  let previous: SummaryDocument['blocks'][number]['kind'] | null = null;
  for (const block of document.blocks) {
    if (block.kind === 'heading') {
      page.space(previous === null ? 0 : 8);
      const size = SIZES.heading[block.level - 1]!;
      page.block(
        block.runs.map((run) => (isNote(run) ? run : { ...run, bold: true })),
        size,
        { color: COLORS.accent, after: 4, keepWithNext: 3 * size },
      );
    } else if (block.kind === 'item') {
      number = block.ordered ? (previous === 'item' ? number + 1 : 1) : 0;
      page.block(block.runs, SIZES.body, { marker: block.ordered ? `${number}.` : '•', after: 3 });
    } else {
      if (previous === 'item') page.space(4);
      page.block(block.runs, SIZES.body, { after: 7 });
    }
    previous = block.kind;
  }

  if (document.notes.length > 0) {
    page.space(14);
    page.block([{ text: NOTES_TITLE, bold: true }], SIZES.heading[1]!, {
      color: COLORS.accent,
      after: 4,
      keepWithNext: 60,
    });
    page.block([{ text: NOTES_LEAD }], SIZES.note, { color: COLORS.muted, after: 8 });
    for (const note of document.notes) {
      page.block([{ text: note.passage }], SIZES.note, { marker: `[${note.number}]`, after: 5 });
    }
  }
  page.numberPages();
  return new Uint8Array(pdf.output('arraybuffer'));
}

/** Fails before any layout when a letter of the summary is missing from the font. */
function checkGlyphs(pdf: jsPDF, document: SummaryDocument): void {
  pdf.setFont(FONT, 'normal');
  const metadata = (pdf.getFont() as unknown as { metadata: { characterToGlyph(code: number): number } })
    .metadata;
  const texts = [
    document.title,
    document.subtitle ?? '',
    ...document.blocks.flatMap((block) => block.runs.map((run) => (isNote(run) ? '' : run.text))),
    ...document.notes.map((note) => note.passage),
  ];
  const missing = new Set<string>();
  for (const text of texts) {
    for (const character of text) {
      if (/\s/.test(character)) continue;
      const code = character.codePointAt(0)!;
      if (code > 0xffff || metadata.characterToGlyph(code) === 0) missing.add(character);
    }
  }
  if (missing.size > 0) throw new MissingGlyphsError([...missing].slice(0, 12));
}

interface BlockOptions {
  color?: readonly number[];
  after?: number;
  /** A list mark or note number, hanging in the left margin of the block. */
  marker?: string;
  /** Room needed below the block's first line (a heading keeps with its text). */
  keepWithNext?: number;
}

/** One word (with its style), a space, or a note reference, as laid out on a line. */
interface Piece {
  text: string;
  bold: boolean;
  space: boolean;
  note: boolean;
  width: number;
}

/** Writes blocks down the page, breaking lines and pages. */
class PageWriter {
  private y = PAGE.margin;

  constructor(private readonly pdf: jsPDF) {}

  space(points: number): void {
    this.y += points;
  }

  block(runs: readonly Run[], size: number, options: BlockOptions = {}): void {
    const indent = options.marker ? LIST_INDENT + (options.marker.length > 2 ? 8 : 0) : 0;
    const lines = this.lines(runs, size, TEXT_WIDTH - indent);
    const height = size * LINE;
    const color = options.color ?? COLORS.text;
    lines.forEach((line, index) => {
      const needed = index === 0 ? height + (options.keepWithNext ?? 0) : height;
      if (this.y + needed > PAGE.height - PAGE.margin) {
        this.pdf.addPage();
        this.y = PAGE.margin;
      }
      const baseline = this.y + size;
      if (index === 0 && options.marker) {
        this.pdf
          .setFont(FONT, 'normal')
          .setFontSize(size)
          .setTextColor(...COLORS.muted);
        this.pdf.text(options.marker, PAGE.margin, baseline);
      }
      let x = PAGE.margin + indent;
      for (const piece of line) {
        if (!piece.space) {
          if (piece.note) {
            this.pdf
              .setFont(FONT, 'normal')
              .setFontSize(SIZES.reference)
              .setTextColor(...COLORS.accent);
            this.pdf.text(piece.text, x, baseline - size * 0.38);
          } else {
            this.pdf.setFont(FONT, piece.bold ? 'bold' : 'normal').setFontSize(size);
            this.pdf.setTextColor(color[0]!, color[1]!, color[2]!);
            this.pdf.text(piece.text, x, baseline);
          }
        }
        x += piece.width;
      }
      this.y += height;
    });
    this.y += options.after ?? 0;
  }

  /** Greedy line breaking over words of mixed style; a word longer than a line is cut. */
  private lines(runs: readonly Run[], size: number, width: number): Piece[][] {
    const pieces: Piece[] = [];
    for (const run of runs) {
      if (isNote(run)) {
        pieces.push(this.piece(String(run.note), false, SIZES.reference, { note: true }));
        continue;
      }
      for (const part of (run as TextRun).text.split(/(\s+)/)) {
        if (!part) continue;
        if (/^\s+$/.test(part)) pieces.push(this.piece(' ', false, size, { space: true }));
        else pieces.push(...this.cut(this.piece(part, Boolean(run.bold), size), size, width));
      }
    }
    const lines: Piece[][] = [];
    let line: Piece[] = [];
    let used = 0;
    for (const piece of pieces) {
      if (piece.space && line.length === 0) continue;
      // A word (or note number) and the note numbers glued to it move to the next line together.
      if (!piece.space && used + piece.width > width && line.length > 0 && !piece.note) {
        while (line.at(-1)?.space) line.pop();
        lines.push(line);
        line = [];
        used = 0;
      }
      line.push(piece);
      used += piece.width;
    }
    while (line.at(-1)?.space) line.pop();
    if (line.length > 0) lines.push(line);
    return lines.length > 0 ? lines : [[]];
  }

  private piece(text: string, bold: boolean, size: number, kind: { space?: boolean; note?: boolean } = {}) {
    this.pdf.setFont(FONT, bold ? 'bold' : 'normal').setFontSize(size);
    const width = this.pdf.getStringUnitWidth(text) * size;
    return { text, bold, space: kind.space ?? false, note: kind.note ?? false, width };
  }

  /** A word wider than the line, in pieces that fit. */
  private cut(piece: Piece, size: number, width: number): Piece[] {
    if (piece.width <= width) return [piece];
    const out: Piece[] = [];
    let rest = piece.text;
    while (rest) {
      let length = rest.length;
      while (length > 1 && this.piece(rest.slice(0, length), piece.bold, size).width > width) length -= 1;
      out.push(this.piece(rest.slice(0, length), piece.bold, size));
      rest = rest.slice(length);
    }
    return out;
  }

  numberPages(): void {
    const pages = this.pdf.getNumberOfPages();
    for (let index = 1; index <= pages; index++) {
      this.pdf.setPage(index);
      this.pdf
        .setFont(FONT, 'normal')
        .setFontSize(8.5)
        .setTextColor(...COLORS.muted);
      this.pdf.text(`${index} / ${pages}`, PAGE.width / 2, PAGE.height - PAGE.margin / 2, {
        align: 'center',
      });
    }
  }
}

/** Bytes as the one-byte-per-character string jsPDF's virtual file system takes. */
function binaryString(bytes: Uint8Array): string {
  let out = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    out += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return out;
}
