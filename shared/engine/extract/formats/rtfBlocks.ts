/**
 * The document side of the RTF reader: text of the current paragraph, and the blocks it becomes at
 * \par, \cell and \row. Paragraphs with an outline level become headings, list paragraphs list items
 * (consecutive ones one list), table rows lines of cells joined by " | ".
 */

import { collapseInline, heading, joinBlocks, listItem, literal, tableRow } from '../textConvention.ts';

interface ParagraphState {
  listItem: boolean;
  outlineLevel: number;
  inTable: boolean;
}

const plainParagraph = (): ParagraphState => ({ listItem: false, outlineLevel: -1, inTable: false });

export class RtfBlocks {
  private readonly blocks: string[] = [];
  private line: string[] = [];
  private paragraph = plainParagraph();
  /** Cells of the table row being read, and the paragraphs of the cell being read. */
  private cells: string[] = [];
  private cellParagraphs: string[] = [];
  private tableLines: string[] = [];
  private listLines: string[] = [];

  write(text: string): void {
    this.line.push(text);
  }

  /** \pard: the next paragraph starts with default properties. */
  resetParagraph(): void {
    this.paragraph = plainParagraph();
  }

  markInTable(): void {
    this.paragraph.inTable = true;
  }

  markListItem(): void {
    this.paragraph.listItem = true;
  }

  setOutlineLevel(level: number): void {
    this.paragraph.outlineLevel = level;
  }

  private takeLine(): string {
    const text = collapseInline(this.line.join(''));
    this.line = [];
    return text;
  }

  private flushListAndTable(): void {
    if (this.listLines.length) this.blocks.push(this.listLines.join('\n'));
    this.listLines = [];
    if (this.tableLines.length) this.blocks.push(this.tableLines.join('\n'));
    this.tableLines = [];
  }

  endParagraph(): void {
    const text = this.takeLine();
    if (this.paragraph.inTable) {
      // Paragraphs inside a cell stay in the cell.
      if (text) this.cellParagraphs.push(text);
      return;
    }
    if (!text) return;
    const { outlineLevel } = this.paragraph;
    if (outlineLevel >= 0 && outlineLevel < 6) {
      this.flushListAndTable();
      this.blocks.push(heading(outlineLevel + 1, text));
    } else if (this.paragraph.listItem) {
      if (this.tableLines.length) this.flushListAndTable();
      this.listLines.push(listItem(text));
    } else {
      this.flushListAndTable();
      this.blocks.push(literal(text));
    }
  }

  endCell(): void {
    const text = this.takeLine();
    if (text) this.cellParagraphs.push(text);
    this.cells.push(this.cellParagraphs.join(' '));
    this.cellParagraphs = [];
  }

  endRow(): void {
    const row = this.cells.filter((cell) => cell !== '');
    if (row.length) {
      if (this.listLines.length) this.flushListAndTable();
      this.tableLines.push(tableRow(row));
    }
    this.cells = [];
    this.cellParagraphs = [];
  }

  /** The document's text once the input has ended. */
  finish(): string {
    this.endParagraph();
    if (this.cells.length) this.endRow();
    this.flushListAndTable();
    return joinBlocks(this.blocks);
  }
}
