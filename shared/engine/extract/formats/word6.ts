/**
 * Word 6.0/95 documents (FIB magic 0xA5DC), which word-extractor does not read. Their text is 8-bit in
 * a Windows code page: contiguous from fcMin, or, in fast-saved ("complex") files, in the pieces of
 * the piece table at fcClx. The code page is detected from the bytes (the language id often lies).
 */

import { decodeText } from '../charset/decode.ts';
import { readPieceTable } from './pieceTable.ts';
import { word6TableMarks } from './word6Tables.ts';

const FIB_FLAGS = 0x0a;
const FIB_LID = 0x06;
const FIB_FC_MIN = 0x18;
const FIB_CCP_TEXT = 0x34;
const FIB_FC_CLX = 0x160;
const FIB_LCB_CLX = 0x164;

/** Language ids whose documents use a non-Western code page. */
function codepageOfLanguage(lid: number): string | undefined {
  const primary = lid & 0x3ff;
  switch (primary) {
    case 0x19:
    case 0x22:
    case 0x23:
    case 0x02:
      return 'windows-1251';
    case 0x05:
    case 0x15:
    case 0x0e:
    case 0x1b:
    case 0x24:
    case 0x18:
      return 'windows-1250';
    case 0x08:
      return 'windows-1253';
    case 0x1f:
      return 'windows-1254';
    case 0x0d:
      return 'windows-1255';
    case 0x01:
      return 'windows-1256';
    case 0x25:
    case 0x26:
    case 0x27:
      return 'windows-1257';
    case 0x11:
      return 'shift_jis';
    case 0x12:
      return 'euc-kr';
    case 0x04:
      return lid === 0x0404 ? 'big5' : 'gb18030';
    default:
      return undefined;
  }
}

/** The main text of a Word 6/95 WordDocument stream, with Word's control characters still in it. */
export function readWord6Text(stream: Uint8Array): string {
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  const flags = view.getUint16(FIB_FLAGS, true);
  const complex = (flags & 0x0004) !== 0;
  const ccpText = view.getUint32(FIB_CCP_TEXT, true);
  const chunks: { fc: number; bytes: Uint8Array }[] = [];
  let total = 0;
  const take = (start: number, length: number) => {
    const end = Math.min(stream.length, start + Math.max(0, length));
    if (start >= 0 && start < end) {
      chunks.push({ fc: start, bytes: stream.subarray(start, end) });
      total += end - start;
    }
  };
  const fcClx = view.getUint32(FIB_FC_CLX, true);
  const lcbClx = view.getUint32(FIB_LCB_CLX, true);
  if (complex && lcbClx > 0 && fcClx + lcbClx <= stream.length) {
    for (const { cpStart, cpEnd, fc } of readPieceTable(stream, fcClx, lcbClx)) {
      if (total >= ccpText) break;
      take(fc, Math.min(cpEnd - cpStart, ccpText - total));
    }
  } else {
    take(view.getUint32(FIB_FC_MIN, true), ccpText);
  }
  const bytes = new Uint8Array(total);
  const marks = word6TableMarks(stream);
  let position = 0;
  for (const { fc, bytes: chunk } of chunks) {
    bytes.set(chunk, position);
    // A table's row ends on a line of its own; a cell's inner paragraph break is a space in its row.
    for (let k = 0; k < chunk.length; k++) {
      const mark = marks.get(fc + k);
      if (mark) bytes[position + k] = mark === 'rowEnd' ? 0x0d : 0x20;
    }
    position += chunk.length;
  }
  return decodeText(bytes, codepageOfLanguage(view.getUint16(FIB_LID, true))).text;
}

/**
 * Word's in-text control characters to the text convention: fields keep their result and lose their
 * code, cell marks become " | ", paragraph marks line breaks.
 */
export function cleanWordControlCharacters(raw: string): string {
  const out: string[] = [];
  let fieldDepth = 0;
  let inFieldCode = false;
  const codeStack: boolean[] = [];
  for (const ch of raw) {
    switch (ch) {
      case '\u0013':
        codeStack.push(inFieldCode);
        fieldDepth++;
        inFieldCode = true;
        continue;
      case '\u0014':
        inFieldCode = false;
        continue;
      case '\u0015':
        if (fieldDepth > 0) {
          fieldDepth--;
          inFieldCode = codeStack.pop() ?? false;
        }
        continue;
      default:
        break;
    }
    if (inFieldCode) continue;
    if (ch === '\r') out.push('\n');
    else if (ch === '\u0007') out.push(' | ');
    else if (ch === '\u000b') out.push('\n');
    else if (ch === '\u000c') out.push('\n\n');
    else if (ch === '\u001e') out.push('-');
    else if (ch === '\u001f' || ch === '\u0001' || ch === '\u0002' || ch === '\u0008') continue;
    else out.push(ch);
  }
  return out.join('');
}
