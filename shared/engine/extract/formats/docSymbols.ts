/**
 * Word 97–2003 stores a symbol inserted from a font (Insert > Symbol: β, σ, °) as "(" in its text and
 * the real character in the run's properties (sprmCSymbol: font and code). word-extractor reads the
 * text alone, so "beta=βG" reached the reader as "beta=(G" and "–90°" as "–90(". This reads the runs'
 * properties and tells which "(" of the body word-extractor gives are symbols, and which.
 *
 * The body word-extractor gives has its field codes and deleted text removed. The same is done here to
 * the "(" and field marks of the raw body, so the n-th "(" of both is the same character; when their
 * counts differ the text is left as it is.
 */

import { readPieceTable, u16, u32 } from './pieceTable.ts';
import { symbolCharacter } from './symbolFont.ts';

/** sprmCSymbol: a run's symbol, operand font index (2 bytes) and character code (2 bytes). */
const SPRM_SYMBOL = 0x6a09;
/** sprmCFRMarkDel: the run is deleted text kept for tracked changes. */
const SPRM_DELETED = 0x0800;
/** Operand sizes by the sprm's spra bits; 0 for a size given in the operand's first byte. */
const OPERAND_SIZE = [1, 1, 2, 4, 2, 2, 0, 3];
/** Word's field marks (begin 0x13, separator 0x14, end 0x15), written "{", "|" and "}" among the marks. */
const FIELD_MARK: Record<number, string> = { 19: '{', 20: '|', 21: '}' };
/** word-extractor's rule: an innermost field gives its result (after the separator) and loses its code. */
const INNERMOST_FIELD = /\{[^{|}]*\|?([^{|}]*)\}/g;
/** A symbol stands in the marks string as a private-use character, numbered from here. */
const SYMBOL_BASE = 0xe000;
const MAX_SYMBOLS = 0x1900;
const MAX_SYMBOL_RUN = 64;

interface Piece {
  cpStart: number;
  cpEnd: number;
  /** Byte offset of the piece's first character in the WordDocument stream. */
  fc: number;
  bytesPerChar: 1 | 2;
}

/** The piece table: where each run of character positions is stored, and in one or two bytes. */
function readPieces(word: Uint8Array, table: Uint8Array): Piece[] {
  return readPieceTable(table, u32(word, 0x1a2), u32(word, 0x1a6)).map(({ cpStart, cpEnd, fc }) => {
    const compressed = (fc & 0x40000000) !== 0;
    return {
      cpStart,
      cpEnd,
      fc: compressed ? (fc & 0x3fffffff) / 2 : fc,
      bytesPerChar: compressed ? 1 : 2,
    };
  });
}

/** The names of the document's fonts, by index (SttbfFfn). */
function readFontNames(word: Uint8Array, table: Uint8Array): string[] {
  let at = u32(word, 0x112);
  const end = at + u32(word, 0x116);
  const count = u16(table, at);
  at += 4;
  const names: string[] = [];
  for (let i = 0; i < count && at < end; i++) {
    const size = table[at]! + 1;
    let name = '';
    // The name follows 40 bytes of metrics: UTF-16, ended by a zero.
    for (let p = at + 40; p + 1 < at + size && u16(table, p) !== 0; p += 2)
      name += String.fromCharCode(u16(table, p));
    names.push(name);
    at += size;
  }
  return names;
}

interface RunMarks {
  /** File offset of each symbol's character, and the character it stands for ('' for none). */
  symbols: Map<number, string>;
  /** File offset ranges of deleted text. */
  deleted: Array<[number, number]>;
}

/** Symbols and deletions from the character properties' FKP pages (PlcfBteChpx). */
function readRuns(word: Uint8Array, table: Uint8Array, fonts: readonly string[]): RunMarks {
  const marks: RunMarks = { symbols: new Map(), deleted: [] };
  const at = u32(word, 0xfa);
  const pages = Math.floor(Math.min((u32(word, 0xfe) - 4) / 8, table.length / 8));
  for (let i = 0; i < pages; i++) {
    const page = u32(table, at + (pages + 1) * 4 + i * 4) * 512;
    if (page + 512 > word.length) continue;
    const runs = word[page + 511]!;
    for (let j = 0; j < runs; j++) {
      const offset = word[page + (runs + 1) * 4 + j]! * 2;
      if (offset === 0) continue;
      const from = u32(word, page + j * 4);
      const to = u32(word, page + (j + 1) * 4);
      const grpprlEnd = page + offset + 1 + word[page + offset]!;
      for (let p = page + offset + 1; p + 2 <= grpprlEnd; ) {
        const sprm = u16(word, p);
        p += 2;
        const size = OPERAND_SIZE[sprm >> 13]! || word[p]! + 1;
        // A symbol's run holds a character or a few; a longer one comes from a damaged page.
        if (sprm === SPRM_SYMBOL && to - from <= MAX_SYMBOL_RUN) {
          const char = symbolCharacter(fonts[u16(word, p)] ?? '', u16(word, p + 2)) ?? '';
          for (let fc = from; fc < to; fc++) marks.symbols.set(fc, char);
        } else if (sprm === SPRM_DELETED && word[p]! & 1) marks.deleted.push([from, to]);
        p += size;
      }
    }
  }
  return marks;
}

/**
 * The "(" of word-extractor's body in order, each with the symbol it stands for or undefined for a
 * real parenthesis. Undefined when the document has no symbols or cannot be read so.
 */
export function wordSymbols(word: Uint8Array, table: Uint8Array): Array<string | undefined> | undefined {
  try {
    const runs = readRuns(word, table, readFontNames(word, table));
    if (runs.symbols.size === 0 || runs.symbols.size > MAX_SYMBOLS) return undefined;
    const deleted = runs.deleted.sort(([a], [b]) => a - b);
    const isDeleted = (fc: number) => {
      let low = 0;
      let high = deleted.length - 1;
      while (low <= high) {
        const middle = (low + high) >> 1;
        const [from, to] = deleted[middle]!;
        if (fc < from) high = middle - 1;
        else if (fc >= to) low = middle + 1;
        else return true;
      }
      return false;
    };
    // Bounded by the stream's length too: a damaged header's counts are never trusted.
    const bodyEnd = Math.min(u32(word, 0x4c), word.length);
    const found: string[] = [];
    let marks = '';
    let budget = word.length;
    for (const piece of readPieces(word, table)) {
      const end = Math.min(piece.cpEnd, bodyEnd, piece.cpStart + budget);
      budget -= Math.max(0, end - piece.cpStart);
      for (let cp = piece.cpStart; cp < end; cp++) {
        const fc = piece.fc + (cp - piece.cpStart) * piece.bytesPerChar;
        const code = piece.bytesPerChar === 1 ? word[fc]! : u16(word, fc);
        if ((code !== 0x28 && !FIELD_MARK[code]) || isDeleted(fc)) continue;
        const symbol = code === 0x28 ? runs.symbols.get(fc) : undefined;
        if (symbol === undefined) marks += FIELD_MARK[code] ?? '(';
        else {
          marks += String.fromCharCode(SYMBOL_BASE + found.length);
          found.push(symbol);
        }
      }
    }
    for (let before = ''; before !== marks; ) {
      before = marks;
      marks = marks.replace(INNERMOST_FIELD, '$1');
    }
    return [...marks.replace(/[{|}]/g, '')].map((m) =>
      m === '(' ? undefined : found[m.charCodeAt(0) - SYMBOL_BASE],
    );
  } catch {
    return undefined;
  }
}

/** The body with each "(" that stands for a symbol replaced by it; unchanged when the counts differ. */
export function withWordSymbols(body: string, parens: ReadonlyArray<string | undefined> | undefined): string {
  if (!parens) return body;
  const parts = body.split('(');
  if (parts.length - 1 !== parens.length) return body;
  return parts.reduce((text, part, i) => text + (parens[i - 1] ?? '(') + part);
}
