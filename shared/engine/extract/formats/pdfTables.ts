/**
 * Tables on a PDF page, found by geometry: a PDF has no table markup, only text placed in rows and
 * columns. Without this, a table reads as prose ("Region Revenue Growth North 120 4 % South …"), or,
 * where the file draws it column by column, as a run of one column's values.
 */

import type { PlacedItem } from './pdfItem.ts';

interface PageTable {
  /** Rows top to bottom, each its cells left to right. */
  rows: string[][];
  /** Indices of the items the table is made of. */
  members: Set<number>;
  /** The first member in the page's reading order: where the table stands in the text. */
  first: number;
}

/** Items whose baselines differ by less than this share of their height sit on one row. */
const SAME_ROW = 0.35;
/** A gap between two pieces of a row wider than this share of the text's height separates two cells. */
const CELL_GAP = 1.0;
/** Rows of one table follow each other at most this many line heights apart. */
const MAX_ROW_GAP = 2.6;
/** A cell is a few words: longer runs are lines of prose (two columns of a paper side by side). */
const MAX_CELL_WORDS = 8;
const MAX_CELL_CHARS = 60;
const MIN_ROWS = 3;
/** Cells start within this share of the text's height of their column's left edge. */
const ALIGNED = 0.8;
/** A column counts when this share of the table's rows has a cell starting there. */
const COLUMN_SHARE = 0.6;

/** Extremes without spreading an array into arguments: a page may hold more items than a call takes. */
function largest(values: Iterable<number>): number {
  let out = Number.NEGATIVE_INFINITY;
  for (const value of values) if (value > out) out = value;
  return out;
}

function smallest(values: Iterable<number>): number {
  let out = Number.POSITIVE_INFINITY;
  for (const value of values) if (value < out) out = value;
  return out;
}

interface Piece {
  index: number;
  x: number;
  end: number;
  y: number;
  height: number;
  text: string;
}

interface Row {
  y: number;
  height: number;
  cells: { x: number; end: number; text: string; members: number[] }[];
}

/** The page's items placed on rows (top to bottom), each row's pieces left to right, joined into cells. */
function rowsOf(items: readonly PlacedItem[]): Row[] {
  const pieces: Piece[] = [];
  items.forEach((item, index) => {
    if (!item.str.trim()) return;
    const x = item.transform[4] ?? 0;
    const height = Math.abs(item.height || item.transform[3] || 0) || 1;
    const width = item.width ?? item.str.length * height * 0.5;
    pieces.push({ index, x, end: x + width, y: item.transform[5] ?? 0, height, text: item.str });
  });
  pieces.sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Row[] = [];
  let row: Piece[] = [];
  const flush = () => {
    if (row.length === 0) return;
    row.sort((a, b) => a.x - b.x);
    const height = largest(row.map((p) => p.height));
    const cells: Row['cells'] = [];
    let previousEnd = Number.NEGATIVE_INFINITY;
    for (const piece of row) {
      const cell = cells[cells.length - 1];
      if (cell && piece.x - previousEnd < height * CELL_GAP) {
        cell.text +=
          piece.x - previousEnd > height * 0.1 && !/\s$/.test(cell.text) ? ` ${piece.text}` : piece.text;
        cell.end = Math.max(cell.end, piece.end);
        cell.members.push(piece.index);
      } else cells.push({ x: piece.x, end: piece.end, text: piece.text, members: [piece.index] });
      previousEnd = Math.max(previousEnd, piece.end);
    }
    for (const cell of cells) cell.text = cell.text.replace(/\s+/g, ' ').trim();
    rows.push({ y: row[0]!.y, height, cells });
    row = [];
  };
  for (const piece of pieces) {
    if (row.length && Math.abs(row[0]!.y - piece.y) > Math.max(row[0]!.height, piece.height) * SAME_ROW)
      flush();
    row.push(piece);
  }
  flush();
  return rows;
}

const HAS_CONTENT = /[\p{L}\p{N}]/u;
const isCellLike = (text: string) =>
  text.length <= MAX_CELL_CHARS && text.split(' ').length <= MAX_CELL_WORDS;

type Cell = Row['cells'][number];

/** The cells of the columns most rows share, left to right: two or more make the rows a table. */
function sharedColumns(rows: readonly Row[]): Cell[][] {
  const height = largest(rows.map((r) => r.height));
  const edges = rows
    .flatMap((r, row) => r.cells.map((cell) => ({ cell, row })))
    .sort((a, b) => a.cell.x - b.cell.x);
  const columns: Cell[][] = [];
  let k = 0;
  // One pass over the cells by their left edge: each column is the cells starting near its first.
  while (k < edges.length) {
    const start = edges[k]!.cell.x;
    const cells: Cell[] = [];
    const rowsThere = new Set<number>();
    for (; k < edges.length && edges[k]!.cell.x - start <= height * ALIGNED; k++) {
      cells.push(edges[k]!.cell);
      rowsThere.add(edges[k]!.row);
    }
    if (rowsThere.size >= rows.length * COLUMN_SHARE) columns.push(cells);
  }
  return columns;
}

/**
 * A header whose names wrap over two lines ("WHOSE VALUE" / "WAS “PIRATED”", "RESPONSE OF" / "THE
 * COURTS") is one row: its second line has fewer cells than its first, each under a cell of the first,
 * neither holds a figure or a label's colon, and the two lines stand closer than the rows below them. Read as two rows, the
 * second was a row of the table and every row was shown under half its column names.
 */
function withWrappedHeaderJoined(run: Row[]): Row[] {
  const [first, second, third] = run;
  if (!first || !second || !third || run.length <= MIN_ROWS) return run;
  // Column names: words, no figures, and no label with its colon ("Name:" / "Author:" are two rows).
  const words = (row: Row) => row.cells.every((cell) => !/\p{N}|[:：]$/u.test(cell.text));
  if (!words(first) || !words(second) || second.cells.length >= first.cells.length) return run;
  if (first.y - second.y >= second.y - third.y) return run;
  const under = second.cells.map((cell) =>
    first.cells.findIndex((name) => cell.x < name.end && cell.end > name.x),
  );
  if (under.some((k) => k < 0) || new Set(under).size < under.length) return run;
  const cells = first.cells.map((name, k) => {
    const rest = second.cells[under.indexOf(k)];
    if (!rest) return name;
    return {
      x: Math.min(name.x, rest.x),
      end: Math.max(name.end, rest.end),
      text: `${name.text} ${rest.text}`,
      members: [...name.members, ...rest.members],
    };
  });
  return [{ ...first, cells }, ...run.slice(2)];
}

/**
 * A cell centred across two rows ("6 | 6", a model's layers, beside both its "OTSL" and "HTML" rows)
 * stands on a baseline of its own between them. Its row lies between two rows no farther apart than
 * rows are, and its cells stand where neither has one: they belong to both, and are read in each.
 */
function withRowSpansShared(run: Row[]): Row[] {
  const out: Row[] = [];
  for (let k = 0; k < run.length; k++) {
    const above = out[out.length - 1];
    const span = run[k]!;
    const below = run[k + 1];
    const shared =
      above !== undefined &&
      below !== undefined &&
      span.cells.length < Math.min(above.cells.length, below.cells.length) &&
      above.y - below.y <= Math.max(above.height, below.height) * SPANNED_PITCH &&
      span.cells.every((cell) =>
        [above, below].every((row) => !row.cells.some((other) => overlaps(cell, other))),
      );
    if (!shared) {
      out.push(span);
      continue;
    }
    const withSpan = (row: Row): Row => ({
      ...row,
      cells: [...row.cells, ...span.cells].sort((a, b) => a.x - b.x),
    });
    out[out.length - 1] = withSpan(above);
    out.push(withSpan(below));
    k++;
  }
  return out;
}

/** Two rows with a spanning cell between them stand no farther apart than this many line heights. */
const SPANNED_PITCH = 1.8;

function overlaps(a: Cell, b: Cell): boolean {
  return a.x < b.end && a.end > b.x;
}

/** Lines of prose are long and, in a column of text, as wide as each other; a table's cells vary. */
const PROSE_LINE_CHARS = 20;
const FULL_WIDTH = 0.85;
const PROSE_SHARE = 0.6;

/** Two columns of prose side by side (a paper's, with short lines, as Korean sets them) are no table. */
function isProseColumn(cells: readonly Cell[]): boolean {
  const widest = largest(cells.map((c) => c.end - c.x));
  const full = cells.filter((c) => c.text.length >= PROSE_LINE_CHARS && c.end - c.x >= widest * FULL_WIDTH);
  return full.length >= cells.length * PROSE_SHARE;
}

/** A column of line numbers (a court transcript's, a listing's) counts lines, not a table's rows. */
function isLineNumbering(cells: readonly Cell[]): boolean {
  const numbers = cells.map((c) => (/^\d{1,4}$/.test(c.text) ? Number(c.text) : Number.NaN));
  let steps = 0;
  for (let i = 1; i < numbers.length; i++) if (numbers[i] === numbers[i - 1]! + 1) steps++;
  return steps >= (numbers.length - 1) * 0.8;
}

/**
 * The tables of one page: runs of three or more rows, close together, of two or more short cells each,
 * whose cells line up in two or more columns. Prose never qualifies: its lines are one long piece, and
 * two columns of a paper side by side are lines of one width; nor do numbered lines.
 */
export function findTables(items: readonly PlacedItem[]): PageTable[] {
  const rows = rowsOf(items);
  const tables: PageTable[] = [];
  let k = 0;
  while (k < rows.length) {
    // Two cells or more that say something (a formula's braces, "︸ ︷︷ ︸", say nothing).
    const fits = (r: Row) =>
      r.cells.filter((c) => HAS_CONTENT.test(c.text)).length >= 2 && r.cells.every((c) => isCellLike(c.text));
    if (!fits(rows[k]!)) {
      k++;
      continue;
    }
    let end = k + 1;
    while (
      end < rows.length &&
      fits(rows[end]!) &&
      rows[end - 1]!.y - rows[end]!.y <= Math.max(rows[end - 1]!.height, rows[end]!.height) * MAX_ROW_GAP
    )
      end++;
    const run = withWrappedHeaderJoined(rows.slice(k, end));
    const columns = run.length >= MIN_ROWS ? sharedColumns(run) : [];
    if (columns.length >= 2 && !columns.some((cells) => isProseColumn(cells) || isLineNumbering(cells))) {
      const members = new Set(run.flatMap((r) => r.cells.flatMap((c) => c.members)));
      const read = withRowSpansShared(run);
      tables.push({ rows: read.map((r) => r.cells.map((c) => c.text)), members, first: smallest(members) });
    }
    k = end;
  }
  return tables;
}
