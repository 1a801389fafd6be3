/**
 * Builds Word files for tests: DOCX archives from WordprocessingML snippets (with fflate), OLE2
 * compound files (with cfb) for Word 6/95 documents, encrypted Office files and other Office kinds.
 */

import CFB from 'cfb';
import { zipSync } from 'fflate';

const W_NS = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

export function paragraph(text: string, style?: string, list = false): string {
  const properties =
    style || list
      ? `<w:pPr>${style ? `<w:pStyle w:val="${style}"/>` : ''}${list ? '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>' : ''}</w:pPr>`
      : '';
  return `<w:p>${properties}<w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
}

export function table(rows: string[][]): string {
  const body = rows
    .map((row) => `<w:tr>${row.map((cell) => `<w:tc>${paragraph(cell)}</w:tc>`).join('')}</w:tr>`)
    .join('');
  return `<w:tbl>${body}</w:tbl>`;
}

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles ${W_NS}>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style>
<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/></w:style>
<w:style w:type="paragraph" w:styleId="TOCHeading"><w:name w:val="TOC Heading"/></w:style>
<w:style w:type="paragraph" w:styleId="TOC1"><w:name w:val="toc 1"/></w:style>
</w:styles>`;

export interface DocxSpec {
  /** Inner XML of w:body. */
  body: string;
  footnotes?: string[];
  title?: string;
  /** Extra or replacement archive entries. */
  extraEntries?: Record<string, Uint8Array>;
  /** Leave word/document.xml out (to build other Office-like zips). */
  omitDocument?: boolean;
}

export function buildDocx(spec: DocxSpec): Uint8Array {
  const encoder = new TextEncoder();
  const entries: Record<string, Uint8Array> = {
    '[Content_Types].xml': encoder.encode(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    'word/styles.xml': encoder.encode(STYLES),
  };
  if (!spec.omitDocument) {
    entries['word/document.xml'] = encoder.encode(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W_NS}><w:body>${spec.body}</w:body></w:document>`,
    );
  }
  if (spec.footnotes) {
    const notes = spec.footnotes
      .map((note, index) => `<w:footnote w:id="${index + 1}">${paragraph(note)}</w:footnote>`)
      .join('');
    entries['word/footnotes.xml'] = encoder.encode(
      `<?xml version="1.0"?><w:footnotes ${W_NS}><w:footnote w:type="separator" w:id="0"><w:p><w:r><w:t>SEPARATOR</w:t></w:r></w:p></w:footnote>${notes}</w:footnotes>`,
    );
  }
  if (spec.title) {
    entries['docProps/core.xml'] = encoder.encode(
      `<?xml version="1.0"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${spec.title}</dc:title></cp:coreProperties>`,
    );
  }
  Object.assign(entries, spec.extraEntries ?? {});
  return zipSync(entries);
}

/** An OLE2 compound file with the given streams. */
export function buildOle(streams: Record<string, Uint8Array>): Uint8Array {
  const container = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) {
    CFB.utils.cfb_add(container, `/${name}`, content);
  }
  const written = CFB.write(container, { type: 'array' }) as number[] | Uint8Array;
  return Uint8Array.from(written);
}

/**
 * A Word 6/95 WordDocument stream: FIB magic 0xA5DC, the text (already in its 8-bit code page) at
 * fcMin 0x300, optionally flagged as encrypted.
 */
export function buildWord6Stream(
  text: Uint8Array,
  options: { encrypted?: boolean; lid?: number } = {},
): Uint8Array {
  const fcMin = 0x300;
  const stream = new Uint8Array(fcMin + text.length + 0x100);
  const view = new DataView(stream.buffer);
  view.setUint16(0, 0xa5dc, true);
  view.setUint16(2, 101, true);
  view.setUint16(6, options.lid ?? 0x0409, true);
  view.setUint16(0x0a, options.encrypted ? 0x0100 : 0, true);
  view.setUint32(0x18, fcMin, true);
  view.setUint32(0x1c, fcMin + text.length, true);
  view.setUint32(0x34, text.length, true);
  stream.set(text, fcMin);
  return stream;
}

/** A Word 97+ FIB header only, for encryption checks (the text is never reached). */
export function buildWord97EncryptedStream(): Uint8Array {
  const stream = new Uint8Array(0x400);
  const view = new DataView(stream.buffer);
  view.setUint16(0, 0xa5ec, true);
  view.setUint16(2, 193, true);
  view.setUint16(0x0a, 0x0100 | 0x0200, true);
  return stream;
}
