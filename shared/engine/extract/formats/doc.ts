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
import { joinBlocks } from '../textConvention.ts';

const PASSWORD_MESSAGE = 'This document is password-protected. Remove the password and upload it again.';

function corruptWord(): ExtractionError {
  return new ExtractionError(
    'corrupt',
    'This Word file is damaged and could not be read. Try opening it in Word and saving it again.',
  );
}

/** Throws unless the OLE2 file is an unencrypted Word document. */
export function identifyOle(bytes: Uint8Array): void {
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
  const content = word.content as Uint8Array | undefined;
  if (!content || content.length < 12) throw corruptWord();
  // The FIB: magic 0xA5EC (Word 97+) or 0xA5DC (Word 6/95); bit 8 of the flags at 0x0A is fEncrypted.
  const magic = content[0]! | (content[1]! << 8);
  if (magic !== 0xa5ec && magic !== 0xa5dc) throw corruptWord();
  const flags = content[10]! | (content[11]! << 8);
  if (flags & 0x0100) throw new ExtractionError('encrypted', PASSWORD_MESSAGE);
}

export async function extractDoc(bytes: Uint8Array): Promise<{ text: string; format: DocumentFormat }> {
  identifyOle(bytes);
  const NodeBuffer = (globalThis as { Buffer?: { from(data: Uint8Array): Uint8Array } }).Buffer;
  if (!NodeBuffer) throw unsupported('a legacy Word (DOC) file, which this app reads only on the server');
  let document: WordExtractor.Document;
  try {
    document = await new WordExtractor().extract(NodeBuffer.from(bytes) as never);
  } catch {
    throw corruptWord();
  }
  const parts = [
    document.getBody(),
    document.getTextboxes?.({ includeHeadersAndFooters: false, includeBody: true }) ?? '',
    document.getFootnotes(),
    document.getEndnotes(),
  ];
  const blocks = parts.map((part) =>
    part
      .replace(/\r\n?/g, '\n')
      .split(/\n/)
      .map((line) =>
        line
          .replace(/\t/g, ' | ')
          .replace(/[ \u00a0]+/g, ' ')
          .trim(),
      )
      .join('\n\n'),
  );
  return { text: joinBlocks(blocks), format: 'doc' };
}
