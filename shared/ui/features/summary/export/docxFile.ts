import { strToU8, zipSync } from 'fflate';
import { type Block, isNote, type Run, type SummaryDocument } from './summaryDocument.ts';

/**
 * The summary as a Word document (.docx, Office Open XML): title, headings, paragraphs and lists in
 * Word's own styles, and each cited sentence with a real footnote holding its source passage. Written
 * here (a few XML parts zipped with fflate, which the app already has) rather than with a document
 * library: this summary needs four kinds of block, and the file stays small and loads on demand.
 */
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_HEADER = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const BULLET_LIST = 1;
/** Ordered lists each get their own numbering from this id on, so each starts at 1. */
const FIRST_ORDERED_LIST = 2;

export function summaryDocx(document: SummaryDocument): Uint8Array {
  const { body, orderedLists } = documentBody(document);
  const parts: Record<string, string> = {
    '[Content_Types].xml': contentTypes(),
    '_rels/.rels': `<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${DOC_TYPE}/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`,
    'docProps/core.xml': `<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${xmlText(document.title)}</dc:title></cp:coreProperties>`,
    'word/_rels/document.xml.rels': `<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${DOC_TYPE}/styles" Target="styles.xml"/><Relationship Id="rId2" Type="${DOC_TYPE}/settings" Target="settings.xml"/><Relationship Id="rId3" Type="${DOC_TYPE}/footnotes" Target="footnotes.xml"/><Relationship Id="rId4" Type="${DOC_TYPE}/numbering" Target="numbering.xml"/></Relationships>`,
    'word/document.xml': `<w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>`,
    'word/styles.xml': styles(),
    'word/settings.xml': `<w:settings xmlns:w="${W}"><w:footnotePr><w:footnote w:id="-1"/><w:footnote w:id="0"/></w:footnotePr></w:settings>`,
    'word/footnotes.xml': footnotes(document),
    'word/numbering.xml': numbering(orderedLists),
  };
  return zipSync(
    Object.fromEntries(
      Object.entries(parts).map(([path, xml]) => [path, strToU8(XML_HEADER + xml)] as const),
    ),
  );
}

function documentBody(document: SummaryDocument): { body: string; orderedLists: number } {
  const paragraphs = [paragraph('Title', [{ text: document.title }])];
  if (document.subtitle) paragraphs.push(paragraph('Subtitle', [{ text: document.subtitle }]));
  let orderedLists = 0;
  let previous: Block | undefined;
  for (const block of document.blocks) {
    if (block.kind === 'heading') paragraphs.push(paragraph(`Heading${block.level}`, block.runs));
    else if (block.kind === 'paragraph') paragraphs.push(paragraph(null, block.runs));
    else {
      const continues = previous?.kind === 'item' && previous.ordered === block.ordered;
      if (block.ordered && !continues) orderedLists += 1;
      const list = block.ordered ? FIRST_ORDERED_LIST + orderedLists - 1 : BULLET_LIST;
      paragraphs.push(paragraph('ListParagraph', block.runs, list));
    }
    previous = block;
  }
  return { body: paragraphs.join(''), orderedLists };
}

function paragraph(style: string | null, runs: readonly Run[], list?: number): string {
  const properties = [
    style ? `<w:pStyle w:val="${style}"/>` : '',
    list ? `<w:numPr><w:ilvl w:val="0"/><w:numId w:val="${list}"/></w:numPr>` : '',
  ].join('');
  return `<w:p>${properties ? `<w:pPr>${properties}</w:pPr>` : ''}${runs.map(run).join('')}</w:p>`;
}

function run(part: Run): string {
  if (isNote(part)) {
    return `<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteReference w:id="${part.note}"/></w:r>`;
  }
  const format = `${part.bold ? '<w:b/>' : ''}${part.italic ? '<w:i/>' : ''}`;
  return `<w:r>${format ? `<w:rPr>${format}</w:rPr>` : ''}<w:t xml:space="preserve">${xmlText(part.text)}</w:t></w:r>`;
}

function footnotes(document: SummaryDocument): string {
  const separators =
    '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>' +
    '<w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:footnote>';
  const notes = document.notes.map(
    (note) =>
      `<w:footnote w:id="${note.number}"><w:p><w:pPr><w:pStyle w:val="FootnoteText"/></w:pPr><w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteRef/></w:r><w:r><w:t xml:space="preserve"> ${xmlText(note.passage)}</w:t></w:r></w:p></w:footnote>`,
  );
  return `<w:footnotes xmlns:w="${W}">${separators}${notes.join('')}</w:footnotes>`;
}

function numbering(orderedLists: number): string {
  const level = (format: string, text: string) =>
    `<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="${format}"/><w:lvlText w:val="${text}"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl>`;
  const ordered = Array.from(
    { length: orderedLists },
    (_, index) =>
      `<w:num w:numId="${FIRST_ORDERED_LIST + index}"><w:abstractNumId w:val="1"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num>`,
  );
  return `<w:numbering xmlns:w="${W}"><w:abstractNum w:abstractNumId="0">${level('bullet', '•')}</w:abstractNum><w:abstractNum w:abstractNumId="1">${level('decimal', '%1.')}</w:abstractNum><w:num w:numId="${BULLET_LIST}"><w:abstractNumId w:val="0"/></w:num>${ordered.join('')}</w:numbering>`;
}

function styles(): string {
  const font = '<w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:eastAsia="Calibri" w:cs="Calibri"/>';
  const style = (id: string, name: string, paragraphProps: string, runProps: string, type = 'paragraph') =>
    `<w:style w:type="${type}"${id === 'Normal' ? ' w:default="1"' : ''} w:styleId="${id}"><w:name w:val="${name}"/>${type === 'paragraph' && id !== 'Normal' ? '<w:basedOn w:val="Normal"/><w:qFormat/>' : ''}${paragraphProps ? `<w:pPr>${paragraphProps}</w:pPr>` : ''}${runProps ? `<w:rPr>${runProps}</w:rPr>` : ''}</w:style>`;
  return `<w:styles xmlns:w="${W}"><w:docDefaults><w:rPrDefault><w:rPr>${font}<w:sz w:val="22"/><w:lang w:val="en-US"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="160" w:line="276" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>${[
    style('Normal', 'Normal', '', ''),
    style('Title', 'Title', '<w:spacing w:after="80"/>', '<w:b/><w:sz w:val="40"/><w:color w:val="0C4A6E"/>'),
    style('Subtitle', 'Subtitle', '<w:spacing w:after="320"/>', '<w:color w:val="64748B"/>'),
    style(
      'Heading1',
      'heading 1',
      '<w:keepNext/><w:spacing w:before="320" w:after="120"/><w:outlineLvl w:val="0"/>',
      '<w:b/><w:sz w:val="32"/><w:color w:val="0C4A6E"/>',
    ),
    style(
      'Heading2',
      'heading 2',
      '<w:keepNext/><w:spacing w:before="240" w:after="80"/><w:outlineLvl w:val="1"/>',
      '<w:b/><w:sz w:val="28"/><w:color w:val="0C4A6E"/>',
    ),
    style(
      'Heading3',
      'heading 3',
      '<w:keepNext/><w:spacing w:before="200" w:after="60"/><w:outlineLvl w:val="2"/>',
      '<w:b/><w:sz w:val="24"/>',
    ),
    style('ListParagraph', 'List Paragraph', '<w:spacing w:after="80"/><w:ind w:left="720"/>', ''),
    style(
      'FootnoteText',
      'footnote text',
      '<w:spacing w:after="60" w:line="240" w:lineRule="auto"/>',
      '<w:sz w:val="18"/>',
    ),
    style('FootnoteReference', 'footnote reference', '', '<w:vertAlign w:val="superscript"/>', 'character'),
  ].join('')}</w:styles>`;
}

function contentTypes(): string {
  const main = 'application/vnd.openxmlformats-officedocument.wordprocessingml';
  const override = (part: string, type: string) => `<Override PartName="${part}" ContentType="${type}"/>`;
  return `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${[
    override('/word/document.xml', `${main}.document.main+xml`),
    override('/word/styles.xml', `${main}.styles+xml`),
    override('/word/settings.xml', `${main}.settings+xml`),
    override('/word/footnotes.xml', `${main}.footnotes+xml`),
    override('/word/numbering.xml', `${main}.numbering+xml`),
    override('/docProps/core.xml', 'application/vnd.openxmlformats-package.core-properties+xml'),
  ].join('')}</Types>`;
}

/** Text safe in XML: markup characters escaped, characters XML 1.0 forbids dropped. */
function xmlText(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML 1.0 forbids are what is dropped.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}
