/**
 * Legacy Word (DOC) files and other OLE2 compound files. The compound file is opened first to tell a
 * Word document from a spreadsheet, a presentation or a password-encrypted DOCX (an OLE2 file holding
 * EncryptionInfo), and to read the Word header's encryption flag; word-extractor then reads the text
 * through the document's piece table.
 */

import CFB from 'cfb';
import WordExtractor from 'word-extractor';
import type { DocumentFormat } from '../../types.ts';
import { unsupported } from '../detect.ts';
import { ExtractionError } from '../ExtractionError.ts';
import { joinBlocks, literal } from '../textConvention.ts';
import { withWordSymbols, wordSymbols } from './docSymbols.ts';
import { cleanWordControlCharacters, readWord6Text } from './word6.ts';

const PASSWORD_MESSAGE = 'This document is password-protected. Remove the password and upload it again.';

function corruptWord(): ExtractionError {
  return new ExtractionError(
    'corrupt',
    'This Word file is damaged and could not be read. Try opening it in Word and saving it again.',
  );
}

interface WordStreams {
  /** The WordDocument stream: the header (FIB), the text and the formatting pages. */
  word: Uint8Array;
  /** The table stream the header names (0Table or 1Table), when there is one. */
  table?: Uint8Array;
}

const contentOf = (entry: CFB.CFB$Entry | null): Uint8Array | undefined =>
  entry?.content ? Uint8Array.from(entry.content as ArrayLike<number>) : undefined;

/** Throws unless the OLE2 file is an unencrypted Word document; returns its streams. */
export function identifyOle(bytes: Uint8Array): WordStreams {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(bytes, { type: 'array' });
  } catch {
    throw corruptWord();
  }
  const has = (name: string) => CFB.find(container, name) !== null;
  if (has('EncryptionInfo') || has('EncryptedPackage'))
    throw new ExtractionError('encrypted', PASSWORD_MESSAGE);
  const word = CFB.find(container, 'WordDocument');
  if (!word) {
    if (has('Workbook') || has('Book')) throw unsupported('an Excel spreadsheet');
    if (has('PowerPoint Document')) throw unsupported('a PowerPoint presentation');
    if (has('__substg1.0_0037001F') || has('__substg1.0_0037001E')) throw unsupported('an Outlook message');
    throw unsupported('an Office file of a kind Summer does not read');
  }
  const content = contentOf(word);
  if (!content || content.length < 0x200) throw corruptWord();
  // The FIB: magic 0xA5EC (Word 97+) or 0xA5DC (Word 6/95); bit 8 of the flags at 0x0A is fEncrypted.
  const magic = content[0]! | (content[1]! << 8);
  if (magic !== 0xa5ec && magic !== 0xa5dc) throw corruptWord();
  const flags = content[10]! | (content[11]! << 8);
  if (flags & 0x0100) throw new ExtractionError('encrypted', PASSWORD_MESSAGE);
  // Bit 9 of the flags (fWhichTblStm) names the table stream.
  const table = contentOf(CFB.find(container, flags & 0x0200 ? '1Table' : '0Table'));
  return { word: content, ...(table ? { table } : {}) };
}

/**
 * word-extractor 1.0.4 turns Word's optional hyphen (0x1F) into the string "undefined" (its replacement
 * table has no entry for it): "исследоваundefinedтельского". An optional hyphen only ever sits inside a
 * word, so "undefined" glued to letters on both sides is one; the real word stands apart.
 */
const OPTIONAL_HYPHEN_ARTEFACT = /(?<=\p{L})(?:undefined)+(?=\p{L})/gu;

/**
 * Word's text with tabs between table cells and line breaks between paragraphs, as blocks: a table's
 * rows (lines with cells) one block, so its first row names its columns, every other line its own.
 */
function linesToBlocks(text: string): string {
  const blocks: string[] = [];
  let rows: string[] = [];
  const endTable = () => {
    if (rows.length) blocks.push(rows.join('\n'));
    rows = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw
      .trim()
      .replace(/\t+/g, ' | ')
      .replace(/[ \u00a0]+/g, ' ')
      // Blank cells (and runs of alignment tabs read as cells) are layout, not content.
      .replace(/\|(?: \|)+/g, '|')
      .replace(/^(\| )+|( \|)+$/g, '')
      .trim();
    if (line.includes(' | ')) rows.push(literal(line));
    else {
      endTable();
      blocks.push(literal(line));
    }
  }
  endTable();
  return joinBlocks(blocks);
}

export async function extractDoc(bytes: Uint8Array): Promise<{ text: string; format: DocumentFormat }> {
  const { word: wordStream, table } = identifyOle(bytes);
  if (wordStream[0] === 0xdc && wordStream[1] === 0xa5) {
    // Word 6.0/95.
    let raw: string;
    try {
      raw = readWord6Text(wordStream);
    } catch {
      throw corruptWord();
    }
    return { text: linesToBlocks(cleanWordControlCharacters(raw)), format: 'doc' };
  }
  const NodeBuffer = (globalThis as { Buffer?: { from(data: Uint8Array): Uint8Array } }).Buffer;
  if (!NodeBuffer) throw unsupported('a legacy Word (DOC) file, which this app reads only on the server');
  let document: WordExtractor.Document;
  try {
    document = await new WordExtractor().extract(NodeBuffer.from(bytes) as never);
  } catch {
    throw corruptWord();
  }
  const options = { filterUnicode: false };
  const parts = [
    withWordSymbols(document.getBody(options), table && wordSymbols(wordStream, table)),
    document.getTextboxes({ ...options, includeHeadersAndFooters: false, includeBody: true }),
    document.getFootnotes(options),
    document.getEndnotes(options),
  ];
  return {
    text: joinBlocks(parts.map((part) => linesToBlocks(part.replace(OPTIONAL_HYPHEN_ARTEFACT, '')))),
    format: 'doc',
  };
}
