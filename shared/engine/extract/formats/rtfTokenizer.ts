/**
 * The lexical layer of the RTF reader: bytes to tokens, one at a time, without recursion or per-token
 * allocation (the tokenizer is itself the current token). Binary data after `\binN` is skipped here,
 * so no later layer can mistake it for markup.
 */

export type RtfTokenKind =
  /** `{` */
  | 'open'
  /** `}` */
  | 'close'
  /** A run of plain ASCII text (line breaks in the file are not text and end a run). */
  | 'text'
  /** One byte of text in the current code page: `\'hh` or a raw byte from 0x80 up. */
  | 'byte'
  /** A backslash and one non-letter: `\\`, `\{`, `\~`, `\*`, a backslash before a line break… */
  | 'symbol'
  /** A control word with its optional numeric parameter: `\par`, `\f2`, `\u-3913`. */
  | 'word';

const latin1 = new TextDecoder('latin1');

/** Longest control word and parameter read; longer ones are malformed and read in pieces. */
const MAX_WORD_LENGTH = 40;
const MAX_PARAMETER_DIGITS = 12;

function isLetter(c: number | undefined): boolean {
  return c !== undefined && ((c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a));
}

function isDigit(c: number | undefined): boolean {
  return c !== undefined && c >= 0x30 && c <= 0x39;
}

export class RtfTokenizer {
  kind: RtfTokenKind = 'open';
  /** The run of a 'text' token. */
  text = '';
  /** The byte of a 'byte' token, the character code of a 'symbol' token. */
  value = 0;
  /** The control word of a 'word' token and its parameter. */
  word = '';
  parameter: number | undefined;

  private position = 0;

  constructor(private readonly bytes: Uint8Array) {}

  /** Moves to the next token; false at the end of the input. */
  next(): boolean {
    const bytes = this.bytes;
    const length = bytes.length;
    while (this.position < length) {
      const byte = bytes[this.position]!;
      if (byte === 0x7b || byte === 0x7d) {
        this.position++;
        this.kind = byte === 0x7b ? 'open' : 'close';
        return true;
      }
      if (byte === 0x5c) {
        if (this.readControl()) return true;
        continue;
      }
      if (byte === 0x0d || byte === 0x0a) {
        this.position++;
        continue;
      }
      if (byte >= 0x80) {
        this.position++;
        this.kind = 'byte';
        this.value = byte;
        return true;
      }
      // Take the whole run of plain ASCII text at once rather than character by character.
      let end = this.position + 1;
      while (end < length) {
        const next = bytes[end]!;
        if (next === 0x5c || next === 0x7b || next === 0x7d || next === 0x0d || next === 0x0a || next >= 0x80)
          break;
        end++;
      }
      this.kind = 'text';
      this.text = latin1.decode(bytes.subarray(this.position, end));
      this.position = end;
      return true;
    }
    return false;
  }

  /** Reads what follows a backslash; false when it yields no token (a bad `\'` escape). */
  private readControl(): boolean {
    const bytes = this.bytes;
    const start = this.position;
    const next = bytes[start + 1];
    if (next === undefined) {
      // A backslash at the very end of the file.
      this.position = bytes.length;
      return false;
    }
    if (next === 0x27) {
      const value = Number.parseInt(String.fromCharCode(bytes[start + 2] ?? 0, bytes[start + 3] ?? 0), 16);
      this.position = start + 4;
      if (Number.isNaN(value)) return false;
      this.kind = 'byte';
      this.value = value;
      return true;
    }
    if (!isLetter(next)) {
      this.position = start + 2;
      this.kind = 'symbol';
      this.value = next;
      return true;
    }
    let end = start + 1;
    while (end < bytes.length && isLetter(bytes[end]) && end - start < MAX_WORD_LENGTH) end++;
    this.word = String.fromCharCode(...bytes.subarray(start + 1, end));
    this.parameter = undefined;
    if (bytes[end] === 0x2d || isDigit(bytes[end])) {
      let digits = '';
      if (bytes[end] === 0x2d) {
        digits = '-';
        end++;
      }
      while (end < bytes.length && isDigit(bytes[end]) && digits.length < MAX_PARAMETER_DIGITS) {
        digits += String.fromCharCode(bytes[end]!);
        end++;
      }
      const parameter = Number(digits);
      if (!Number.isNaN(parameter)) this.parameter = parameter;
    }
    // One space delimits the control word and is not text.
    if (bytes[end] === 0x20) end++;
    this.position = end;
    if (this.word === 'bin') this.position += Math.max(0, this.parameter ?? 0);
    this.kind = 'word';
    return true;
  }
}
