/**
 * A Word document's piece table (the CLX, in Word 6/95 and 97–2003 alike): where each run of character
 * positions is stored. Property modifiers (type 1) come first and are skipped; the piece descriptors
 * (type 2) give each run's file offset as Word stores it (Word 97 marks 8-bit runs in its bit 30).
 */

export interface StoredPiece {
  cpStart: number;
  cpEnd: number;
  /** The descriptor's file offset, as stored. */
  fc: number;
}

/** Little-endian integers as Word stores them; bytes past the end read as 0. */
export const u16 = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
export const u32 = (b: Uint8Array, at: number) => (u16(b, at) | (u16(b, at + 2) << 16)) >>> 0;

/** The pieces of the CLX at [at, at + length) of `bytes`; none when it is not where the header says. */
export function readPieceTable(bytes: Uint8Array, at: number, length: number): StoredPiece[] {
  const end = Math.min(at + length, bytes.length);
  let offset = at;
  while (offset < end && bytes[offset] === 1) offset += 3 + u16(bytes, offset + 1);
  if (bytes[offset] !== 2 || offset + 5 > end) return [];
  // A damaged header's count is never trusted beyond the bytes there are.
  const count = Math.floor(Math.min((u32(bytes, offset + 1) - 4) / 12, (bytes.length - offset) / 12));
  const cps = offset + 5;
  const descriptors = cps + (count + 1) * 4;
  const pieces: StoredPiece[] = [];
  for (let i = 0; i < count && descriptors + i * 8 + 6 <= bytes.length; i++) {
    pieces.push({
      cpStart: u32(bytes, cps + i * 4),
      cpEnd: u32(bytes, cps + (i + 1) * 4),
      fc: u32(bytes, descriptors + i * 8 + 2),
    });
  }
  return pieces;
}
