/**
 * HTML to the text convention with a streaming parser (linear in the page's size, no DOM): headings,
 * paragraphs, list items and table rows become blocks; scripts, styles, navigation, footers, forms and
 * hidden elements are dropped. Layout tables (tables inside tables, one-cell rows) read as paragraphs.
 */

import { Parser } from 'htmlparser2';
import {
  codeBlock,
  collapseInline,
  heading,
  joinBlocksKeepingLists,
  listItem,
  literal,
  tableRow,
} from '../textConvention.ts';
import { BLOCK, CHROME, CITATION_MARK_CLASS, NOISE_CLASS, SKIPPED, SKIPPED_ROLES } from './htmlRules.ts';

/** Classes code highlighters give a <pre>: "highlight", "language-js", "sourceCode", "prettyprint". */
const CODE_CLASS = /\b(?:code|highlight|lang(?:uage)?-[\w+-]+|sourceCode|prettyprint|brush:)/i;

interface TableState {
  rows: string[][];
  row: string[] | null;
  cell: string[] | null;
  /** A layout table: rows become paragraphs instead of " | " lines. */
  layout: boolean;
  /** The grid column the current cell starts at, and its rowspan and colspan. */
  column: number;
  rowspan: number;
  colspan: number;
  /** Cells of rows above that span down into later rows, by column: their text and rows still to fill. */
  spanning: Map<number, { text: string; rows: number }>;
}

/** A span attribute as a count (1 when absent or absurd). */
function spanOf(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 && n <= 100 ? n : 1;
}

/** Fills the row's next columns that cells of rows above span into. */
function fillSpanned(table: TableState): void {
  const row = table.row;
  if (!row) return;
  for (let span = table.spanning.get(table.column); span; span = table.spanning.get(table.column)) {
    row.push(span.text);
    if (--span.rows === 0) table.spanning.delete(table.column);
    table.column++;
  }
}

export interface HtmlText {
  text: string;
  title?: string;
}

/**
 * The page's text. Site chrome (navigation, footers, elements whose class says menu or sidebar) is
 * dropped, unless doing so would drop most of the page: some generators wrap the whole document in a
 * "footer" div.
 */
export function htmlToText(html: string): HtmlText {
  const strict = convert(html, true);
  if (strict.chromeChars > strict.keptChars) return convert(html, false).result;
  return strict.result;
}

function convert(
  html: string,
  dropChrome: boolean,
): { result: HtmlText; chromeChars: number; keptChars: number } {
  let chromeChars = 0;
  let keptChars = 0;
  let skippingChrome = false;
  const blocks: string[] = [];
  let inline: string[] = [];
  let headingLevel = 0;
  let listDepth = 0;
  let inListItem = false;
  let preDepth = 0;
  /** The <pre> holds code (a <code> inside, or a highlighter's class): a code block, not prose. */
  let preIsCode = false;
  let skipDepth = 0;
  let skipTag = '';
  let inTitle = false;
  let title = '';
  let headDepth = 0;
  const tables: TableState[] = [];
  /** Links of the running inline text: how many, and how much of its text they hold. */
  let linkDepth = 0;
  let links = 0;
  let linkChars = 0;
  let inlineChars = 0;

  const currentTable = () => tables[tables.length - 1];

  /** Ends the running inline text as a block of the current kind. */
  const flush = () => {
    const raw = inline.join('');
    const menu = dropChrome && isLinkMenu(links, linkChars, inlineChars);
    inline = [];
    links = 0;
    linkChars = 0;
    inlineChars = 0;
    const text = preDepth > 0 ? raw.replace(/^\n+|\s+$/g, '') : collapseInline(raw);
    if (!text) return;
    if (menu) {
      chromeChars += text.length;
      keptChars -= text.length;
      return;
    }
    const table = currentTable();
    if (table?.cell) {
      table.cell.push(text);
      return;
    }
    if (headingLevel > 0) blocks.push(heading(headingLevel, collapseInline(text)));
    else if (inListItem) blocks.push(listItem(collapseInline(text)));
    else blocks.push(preDepth > 0 && preIsCode ? codeBlock(text) : literal(text));
  };

  const emitTable = (table: TableState) => {
    const rows = table.rows.filter((row) => row.some((cell) => cell));
    if (rows.length === 0) return;
    const single = rows.every((row) => row.filter((cell) => cell).length <= 1);
    if (table.layout || single) {
      for (const row of rows) for (const cell of row) if (cell) blocks.push(cell);
    } else {
      blocks.push(rows.map((row) => tableRow(row)).join('\n'));
    }
  };

  const endCell = (table: TableState) => {
    if (!table.cell) return;
    flush();
    table.row ??= [];
    const text = collapseInline(table.cell.join(' '));
    // A cell spanning rows is read in each of them; one spanning columns is read once.
    if (table.rowspan > 1) table.spanning.set(table.column, { text, rows: table.rowspan - 1 });
    table.row.push(text);
    table.column += table.colspan;
    table.cell = null;
  };
  const endRow = (table: TableState) => {
    endCell(table);
    fillSpanned(table);
    if (table.row) table.rows.push(table.row);
    table.row = null;
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (skipDepth > 0) {
          if (name === skipTag) skipDepth++;
          return;
        }
        if (name === 'head') headDepth++;
        if (name === 'title') inTitle = true;
        const classes = `${attribs.class ?? ''} ${attribs.id ?? ''}`;
        const hidden =
          name !== 'body' &&
          name !== 'html' &&
          ('hidden' in attribs ||
            attribs['aria-hidden'] === 'true' ||
            /display\s*:\s*none/i.test(attribs.style ?? '') ||
            (name === 'sup' && CITATION_MARK_CLASS.test(attribs.class ?? '')));
        const chrome = CHROME.has(name) || SKIPPED_ROLES.has(attribs.role ?? '') || NOISE_CLASS.test(classes);
        if (
          SKIPPED.has(name) ||
          hidden ||
          (dropChrome && chrome && name !== 'body' && name !== 'html' && name !== 'main')
        ) {
          skippingChrome = !SKIPPED.has(name) && !hidden;
          skipTag = name;
          skipDepth = 1;
          return;
        }
        if (name === 'br') {
          inline.push(preDepth > 0 ? '\n' : ' ');
          if (!currentTable()?.cell) flush();
          return;
        }
        if (name === 'img') {
          return;
        }
        if (name === 'a' && attribs.href !== undefined) {
          linkDepth++;
          links++;
          return;
        }
        if (/^h[1-6]$/.test(name)) {
          flush();
          headingLevel = Number(name[1]);
          return;
        }
        if (name === 'ul' || name === 'ol') {
          flush();
          listDepth++;
          return;
        }
        if (name === 'li') {
          flush();
          inListItem = true;
          return;
        }
        if (name === 'table') {
          const outer = currentTable();
          if (outer) {
            outer.layout = true;
            flush();
          } else flush();
          tables.push({
            rows: [],
            row: null,
            cell: null,
            layout: false,
            column: 0,
            rowspan: 1,
            colspan: 1,
            spanning: new Map(),
          });
          return;
        }
        const table = currentTable();
        if (table) {
          if (name === 'tr') {
            endRow(table);
            table.row = [];
            table.column = 0;
            return;
          }
          if (name === 'td' || name === 'th') {
            endCell(table);
            table.row ??= [];
            fillSpanned(table);
            table.cell = [];
            table.rowspan = spanOf(attribs.rowspan);
            table.colspan = spanOf(attribs.colspan);
            return;
          }
        }
        if (name === 'pre') {
          flush();
          preDepth++;
          if (CODE_CLASS.test(attribs.class ?? '')) preIsCode = true;
          return;
        }
        if (name === 'code' && preDepth > 0) preIsCode = true;
        if (BLOCK.has(name)) flush();
      },
      ontext(data) {
        if (skipDepth > 0) {
          if (skippingChrome) chromeChars += data.trim().length;
          return;
        }
        if (headDepth === 0 && !inTitle) keptChars += data.trim().length;
        if (inTitle) {
          title += data;
          return;
        }
        if (headDepth > 0) return;
        const chars = data.replace(/\s+/g, '').length;
        inlineChars += chars;
        if (linkDepth > 0) linkChars += chars;
        inline.push(data);
      },
      onclosetag(name) {
        if (skipDepth > 0) {
          if (name === skipTag) {
            skipDepth--;
          }
          return;
        }
        if (name === 'title') inTitle = false;
        if (name === 'head') headDepth = Math.max(0, headDepth - 1);
        if (name === 'a' && linkDepth > 0) {
          linkDepth--;
          return;
        }
        if (/^h[1-6]$/.test(name)) {
          flush();
          headingLevel = 0;
          return;
        }
        if (name === 'li') {
          flush();
          inListItem = false;
          return;
        }
        if (name === 'ul' || name === 'ol') {
          flush();
          listDepth = Math.max(0, listDepth - 1);
          inListItem = listDepth > 0 && inListItem;
          return;
        }
        const table = currentTable();
        if (name === 'table' && table) {
          endRow(table);
          tables.pop();
          const outer = currentTable();
          if (outer?.cell) {
            // A nested table ends: its rows are already blocks; the outer cell starts afresh.
            emitTable(table);
          } else emitTable(table);
          return;
        }
        if (table) {
          if (name === 'td' || name === 'th') {
            endCell(table);
            return;
          }
          if (name === 'tr') {
            endRow(table);
            return;
          }
        }
        if (name === 'pre') {
          flush();
          preDepth = Math.max(0, preDepth - 1);
          if (preDepth === 0) preIsCode = false;
          return;
        }
        if (BLOCK.has(name)) flush();
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  flush();
  while (tables.length) {
    const table = tables.pop()!;
    endRow(table);
    emitTable(table);
  }
  const cleanTitle = collapseInline(title);
  return {
    result: { text: joinBlocksKeepingLists(blocks), ...(cleanTitle ? { title: cleanTitle } : {}) },
    chromeChars,
    keptChars,
  };
}

/** A menu has at least this many links, and they hold nearly all its text. */
const MENU_LINKS = 3;
const MENU_LINK_SHARE = 0.9;

/**
 * A block that is nothing but a row of links ("Home  Japanese steel grading  Steel standards  Search
 * About us"): a site's menu, whatever its markup is called (a table with id "tbmenu").
 */
function isLinkMenu(links: number, linkChars: number, chars: number): boolean {
  return links >= MENU_LINKS && chars > 0 && linkChars >= chars * MENU_LINK_SHARE;
}

/** Whether a decoded text is an HTML page rather than text that mentions a tag. */
export function looksLikeHtml(text: string): boolean {
  const head = text.slice(0, 4096).trimStart().toLowerCase();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<!doctype html/.test(head)) return true;
  if (/<html[\s>]/.test(head) || /<head[\s>]/.test(head) || /<body[\s>]/.test(head)) return true;
  const tags = head.match(/<\/?(p|div|span|table|tr|td|a|br|h[1-6]|ul|li|meta|title|font|b|i)\b[^>]*>/g);
  return (tags?.length ?? 0) >= 5 && head.startsWith('<');
}

/** The charset an HTML page or XML declaration names in its first bytes, if any. */
export function declaredHtmlCharset(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 4096));
  const meta = /<meta[^>]+charset\s*=\s*["']?\s*([\w:.-]+)/i.exec(head);
  if (meta) return meta[1];
  const xml = /<\?xml[^>]+encoding\s*=\s*["']([\w:.-]+)["']/i.exec(head);
  return xml?.[1];
}
