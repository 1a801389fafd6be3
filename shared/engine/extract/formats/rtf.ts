/**
 * RTF reader: an iterative tokenizer with an explicit group stack (no recursion, nesting capped), so
 * deep or huge groups cost memory proportional to the text only. Text is decoded per font: `\'hh` bytes
 * in the code page of the current font's `\fcharset` (or `\cpg`, else the document's `\ansicpg`), `\uN`
 * Unicode escapes with `\ucN` fallback skipping. Destinations that are not body text (font and colour
 * tables, stylesheets, pictures, objects' data, field instructions, headers and footers…) are skipped.
 */

import type { DocumentFormat } from '../../types.ts';
import { decodeAs } from '../charset/decode.ts';
import { ExtractionError } from '../ExtractionError.ts';
import { MAX_RTF_DEPTH } from '../limits.ts';
import { collapseInline, heading, joinBlocks, listItem } from '../textConvention.ts';
import { CHARSET_CODEPAGES, codepageName, SKIPPED_DESTINATIONS, SYMBOL_WORDS } from './rtfTables.ts';

interface GroupState {
  skip: boolean;
  /** Characters of fallback text after a \uN. */
  uc: number;
  codepage: string;
  destination: string;
}

interface FontInfo {
  codepage?: string;
}

interface ParagraphState {
  listItem: boolean;
  outlineLevel: number;
  inTable: boolean;
}

export interface RtfText {
  text: string;
  title?: string;
}

const latin1 = new TextDecoder('latin1');

export function rtfToText(bytes: Uint8Array): RtfText {
  let documentCodepage = 'windows-1252';
  const fonts = new Map<number, FontInfo>();
  let defaultFont = -1;
  let fontBeingDefined = -1;

  const stack: GroupState[] = [];
  let state: GroupState = { skip: false, uc: 1, codepage: documentCodepage, destination: '' };
  let overflowDepth = 0;

  const blocks: string[] = [];
  let line: string[] = [];
  let pendingBytes: number[] = [];
  let fallbackToSkip = 0;
  let title = '';
  let paragraph: ParagraphState = { listItem: false, outlineLevel: -1, inTable: false };
  let tableRow: string[] = [];
  let tableBlock: string[] = [];
  let listBlock: string[] = [];

  const capturingTitle = () => state.destination === 'title';
  /** Whether text at this point belongs to the document (or its title). */
  const textAllowed = () => !state.skip && state.destination !== 'fonttbl' && state.destination !== 'info';

  const flushBytes = () => {
    if (pendingBytes.length === 0) return;
    const text = decodeAs(new Uint8Array(pendingBytes), state.codepage) ?? '';
    pendingBytes = [];
    if (capturingTitle()) title += text;
    else line.push(text);
  };
  const emitText = (text: string) => {
    flushBytes();
    if (!textAllowed()) return;
    if (capturingTitle()) title += text;
    else line.push(text);
  };
  const flushListAndTable = () => {
    if (listBlock.length) blocks.push(listBlock.join('\n'));
    listBlock = [];
    if (tableBlock.length) blocks.push(tableBlock.join('\n'));
    tableBlock = [];
  };
  const endParagraph = () => {
    flushBytes();
    const text = collapseInline(line.join(''));
    line = [];
    if (paragraph.inTable) {
      // Paragraphs inside a cell stay in the cell.
      if (text) tableRow.push(text);
      return;
    }
    if (!text) return;
    if (paragraph.outlineLevel >= 0 && paragraph.outlineLevel < 6) {
      flushListAndTable();
      blocks.push(heading(paragraph.outlineLevel + 1, text));
    } else if (paragraph.listItem) {
      if (tableBlock.length) flushListAndTable();
      listBlock.push(listItem(text));
    } else {
      flushListAndTable();
      blocks.push(text);
    }
  };
  /** Cells of the table row being read, and the paragraphs of the cell being read. */
  let cells: string[] = [];
  const endCell = () => {
    flushBytes();
    const text = collapseInline(line.join(''));
    line = [];
    if (text) tableRow.push(text);
    cells.push(tableRow.join(' '));
    tableRow = [];
  };
  const endRow = () => {
    flushBytes();
    const row = cells.filter((cell) => cell !== '');
    if (row.length) {
      if (listBlock.length) flushListAndTable();
      tableBlock.push(row.join(' | '));
    }
    cells = [];
    tableRow = [];
  };

  const codepageOfFont = (font: number): string => fonts.get(font)?.codepage ?? documentCodepage;

  let i = 0;
  const length = bytes.length;
  while (i < length) {
    const byte = bytes[i]!;
    if (byte === 0x7b) {
      // {
      flushBytes();
      i++;
      if (stack.length >= MAX_RTF_DEPTH) {
        overflowDepth++;
        continue;
      }
      stack.push(state);
      state = { ...state, destination: state.destination === 'fonttbl' ? 'fonttbl' : state.destination };
      fallbackToSkip = 0;
      continue;
    }
    if (byte === 0x7d) {
      // }
      flushBytes();
      i++;
      if (overflowDepth > 0) {
        overflowDepth--;
        continue;
      }
      if (
        state.destination === 'fonttbl' &&
        fontBeingDefined >= 0 &&
        stack[stack.length - 1]?.destination === 'fonttbl'
      ) {
        fontBeingDefined = -1;
      }
      state = stack.pop() ?? state;
      fallbackToSkip = 0;
      continue;
    }
    if (overflowDepth > 0) {
      i++;
      continue;
    }
    if (byte === 0x5c) {
      // Backslash: a control word or symbol.
      const next = bytes[i + 1];
      if (next === undefined) break;
      if (next === 0x27) {
        // \'hh
        const hex = String.fromCharCode(bytes[i + 2] ?? 0, bytes[i + 3] ?? 0);
        i += 4;
        const value = Number.parseInt(hex, 16);
        if (Number.isNaN(value)) continue;
        if (fallbackToSkip > 0) {
          fallbackToSkip--;
          continue;
        }
        if (textAllowed()) pendingBytes.push(value);
        continue;
      }
      const isLetter = (c: number | undefined) =>
        c !== undefined && ((c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a));
      if (!isLetter(next)) {
        i += 2;
        if (fallbackToSkip > 0 && next !== 0x0a && next !== 0x0d) {
          fallbackToSkip--;
          continue;
        }
        switch (next) {
          case 0x7e: // \~
            emitText('\u00a0');
            break;
          case 0x5f: // \_
            emitText('\u2011');
            break;
          case 0x2a: // \*
            flushBytes();
            state.skip = true;
            break;
          case 0x5c:
          case 0x7b:
          case 0x7d:
            emitText(String.fromCharCode(next));
            break;
          case 0x0a:
          case 0x0d:
            if (!state.skip) endParagraph();
            break;
          default:
            break;
        }
        continue;
      }
      let j = i + 1;
      while (j < length && isLetter(bytes[j]) && j - i < 40) j++;
      const word = String.fromCharCode(...bytes.subarray(i + 1, j));
      let parameter: number | undefined;
      let k = j;
      if (bytes[k] === 0x2d || (bytes[k]! >= 0x30 && bytes[k]! <= 0x39)) {
        let digits = '';
        if (bytes[k] === 0x2d) {
          digits = '-';
          k++;
        }
        while (k < length && bytes[k]! >= 0x30 && bytes[k]! <= 0x39 && digits.length < 12) {
          digits += String.fromCharCode(bytes[k]!);
          k++;
        }
        parameter = Number(digits);
        if (Number.isNaN(parameter)) parameter = undefined;
      }
      if (bytes[k] === 0x20) k++;
      i = k;

      if (word === 'bin') {
        flushBytes();
        i += Math.max(0, parameter ?? 0);
        continue;
      }
      if (word === 'u') {
        if (parameter === undefined) continue;
        const unit = parameter < 0 ? parameter + 65536 : parameter;
        if (textAllowed()) emitText(String.fromCharCode(unit & 0xffff));
        fallbackToSkip = state.uc;
        continue;
      }
      if (fallbackToSkip > 0) {
        // A control word inside the fallback text counts as one character of it.
        fallbackToSkip--;
        continue;
      }
      handleControlWord(word, parameter);
      continue;
    }
    if (byte === 0x0d || byte === 0x0a) {
      i++;
      continue;
    }
    i++;
    if (fallbackToSkip > 0) {
      fallbackToSkip--;
      continue;
    }
    if (!textAllowed()) continue;
    if (byte >= 0x80) {
      pendingBytes.push(byte);
      continue;
    }
    if (pendingBytes.length) flushBytes();
    // Take the whole run of plain ASCII text at once rather than character by character.
    let runEnd = i;
    while (runEnd < length) {
      const next = bytes[runEnd]!;
      if (next === 0x5c || next === 0x7b || next === 0x7d || next === 0x0d || next === 0x0a || next >= 0x80)
        break;
      runEnd++;
    }
    const run = latin1.decode(bytes.subarray(i - 1, runEnd));
    i = runEnd;
    if (capturingTitle()) title += run;
    else line.push(run);
  }
  flushBytes();
  endParagraph();
  if (cells.length) endRow();
  flushListAndTable();

  function handleControlWord(word: string, parameter: number | undefined): void {
    // Nothing inside a skipped destination (a \listtext's own \pard, say) touches the document.
    if (state.skip) return;
    if (SKIPPED_DESTINATIONS.has(word)) {
      flushBytes();
      if (word === 'fonttbl') {
        state.destination = 'fonttbl';
        return;
      }
      if (word === 'info') {
        state.destination = 'info';
        return;
      }
      state.skip = true;
      state.destination = word;
      return;
    }
    if (state.destination === 'fonttbl') {
      if (word === 'f' && parameter !== undefined) {
        fontBeingDefined = parameter;
        if (!fonts.has(parameter)) fonts.set(parameter, {});
      } else if (word === 'fcharset' && parameter !== undefined && fontBeingDefined >= 0) {
        const codepage = CHARSET_CODEPAGES[parameter];
        if (codepage) fonts.get(fontBeingDefined)!.codepage = codepage;
      } else if (word === 'cpg' && parameter !== undefined && fontBeingDefined >= 0) {
        fonts.get(fontBeingDefined)!.codepage = codepageName(parameter);
      }
      return;
    }
    if (state.destination === 'info' || state.destination === 'title') {
      if (word === 'title') {
        state.destination = 'title';
        state.skip = false;
      } else if (state.destination === 'info') state.skip = true;
      if (state.destination === 'title') return;
      return;
    }
    switch (word) {
      case 'ansicpg':
        if (parameter !== undefined) {
          documentCodepage = codepageName(parameter);
          state.codepage = documentCodepage;
        }
        return;
      case 'mac':
        documentCodepage = 'macintosh';
        state.codepage = documentCodepage;
        return;
      case 'pc':
        documentCodepage = 'ibm437';
        state.codepage = documentCodepage;
        return;
      case 'pca':
        documentCodepage = 'ibm850';
        state.codepage = documentCodepage;
        return;
      case 'deff':
        if (parameter !== undefined) defaultFont = parameter;
        return;
      case 'f':
        flushBytes();
        if (parameter !== undefined) state.codepage = codepageOfFont(parameter);
        return;
      case 'plain':
        flushBytes();
        if (defaultFont >= 0) state.codepage = codepageOfFont(defaultFont);
        return;
      case 'uc':
        if (parameter !== undefined) state.uc = Math.max(0, parameter);
        return;
      case 'par':
      case 'sect':
      case 'page':
        if (!state.skip) endParagraph();
        return;
      case 'line':
        emitText('\n');
        return;
      case 'pard':
        flushBytes();
        paragraph = { listItem: false, outlineLevel: -1, inTable: false };
        return;
      case 'intbl':
        paragraph.inTable = true;
        return;
      case 'ls':
      case 'ilvl':
      case 'pnlvlblt':
      case 'pnlvlbody':
        paragraph.listItem = true;
        return;
      case 'outlinelevel':
        if (parameter !== undefined) paragraph.outlineLevel = parameter;
        return;
      case 'cell':
      case 'nestcell':
        if (!state.skip) endCell();
        return;
      case 'row':
      case 'nestrow':
        if (!state.skip) endRow();
        return;
      default: {
        const symbol = Object.hasOwn(SYMBOL_WORDS, word) ? SYMBOL_WORDS[word] : undefined;
        if (symbol !== undefined) emitText(symbol);
        return;
      }
    }
  }

  return { text: joinBlocks(blocks), ...(collapseInline(title) ? { title: collapseInline(title) } : {}) };
}

export function extractRtf(bytes: Uint8Array): { text: string; format: DocumentFormat; title?: string } {
  if (!/^\s*\{\\rtf/.test(new TextDecoder('latin1').decode(bytes.subarray(0, 64)))) {
    throw new ExtractionError('corrupt', 'This RTF file is damaged: it does not start like an RTF document.');
  }
  const { text, title } = rtfToText(bytes);
  return { text, format: 'rtf', ...(title ? { title } : {}) };
}
