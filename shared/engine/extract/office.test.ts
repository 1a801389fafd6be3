import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { dataDir } from '../tools/eval/data.ts';
import { detectFormat, ExtractionError, extract } from './index.ts';
import {
  buildDocx,
  buildOle,
  buildWord6Stream,
  buildWord97EncryptedStream,
  paragraph,
  table,
} from './testing/buildOffice.ts';
import { extractionError } from './testing/extractionError.ts';

/** Little-endian helpers to patch a ZIP's central directory in tests. */
function patchCentralDirectory(
  zip: Uint8Array,
  patch: (view: DataView, entryOffset: number) => void,
): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  for (let offset = copy.length - 22; offset >= 0; offset--) {
    if (view.getUint32(offset, true) !== 0x06054b50) continue;
    let entry = view.getUint32(offset + 16, true);
    const count = view.getUint16(offset + 10, true);
    for (let index = 0; index < count; index++) {
      patch(view, entry);
      entry +=
        46 +
        view.getUint16(entry + 28, true) +
        view.getUint16(entry + 30, true) +
        view.getUint16(entry + 32, true);
    }
    return copy;
  }
  throw new Error('no end of central directory');
}

describe('DOCX extraction', () => {
  it('leaves out hidden text (w:vanish), and reads a run hidden only before a tracked change', async () => {
    const hidden = '<w:r><w:rPr><w:vanish/></w:rPr><w:t xml:space="preserve">note to self </w:t></w:r>';
    const unhidden =
      '<w:r><w:rPr><w:b/><w:rPrChange w:id="9" w:author="A"><w:rPr><w:vanish/></w:rPr></w:rPrChange></w:rPr><w:t xml:space="preserve">in 30 days</w:t></w:r>';
    const docx = buildDocx({
      body: `<w:p><w:r><w:t xml:space="preserve">Payment is due </w:t></w:r>${hidden}${unhidden}<w:r><w:t>.</w:t></w:r></w:p>`,
    });
    expect((await extract(docx, 'notes.docx')).text).toBe('Payment is due in 30 days.');
  });

  it('reads a document with tracked changes as it now stands: no deleted text, moved text once', async () => {
    const docx = buildDocx({
      body: [
        '<w:p><w:r><w:t xml:space="preserve">The fee is </w:t></w:r><w:del w:id="1" w:author="A"><w:r><w:delText>$5,000</w:delText></w:r></w:del><w:ins w:id="2" w:author="A"><w:r><w:t>$7,500</w:t></w:r></w:ins><w:r><w:t xml:space="preserve"> per month.</w:t></w:r></w:p>',
        '<w:p><w:moveFrom w:id="3" w:author="A"><w:r><w:t>Either party may end the agreement.</w:t></w:r></w:moveFrom></w:p>',
        paragraph('Payment is due within 30 days.'),
        '<w:p><w:moveTo w:id="4" w:author="A"><w:r><w:t>Either party may end the agreement.</w:t></w:r></w:moveTo></w:p>',
      ].join(''),
    });
    const document = await extract(docx, 'agreement.docx');
    expect(document.text).toBe(
      'The fee is $7,500 per month.\n\nPayment is due within 30 days.\n\nEither party may end the agreement.',
    );
  });

  it('keeps headings, lists, tables and footnotes as structure, and leaves the table of contents out', async () => {
    const docx = buildDocx({
      title: 'Supply agreement',
      body: [
        paragraph('Supply agreement', 'Title'),
        // Word's generated table of contents is navigation: it is left out.
        paragraph('Contents', 'TOCHeading'),
        paragraph('Scope 1', 'TOC1'),
        paragraph('Prices 2', 'TOC1'),
        paragraph('Scope', 'Heading1'),
        paragraph('The supplier delivers steel beams.'),
        paragraph('Beams of grade S355', undefined, true),
        paragraph('Delivery within 30 days', undefined, true),
        paragraph('Prices', 'Heading2'),
        table([
          ['Item', 'Price'],
          ['Beam', '120 EUR'],
        ]),
        paragraph('Payment is due on delivery &amp; inspection.'),
      ].join(''),
      footnotes: ['Prices exclude VAT.'],
    });
    const document = await extract(docx, 'agreement.docx');
    expect(document.format).toBe('docx');
    expect(document.title).toBe('Supply agreement');
    expect(document.text).toBe(
      [
        '# Supply agreement',
        '# Scope',
        'The supplier delivers steel beams.',
        '- Beams of grade S355\n- Delivery within 30 days',
        '## Prices',
        'Item | Price\nBeam | 120 EUR',
        'Payment is due on delivery & inspection.',
        'Prices exclude VAT.',
      ].join('\n\n'),
    );
    expect(document.text).not.toContain('SEPARATOR');
  });

  it('calls a DOCX without text empty', async () => {
    const error = await extractionError(extract(buildDocx({ body: '<w:p/>' }), 'empty.docx'));
    expect(error.kind).toBe('empty');
  });

  it('refuses a zip bomb by its declared sizes before inflating it', async () => {
    const docx = buildDocx({ body: paragraph('Hello') });
    const bomb = patchCentralDirectory(docx, (view, entry) =>
      view.setUint32(entry + 24, 3_000_000_000, true),
    );
    const error = await extractionError(extract(bomb, 'bomb.docx'));
    expect(error.kind).toBe('corrupt');
    expect(error.message).toMatch(/zip bomb/);
  });

  it('stops inflating when an entry produces more than its declared size', async () => {
    // 16 MB of zeros compress to about 16 KB; the directory claims 1 KB.
    const zeros = new Uint8Array(16 * 1024 * 1024);
    const docx = buildDocx({ body: paragraph('Hello'), extraEntries: { 'word/document.xml': zeros } });
    const lying = patchCentralDirectory(docx, (view, entry) => {
      if (view.getUint32(entry + 24, true) > 1024 * 1024) view.setUint32(entry + 24, 1024, true);
    });
    const error = await extractionError(extract(lying, 'lying.docx'));
    expect(error.kind).toBe('corrupt');
    expect(error.message).toMatch(/zip bomb/);
  });

  it('refuses an archive with an absurd number of entries', async () => {
    const entries: Record<string, Uint8Array> = {};
    for (let index = 0; index < 6000; index++) entries[`word/media/part${index}.xml`] = new Uint8Array(1);
    const docx = buildDocx({ body: paragraph('Hello'), extraEntries: entries });
    expect((await extractionError(extract(docx, 'many.docx'))).kind).toBe('corrupt');
  });

  it('calls a truncated DOCX corrupt', async () => {
    const docx = buildDocx({ body: paragraph('Hello there') });
    expect((await extractionError(extract(docx.slice(0, docx.length - 40), 'cut.docx'))).kind).toBe(
      'corrupt',
    );
  });

  it('names spreadsheets, presentations and plain archives as unsupported', async () => {
    const encoder = new TextEncoder();
    const xlsx = buildDocx({
      body: '',
      omitDocument: true,
      extraEntries: { 'xl/workbook.xml': encoder.encode('<x/>') },
    });
    const xlsxError = await extractionError(extract(xlsx, 'report.docx'));
    expect(xlsxError.kind).toBe('unsupported');
    expect(xlsxError.message).toMatch(/Excel spreadsheet/);
    const pptx = buildDocx({
      body: '',
      omitDocument: true,
      extraEntries: { 'ppt/presentation.xml': encoder.encode('<p/>') },
    });
    expect((await extractionError(extract(pptx, 'deck.pptx'))).message).toMatch(/PowerPoint/);
    const zip = buildDocx({ body: '', omitDocument: true });
    expect((await extractionError(extract(zip, 'archive.zip'))).kind).toBe('unsupported');
  });

  it('finds a main document part with another name through the package relationships', async () => {
    const encoder = new TextEncoder();
    const docx = buildDocx({
      body: '',
      omitDocument: true,
      extraEntries: {
        '_rels/.rels': encoder.encode(
          '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document2.xml"/></Relationships>',
        ),
        'word/document2.xml': encoder.encode(
          `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraph('Found it')}</w:body></w:document>`,
        ),
      },
    });
    expect((await extract(docx, 'renamed.docx')).text).toBe('Found it');
  });

  it('reads a DOCX uploaded under a wrong name', async () => {
    const document = await extract(buildDocx({ body: paragraph('Real Word content') }), 'scan.pdf');
    expect(document.format).toBe('docx');
    expect(document.text).toBe('Real Word content');
  });
});

describe('OLE2 files (DOC and encrypted Office)', () => {
  it('reads a Word 6/95 document in its code page', async () => {
    const text = 'Компания предлагает со склада в Москве следующий ассортимент вин.\rВторой абзац текста.\r';
    const doc = buildOle({
      WordDocument: buildWord6Stream(iconv.encode(text, 'windows-1251'), { lid: 0x0419 }),
    });
    const document = await extract(doc, 'old.doc');
    expect(document.format).toBe('doc');
    expect(document.text).toBe(
      'Компания предлагает со склада в Москве следующий ассортимент вин.\n\nВторой абзац текста.',
    );
  });

  it('keeps field results and drops field codes', async () => {
    const raw = 'See \u0013 HYPERLINK "http://example.com" \u0014the website\u0015 for details.\r';
    const doc = buildOle({ WordDocument: buildWord6Stream(iconv.encode(raw, 'windows-1252')) });
    expect((await extract(doc, 'fields.doc')).text).toBe('See the website for details.');
  });

  it('drops the blank cells of a table, keeping one bar between filled ones', async () => {
    const raw =
      'Wine\u0007\u0007\u0007\u0007Maker\u0007 \u0007Price\u0007\u0007\rAligote\u0007\u0007\u0007\u0007Basvinex\u0007 \u000731-00\u0007\u0007\r';
    const doc = buildOle({ WordDocument: buildWord6Stream(iconv.encode(raw, 'windows-1252')) });
    expect((await extract(doc, 'prices.doc')).text).toBe('Wine | Maker | Price\nAligote | Basvinex | 31-00');
  });

  const priceList = join(dataDir(), 'documents/doc/poi_Bug49933.doc');
  it.skipIf(!existsSync(priceList))(
    "ends a Word 6 table's rows where its paragraph properties say, and keeps a cell's lines together",
    async () => {
      const { text } = await extract(new Uint8Array(readFileSync(priceList)), 'prices.doc');
      const table = text.split('\n\n').find((block) => block.startsWith('Наименование'));
      expect(table?.split('\n').slice(0, 3)).toEqual([
        'Наименование продукции | Изготовитель | Тип бутылки | Объем | Цена (руб.)',
        'Алиготе, белое п/с | Басвинекс | “Бордо-элит” | 0,7 л | 31-00',
        'Алиготе, белое сухое | Басвинекс | “Бордо-элит” | 0,7 л | 31-00',
      ]);
    },
  );

  it('recognises password-protected DOC files', async () => {
    const word6 = buildOle({ WordDocument: buildWord6Stream(new Uint8Array(10), { encrypted: true }) });
    expect((await extractionError(extract(word6, 'locked.doc'))).kind).toBe('encrypted');
    const word97 = buildOle({ WordDocument: buildWord97EncryptedStream(), '1Table': new Uint8Array(512) });
    expect((await extractionError(extract(word97, 'locked.doc'))).kind).toBe('encrypted');
  });

  it('recognises a password-protected DOCX (an OLE2 file with EncryptionInfo)', async () => {
    const encrypted = buildOle({
      EncryptionInfo: new Uint8Array(64),
      EncryptedPackage: new Uint8Array(4096),
    });
    const error = await extractionError(extract(encrypted, 'contract.docx'));
    expect(error.kind).toBe('encrypted');
    expect(error.message).toMatch(/password-protected/);
  });

  it('names an Excel 97 workbook as unsupported', async () => {
    const xls = buildOle({ Workbook: new Uint8Array(4096) });
    const error = await extractionError(extract(xls, 'numbers.doc'));
    expect(error.kind).toBe('unsupported');
    expect(error.message).toMatch(/Excel/);
  });

  it('calls a broken compound file corrupt', async () => {
    const broken = new Uint8Array(1024);
    broken.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect((await extractionError(extract(broken, 'broken.doc'))).kind).toBe('corrupt');
  });
});

describe('detectFormat on binary containers', () => {
  it('names Word files by their content and refuses other containers', () => {
    expect(detectFormat(buildDocx({ body: paragraph('x') }), 'a.pdf')).toBe('docx');
    expect(detectFormat(buildOle({ WordDocument: buildWord6Stream(new Uint8Array([0x41])) }), 'a.txt')).toBe(
      'doc',
    );
    expect(() => detectFormat(buildOle({ Workbook: new Uint8Array(4096) }), 'a.xls')).toThrow(
      ExtractionError,
    );
    expect(() => detectFormat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]), 'photo.docx')).toThrow(
      /JPEG image/,
    );
  });
});
