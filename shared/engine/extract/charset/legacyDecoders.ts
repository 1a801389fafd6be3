/**
 * Decoders for the encodings that neither TextDecoder (WHATWG) nor iconv-lite know: EBCDIC 500, Korean
 * Johab and Taiwanese EUC-TW. Each one returns U+FFFD for byte sequences it cannot map, like TextDecoder.
 */

import { CNS_PLANES_1_2 } from './cnsTable.ts';
import { CP500 } from './cp500Table.ts';

const REPLACEMENT = 0xfffd;

/** Appends UTF-16 code units to a string in chunks, so huge inputs never build giant argument lists. */
class CodeUnitWriter {
  private chunks: string[] = [];
  private buffer: number[] = [];

  push(unit: number): void {
    this.buffer.push(unit);
    if (this.buffer.length >= 8192) this.flush();
  }

  private flush(): void {
    this.chunks.push(String.fromCharCode(...this.buffer));
    this.buffer = [];
  }

  toString(): string {
    this.flush();
    return this.chunks.join('');
  }
}

export function decodeCp500(bytes: Uint8Array): string {
  const out = new CodeUnitWriter();
  for (const byte of bytes) out.push(CP500.charCodeAt(byte));
  return out.toString();
}

/** Johab's 5-bit medial (vowel) codes, by position: index into the 21 modern vowels, or -1. */
const JOHAB_MEDIAL = [
  -1, -1, -1, 0, 1, 2, 3, 4, -1, -1, 5, 6, 7, 8, 9, 10, -1, -1, 11, 12, 13, 14, 15, 16, -1, -1, 17, 18, 19,
  20, -1, -1,
];

const eucKr = new TextDecoder('euc-kr');

/** Korean Johab (KS X 1001 annex 3): Hangul composed arithmetically, symbols and Hanja by KS X 1001 row. */
export function decodeJohab(bytes: Uint8Array): string {
  const out = new CodeUnitWriter();
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    if (lead < 0x80) {
      out.push(lead);
      i++;
      continue;
    }
    const trail = bytes[i + 1];
    if (trail === undefined) {
      out.push(REPLACEMENT);
      break;
    }
    i += 2;
    if (lead >= 0x84 && lead <= 0xd3) {
      const code = (lead << 8) | trail;
      const initial = (code >> 10) & 0x1f;
      const medial = JOHAB_MEDIAL[(code >> 5) & 0x1f] ?? -1;
      const finalCode = code & 0x1f;
      const final = finalCode === 1 ? 0 : finalCode >= 2 && finalCode <= 17 ? finalCode - 1 : finalCode - 2;
      if (
        initial >= 2 &&
        initial <= 20 &&
        medial >= 0 &&
        finalCode >= 1 &&
        finalCode <= 29 &&
        finalCode !== 18
      ) {
        out.push(0xac00 + ((initial - 2) * 21 + medial) * 28 + final);
      } else {
        out.push(REPLACEMENT);
      }
      continue;
    }
    let row = -1;
    if (lead >= 0xd9 && lead <= 0xde) row = (lead - 0xd9) * 2 + 0x21;
    else if (lead >= 0xe0 && lead <= 0xf9) row = (lead - 0xe0) * 2 + 0x4a;
    let col = -1;
    if (trail >= 0x31 && trail <= 0x7e) col = trail - 0x31 + 0x21;
    else if (trail >= 0x91 && trail <= 0xa0) col = trail - 0x91 + 0x6f;
    else if (trail >= 0xa1 && trail <= 0xfe) {
      col = trail - 0xa1 + 0x21;
      row += 1;
    }
    if (row < 0x21 || col < 0) {
      out.push(REPLACEMENT);
      continue;
    }
    const text = eucKr.decode(new Uint8Array([row | 0x80, col | 0x80]));
    for (let k = 0; k < text.length; k++) out.push(text.charCodeAt(k));
  }
  return out.toString();
}

function cnsCell(plane: number, hi: number, lo: number): number {
  if (plane < 1 || plane > 2 || hi < 0xa1 || hi > 0xfe || lo < 0xa1 || lo > 0xfe) return REPLACEMENT;
  const unit = CNS_PLANES_1_2.charCodeAt((plane - 1) * 8836 + (hi - 0xa1) * 94 + (lo - 0xa1));
  return unit === 0 ? REPLACEMENT : unit;
}

/** EUC-TW: CNS 11643 plane 1 as two bytes, other planes behind 0x8E 0xA1–0xA7 (planes 1 and 2 mapped). */
export function decodeEucTw(bytes: Uint8Array): string {
  const out = new CodeUnitWriter();
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      out.push(b);
      i++;
    } else if (b === 0x8e && i + 3 < bytes.length) {
      out.push(cnsCell(bytes[i + 1]! - 0xa0, bytes[i + 2]!, bytes[i + 3]!));
      i += 4;
    } else if (b >= 0xa1 && i + 1 < bytes.length) {
      out.push(cnsCell(1, b, bytes[i + 1]!));
      i += 2;
    } else {
      out.push(REPLACEMENT);
      i++;
    }
  }
  return out.toString();
}

/**
 * Characters of windows-1252's 0x80–0x9F row (curly quotes, dashes, €, …). Node's TextDecoder reads
 * that encoding as ISO-8859-1, which turns these bytes into invisible control characters; the
 * WHATWG Encoding Standard (what browsers do) maps them to the characters below. 0 = unassigned.
 */
const WINDOWS_1252_C1 = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0,
  0x017d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0, 0x017e, 0x0178,
];

export function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252').decode(bytes).replace(/[\u0080-\u009f]/g, (char) => {
    const mapped = WINDOWS_1252_C1[char.charCodeAt(0) - 0x80];
    return mapped ? String.fromCharCode(mapped) : char;
  });
}
