/**
 * Word (DOCX) documents: the body, then footnotes and endnotes, read from the OOXML parts with a
 * streaming XML parser. Paragraph styles named "heading N" / "Title" (or carrying an outline level)
 * become "#" headings, numbered paragraphs "- " items, tables " | " rows.
 */

import { Parser } from 'htmlparser2';
import type { DocumentFormat } from '../../types.ts';
import { unsupported } from '../detect.ts';
import { collapseInline, heading, joinBlocks, listItem, literal, tableRow } from '../textConvention.ts';
import { readStyles, type StyleInfo } from './docxStyles.ts';
import { EquationReader } from './omml.ts';
import { decodeXml, writeInChunks } from './ooxml.ts';
import { symbolCharacter } from './symbolFont.ts';
import { ZipArchive } from './zip.ts';

interface TableState {
  rows: string[][];
  row: string[] | null;
  cell: string[] | null;
  /** The grid column the current cell starts at, and how many it spans (w:gridSpan). */
  column: number;
  span: number;
  /** The current cell continues the merged cell above it (w:vMerge without "restart"). */
  continuesAbove: boolean;
  /** The text of the vertically merged cell that starts at each grid column. */
  mergedAbove: Map<number, string>;
}

/** Paragraphs, lists and tables of one WordprocessingML part (document, footnotes, endnotes). */
function readBody(xml: Uint8Array, styles: Map<string, StyleInfo>, skipSeparators: boolean): string[] {
  const blocks: string[] = [];
  const tables: TableState[] = [];
  let list: string[] = [];
  // Paragraphs nest (text boxes inside a paragraph): keep a stack of their texts and properties.
  const paragraphs: Array<{ text: string[]; style?: string; list: boolean; outline?: number }> = [];
  let inText = false;
  /** Inside a run (w:r), inside its properties, and whether they hide it (w:vanish: hidden text). */
  let inRun = false;
  let inRunProperties = false;
  let runHidden = false;
  const equation = new EquationReader();
  let skipDepth = 0;
  let skipTag = '';

  const flushList = () => {
    if (list.length) blocks.push(list.join('\n'));
    list = [];
  };
  const pushBlock = (block: string, isList: boolean) => {
    const table = tables[tables.length - 1];
    if (table) {
      table.cell ??= [];
      table.cell.push(block);
      return;
    }
    if (isList) list.push(block);
    else {
      flushList();
      blocks.push(block);
    }
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (skipDepth > 0) {
          if (name === skipTag) skipDepth++;
          return;
        }
        if (name === 'm:omath' || equation.reading) {
          equation.start(name, attribs);
          return;
        }
        const paragraph = paragraphs[paragraphs.length - 1];
        switch (name) {
          case 'w:p':
            paragraphs.push({ text: [], list: false });
            return;
          case 'w:pstyle':
            if (paragraph) paragraph.style = attribs['w:val'];
            return;
          case 'w:numpr':
            if (paragraph) paragraph.list = true;
            return;
          case 'w:outlinelvl':
            if (paragraph) paragraph.outline = Number(attribs['w:val']);
            return;
          case 'w:t':
            inText = true;
            return;
          case 'w:r':
            inRun = true;
            runHidden = false;
            return;
          case 'w:vanish':
            if (inRunProperties) runHidden = attribs['w:val'] !== '0' && attribs['w:val'] !== 'false';
            return;
          case 'w:tab':
            if (paragraph && !inText) paragraph.text.push('\t');
            return;
          case 'w:br':
          case 'w:cr':
            paragraph?.text.push(' ');
            return;
          case 'w:nobreakhyphen':
            paragraph?.text.push('-');
            return;
          case 'w:sym':
            // A symbol inserted from a font: <w:sym w:font="Symbol" w:char="F062"/> is "β".
            paragraph?.text.push(
              symbolCharacter(attribs['w:font'] ?? '', Number.parseInt(attribs['w:char'] ?? '', 16)) ?? '',
            );
            return;
          case 'w:tbl':
            flushList();
            tables.push({
              rows: [],
              row: null,
              cell: null,
              column: 0,
              span: 1,
              continuesAbove: false,
              mergedAbove: new Map(),
            });
            return;
          case 'w:tr': {
            const table = tables[tables.length - 1];
            if (table) {
              table.row = [];
              table.column = 0;
            }
            return;
          }
          case 'w:tc': {
            const table = tables[tables.length - 1];
            if (table) {
              table.cell = [];
              table.span = 1;
              table.continuesAbove = false;
            }
            return;
          }
          case 'w:gridspan': {
            const table = tables[tables.length - 1];
            const span = Number(attribs['w:val']);
            if (table && Number.isInteger(span) && span > 1 && span < 64) table.span = span;
            return;
          }
          case 'w:vmerge': {
            // A cell merged with the one above it reads as that cell's text in its own row too.
            const table = tables[tables.length - 1];
            if (table) table.continuesAbove = attribs['w:val'] !== 'restart';
            return;
          }
          case 'w:footnote':
          case 'w:endnote': {
            const type = attribs['w:type'];
            if (skipSeparators && type && type !== 'normal') {
              skipTag = name;
              skipDepth = 1;
            }
            return;
          }
          // Tracked changes: deleted text, the old place of moved text (its new place, w:moveTo, is read)
          // and formatting as it was before a change.
          case 'w:del':
          case 'w:movefrom':
          case 'w:rprchange':
          case 'w:pprchange':
          case 'w:deltext':
          case 'w:instrtext':
          case 'mc:fallback':
          case 'w:ppr':
          case 'w:rpr':
          case 'w:sectpr':
          case 'w:delinstrtext':
            if (name === 'w:ppr') return;
            // A run's own properties are read for w:vanish; a paragraph mark's are not the text's.
            if (name === 'w:rpr' && inRun) {
              inRunProperties = true;
              return;
            }
            skipTag = name;
            skipDepth = 1;
            return;
          default:
            return;
        }
      },
      ontext(data) {
        if (skipDepth === 0 && equation.reading) equation.text(data);
        if (skipDepth > 0 || !inText || runHidden) return;
        paragraphs[paragraphs.length - 1]?.text.push(data);
      },
      onclosetag(name) {
        if (skipDepth > 0) {
          if (name === skipTag) skipDepth--;
          return;
        }
        if (equation.reading) {
          const line = equation.end();
          // Equations set apart in a paragraph of their own are kept apart from each other.
          if (line !== undefined) paragraphs[paragraphs.length - 1]?.text.push(` ${line} `);
          return;
        }
        switch (name) {
          case 'w:t':
            inText = false;
            return;
          case 'w:r':
            inRun = false;
            runHidden = false;
            return;
          case 'w:rpr':
            inRunProperties = false;
            return;
          case 'w:p': {
            const paragraph = paragraphs.pop();
            if (!paragraph) return;
            const text = collapseInline(paragraph.text.join(''));
            if (!text) return;
            const style = paragraph.style ? styles.get(paragraph.style) : undefined;
            // The generated table of contents repeats the headings with page numbers: navigation, not text.
            if (style?.contents) return;
            const level =
              style?.headingLevel ??
              (paragraph.outline !== undefined && paragraph.outline < 9 ? paragraph.outline + 1 : undefined);
            const inTable = tables.length > 0;
            if (level !== undefined && level <= 6 && !inTable) pushBlock(heading(level, text), false);
            else if ((paragraph.list || style?.list) && !inTable) pushBlock(listItem(text), true);
            else pushBlock(literal(text), false);
            return;
          }
          case 'w:tc': {
            const table = tables[tables.length - 1];
            if (!table) return;
            table.row ??= [];
            let text = collapseInline((table.cell ?? []).join(' '));
            if (table.continuesAbove && !text) text = table.mergedAbove.get(table.column) ?? '';
            else table.mergedAbove.set(table.column, text);
            table.row.push(text);
            table.column += table.span;
            table.cell = null;
            return;
          }
          case 'w:tr': {
            const table = tables[tables.length - 1];
            if (table?.row) table.rows.push(table.row);
            if (table) table.row = null;
            return;
          }
          case 'w:tbl': {
            const table = tables.pop();
            if (!table) return;
            const rows = table.rows.filter((row) => row.some((cell) => cell));
            if (rows.length === 0) return;
            const outer = tables[tables.length - 1];
            const rendered = rows.map((row) => tableRow(trimTrailingEmpty(row)));
            if (outer) {
              outer.cell ??= [];
              outer.cell.push(rendered.join(' '));
            } else blocks.push(rendered.join('\n'));
            return;
          }
          default:
            return;
        }
      },
    },
    { xmlMode: true, lowerCaseTags: true, lowerCaseAttributeNames: false, decodeEntities: true },
  );
  writeInChunks(parser, xml);
  flushList();
  return blocks;
}

function trimTrailingEmpty(cells: string[]): string[] {
  let end = cells.length;
  while (end > 0 && !cells[end - 1]) end--;
  return cells.slice(0, end);
}

function readTitle(xml: string): string | undefined {
  const match = /<dc:title>([^<]*)<\/dc:title>/.exec(xml);
  const title = match
    ? collapseInline(match[1]!.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'))
    : '';
  return title || undefined;
}

/**
 * The main document part: word/document.xml almost always, else wherever the package's relationships
 * point (some generators name it differently).
 */
function mainDocumentPart(zip: ZipArchive): string | undefined {
  if (zip.has('word/document.xml')) return 'word/document.xml';
  const rels = zip.has('_rels/.rels') ? decodeXml(zip.read('_rels/.rels')!) : '';
  const relationship = /<Relationship\b[^>]*Type="[^"]*\/officeDocument"[^>]*>/.exec(rels)?.[0];
  const target = relationship ? /Target="\/?([^"]+)"/.exec(relationship)?.[1] : undefined;
  return target && /^word\/[^/]+\.xml$/.test(target) && zip.has(target) ? target : undefined;
}

/** Checks that a ZIP file is a Word document and returns it with its main part; throws `unsupported` (naming what it is) otherwise. */
export function identifyZip(bytes: Uint8Array, _filename = ''): { zip: ZipArchive; main: string } {
  const zip = new ZipArchive(bytes);
  const main = mainDocumentPart(zip);
  if (main) return { zip, main };
  const names = [...zip.entries.keys()];
  if (names.some((name) => name.startsWith('xl/'))) throw unsupported('an Excel spreadsheet');
  if (names.some((name) => name.startsWith('ppt/'))) throw unsupported('a PowerPoint presentation');
  if (zip.has('mimetype') && zip.has('content.xml'))
    throw unsupported('an OpenDocument file (save it as DOCX)');
  if (zip.has('META-INF/container.xml')) throw unsupported('an e-book (EPUB)');
  throw unsupported('a ZIP archive');
}

export function extractDocx(
  bytes: Uint8Array,
  filename: string,
): { text: string; format: DocumentFormat; title?: string } {
  const { zip, main } = identifyZip(bytes, filename);
  const stylesXml = zip.read('word/styles.xml');
  const styles = stylesXml ? readStyles(decodeXml(stylesXml)) : new Map<string, StyleInfo>();
  const blocks = readBody(zip.read(main)!, styles, false);
  for (const part of ['word/footnotes.xml', 'word/endnotes.xml']) {
    const xml = zip.read(part);
    if (!xml) continue;
    for (const block of readBody(xml, styles, true)) blocks.push(block);
  }
  const coreXml = zip.read('docProps/core.xml');
  const title = coreXml ? readTitle(decodeXml(coreXml)) : undefined;
  return { text: joinBlocks(blocks), format: 'docx', ...(title ? { title } : {}) };
}
