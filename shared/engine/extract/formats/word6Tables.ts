/**
 * Where a Word 6/95 table's rows end. Its text marks the end of every cell and of every row alike
 * (0x07), and a cell of two paragraphs holds a paragraph mark (0x0D), so the text alone ran a price
 * list's rows into one line and cut a cell "Наименование / продукции" in two. The paragraph properties
 * tell them apart: the paragraph that ends a row carries sprmPFTtp, and every paragraph of a table
 * sprmPFInTable.
 */

const FIB_FC_PLCF_BTE_PAPX = 0xc0;
const FIB_LCB_PLCF_BTE_PAPX = 0xc4;
const SPRM_IN_TABLE = 24;
const SPRM_TTP = 25;
/** A paragraph longer than this is no cell's: its line breaks are not looked for. */
const MAX_CELL_BYTES = 4096;
/**
 * Operand sizes of the paragraph sprms Word 6 writes before sprmPFTtp (they come in increasing order):
 * 0 where the first operand byte gives the size. A sprm not listed ends the walk.
 */
const OPERAND_SIZE = new Map<number, number>([
  [2, 1],
  [3, 0],
  ...[4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map((sprm): [number, number] => [sprm, 1]),
  [15, 0],
  [16, 2],
  [17, 2],
  [18, 2],
  [19, 2],
  [20, 4],
  [21, 2],
  [22, 2],
  [23, 0],
  [24, 1],
  [25, 1],
]);

/** What a table's character is: a row's end mark, or a paragraph or line break inside a cell. */
export type TableMark = 'rowEnd' | 'inCell';

interface ParagraphTable {
  inTable: boolean;
  rowEnd: boolean;
}

function tableFlags(grpprl: Uint8Array): ParagraphTable {
  const flags = { inTable: false, rowEnd: false };
  for (let at = 0; at < grpprl.length; ) {
    const sprm = grpprl[at]!;
    const size = OPERAND_SIZE.get(sprm);
    if (size === undefined) break;
    const length = size === 0 ? 1 + (grpprl[at + 1] ?? 0) : size;
    if (sprm === SPRM_IN_TABLE) flags.inTable = grpprl[at + 1] === 1;
    if (sprm === SPRM_TTP) flags.rowEnd = grpprl[at + 1] === 1;
    at += 1 + length;
  }
  return flags;
}

/**
 * The file offsets of a Word 6/95 document's table marks: each row's last character (its end mark)
 * and each paragraph mark or line break inside a cell. Empty when the document has no table or its pages cannot be
 * read.
 */
export function word6TableMarks(stream: Uint8Array): Map<number, TableMark> {
  const marks = new Map<number, TableMark>();
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  if (FIB_LCB_PLCF_BTE_PAPX + 4 > stream.length) return marks;
  const at = view.getUint32(FIB_FC_PLCF_BTE_PAPX, true);
  const pages = Math.floor((view.getUint32(FIB_LCB_PLCF_BTE_PAPX, true) - 4) / 6);
  if (pages <= 0 || at + (pages + 1) * 4 + pages * 2 > stream.length) return marks;
  for (let i = 0; i < pages; i++) {
    const page = view.getUint16(at + (pages + 1) * 4 + i * 2, true) * 512;
    if (page + 512 > stream.length) continue;
    const runs = stream[page + 511]!;
    for (let j = 0; j < runs; j++) {
      const end = view.getUint32(page + (j + 1) * 4, true);
      // Word 6's BX is 7 bytes: the PAPX's offset in words, then the paragraph's height.
      const offset = stream[page + (runs + 1) * 4 + j * 7]! * 2;
      if (offset === 0 || end === 0 || end > stream.length) continue;
      const words = stream[page + offset]!;
      // The PAPX: its length in words, the style (2 bytes), then the sprms.
      const flags = tableFlags(stream.subarray(page + offset + 3, page + offset + 1 + words * 2));
      if (!flags.inTable) continue;
      const last = stream[end - 1];
      if (flags.rowEnd && last === 0x07) marks.set(end - 1, 'rowEnd');
      else if (!flags.rowEnd && last === 0x0d) marks.set(end - 1, 'inCell');
      // A line break (Shift+Enter) inside a cell, as in "Наименование / продукции".
      const start = view.getUint32(page + j * 4, true);
      for (let fc = start; fc < end - 1 && end - start <= MAX_CELL_BYTES; fc++)
        if (stream[fc] === 0x0b) marks.set(fc, 'inCell');
    }
  }
  return marks;
}
