/**
 * RTF reader. Layers, each in its own file: rtfTokenizer (bytes to tokens), rtfGroups (the group
 * stack and which destinations hold body text), rtfCodepages (the code page of the current font or
 * document) and rtfBlocks (paragraphs, headings, lists and tables). This file ties them together:
 * `\'hh` bytes are decoded in the code page of the current font's `\fcharset` (or `\cpg`, else the
 * document's `\ansicpg`), and `\uN` Unicode escapes are read with `\ucN` fallback skipping. Memory is
 * proportional to the text only, however deep or large the groups are.
 */

import type { DocumentFormat } from '../../types.ts';
import { decodeAs } from '../charset/decode.ts';
import { ExtractionError } from '../ExtractionError.ts';
import { collapseInline } from '../textConvention.ts';
import { RtfBlocks } from './rtfBlocks.ts';
import { FontTable } from './rtfCodepages.ts';
import { GroupStack, isSkippedDestination } from './rtfGroups.ts';
import { RtfTokenizer } from './rtfTokenizer.ts';

/** Control words that stand for one character. */
const SYMBOL_WORDS: Record<string, string> = {
  tab: '\t',
  emdash: '\u2014',
  endash: '\u2013',
  bullet: '\u2022',
  lquote: '\u2018',
  rquote: '\u2019',
  ldblquote: '\u201c',
  rdblquote: '\u201d',
  emspace: ' ',
  enspace: ' ',
  qmspace: ' ',
};

interface RtfText {
  text: string;
  title?: string;
}

function rtfToText(bytes: Uint8Array): RtfText {
  const tokens = new RtfTokenizer(bytes);
  const fonts = new FontTable();
  const groups = new GroupStack(fonts.documentCodepage);
  const document = new RtfBlocks();
  let title = '';
  /** Bytes of text waiting to be decoded together (a double-byte character spans two `\'hh`). */
  let pendingBytes: number[] = [];
  /** Characters of a \uN's fallback text still to skip. */
  let fallbackToSkip = 0;

  const append = (text: string) => {
    if (groups.capturingTitle) title += text;
    else document.write(text);
  };
  const flushBytes = () => {
    if (pendingBytes.length === 0) return;
    const text = decodeAs(new Uint8Array(pendingBytes), groups.state.codepage) ?? '';
    pendingBytes = [];
    append(text);
  };
  const emitText = (text: string) => {
    flushBytes();
    if (groups.textAllowed) append(text);
  };
  const switchCodepage = (codepage: string | undefined) => {
    if (codepage) groups.state.codepage = codepage;
  };

  function handleControlWord(word: string, parameter: number | undefined): void {
    const { state } = groups;
    // Nothing inside a skipped destination (a \listtext's own \pard, say) touches the document.
    if (state.skip) return;
    if (isSkippedDestination(word)) {
      flushBytes();
      groups.enter(word);
      return;
    }
    if (state.destination === 'fonttbl') {
      fonts.defineWord(word, parameter);
      return;
    }
    if (groups.metadataWord(word)) return;
    switch (word) {
      case 'ansicpg':
      case 'mac':
      case 'pc':
      case 'pca':
      case 'deff':
        switchCodepage(fonts.documentWord(word, parameter));
        return;
      case 'f':
        flushBytes();
        if (parameter !== undefined) state.codepage = fonts.codepageOf(parameter);
        return;
      case 'plain':
        flushBytes();
        switchCodepage(fonts.defaultCodepage());
        state.unseen = false;
        return;
      // Hidden text and text a tracked change deleted ("$5,000" before "$7,500") are not the document's.
      case 'v':
      case 'deleted':
        flushBytes();
        state.unseen = parameter !== 0;
        return;
      case 'uc':
        if (parameter !== undefined) state.uc = Math.max(0, parameter);
        return;
      case 'par':
      case 'sect':
      case 'page':
        flushBytes();
        document.endParagraph();
        return;
      case 'line':
        emitText('\n');
        return;
      case 'pard':
        flushBytes();
        document.resetParagraph();
        return;
      case 'intbl':
        document.markInTable();
        return;
      case 'ls':
      case 'ilvl':
      case 'pnlvlblt':
      case 'pnlvlbody':
        document.markListItem();
        return;
      case 'outlinelevel':
        if (parameter !== undefined) document.setOutlineLevel(parameter);
        return;
      case 'cell':
      case 'nestcell':
        flushBytes();
        document.endCell();
        return;
      case 'row':
      case 'nestrow':
        flushBytes();
        document.endRow();
        return;
      default: {
        const symbol = Object.hasOwn(SYMBOL_WORDS, word) ? SYMBOL_WORDS[word] : undefined;
        if (symbol !== undefined) emitText(symbol);
        return;
      }
    }
  }

  function handleSymbol(char: number): void {
    switch (char) {
      case 0x7e: // \~
        emitText('\u00a0');
        return;
      case 0x5f: // \_
        emitText('\u2011');
        return;
      case 0x2a: // \*
        flushBytes();
        groups.state.skip = true;
        return;
      case 0x5c:
      case 0x7b:
      case 0x7d:
        emitText(String.fromCharCode(char));
        return;
      case 0x0a:
      case 0x0d:
        if (!groups.state.skip) {
          flushBytes();
          document.endParagraph();
        }
        return;
    }
  }

  const closeGroup = (): boolean => {
    if (
      !groups.overflowing &&
      groups.state.destination === 'fonttbl' &&
      groups.parentDestination === 'fonttbl'
    ) {
      fonts.endDefinition();
    }
    return groups.close();
  };

  while (tokens.next()) {
    if (tokens.kind === 'open' || tokens.kind === 'close') {
      flushBytes();
      const counted = tokens.kind === 'open' ? groups.open() : closeGroup();
      // Fallback text never spans a group boundary.
      if (counted) fallbackToSkip = 0;
      continue;
    }
    if (groups.overflowing) continue;
    switch (tokens.kind) {
      case 'byte':
        if (fallbackToSkip > 0) fallbackToSkip--;
        else if (groups.textAllowed) pendingBytes.push(tokens.value);
        break;
      case 'text': {
        let text = tokens.text;
        if (fallbackToSkip > 0) {
          const skipped = Math.min(fallbackToSkip, text.length);
          text = text.slice(skipped);
          fallbackToSkip -= skipped;
        }
        if (!text || !groups.textAllowed) break;
        flushBytes();
        append(text);
        break;
      }
      case 'symbol':
        // A line break after a backslash ends a paragraph even inside fallback text.
        if (fallbackToSkip > 0 && tokens.value !== 0x0a && tokens.value !== 0x0d) fallbackToSkip--;
        else handleSymbol(tokens.value);
        break;
      case 'word':
        if (tokens.word === 'bin') {
          flushBytes();
        } else if (tokens.word === 'u') {
          if (tokens.parameter === undefined) break;
          const unit = tokens.parameter < 0 ? tokens.parameter + 65536 : tokens.parameter;
          if (groups.textAllowed) emitText(String.fromCharCode(unit & 0xffff));
          fallbackToSkip = groups.state.uc;
        } else if (fallbackToSkip > 0) {
          // A control word inside the fallback text counts as one character of it.
          fallbackToSkip--;
        } else handleControlWord(tokens.word, tokens.parameter);
        break;
    }
  }
  flushBytes();
  const text = document.finish();
  const cleanTitle = collapseInline(title);
  return { text, ...(cleanTitle ? { title: cleanTitle } : {}) };
}

export function extractRtf(bytes: Uint8Array): { text: string; format: DocumentFormat; title?: string } {
  if (!/^\s*\{\\rtf/.test(new TextDecoder('latin1').decode(bytes.subarray(0, 64)))) {
    throw new ExtractionError('corrupt', 'This RTF file is damaged: it does not start like an RTF document.');
  }
  const { text, title } = rtfToText(bytes);
  return { text, format: 'rtf', ...(title ? { title } : {}) };
}
