/**
 * Which code page the bytes of an RTF document are in: the document's (`\ansicpg`, `\mac`, `\pc`,
 * `\pca`), overridden by the current font's `\fcharset` or `\cpg` from the font table.
 */

/** \fcharset values to code pages. */
const CHARSET_CODEPAGES: Record<number, string> = {
  77: 'macintosh',
  128: 'shift_jis',
  129: 'euc-kr',
  130: 'johab',
  134: 'gb18030',
  136: 'big5',
  161: 'windows-1253',
  162: 'windows-1254',
  163: 'windows-1258',
  177: 'windows-1255',
  178: 'windows-1256',
  186: 'windows-1257',
  204: 'windows-1251',
  222: 'windows-874',
  238: 'windows-1250',
  255: 'ibm437',
};

/** The encoding label of a Windows code page number (\ansicpg, \cpg). */
function codepageName(cpg: number): string {
  switch (cpg) {
    case 932:
      return 'shift_jis';
    case 936:
      return 'gb18030';
    case 949:
      return 'euc-kr';
    case 950:
      return 'big5';
    case 1361:
      return 'johab';
    case 10000:
      return 'macintosh';
    case 10007:
      return 'x-mac-cyrillic';
    case 437:
    case 850:
    case 852:
    case 866:
      return `ibm${cpg}`;
    case 65001:
      return 'utf-8';
    default:
      return cpg >= 874 && cpg <= 1258 ? `windows-${cpg}` : 'windows-1252';
  }
}

/** The document's code page and its font table's code pages. */
export class FontTable {
  documentCodepage = 'windows-1252';
  private readonly codepages = new Map<number, string | undefined>();
  private defaultFont = -1;
  /** The font whose definition is being read in \fonttbl, or -1. */
  private defining = -1;

  /**
   * A document-level control word: the new document code page when the word sets one
   * (\ansicpg, \mac, \pc, \pca), else undefined. \deff is remembered for \plain.
   */
  documentWord(word: string, parameter: number | undefined): string | undefined {
    switch (word) {
      case 'ansicpg':
        if (parameter === undefined) return undefined;
        this.documentCodepage = codepageName(parameter);
        return this.documentCodepage;
      case 'mac':
        this.documentCodepage = 'macintosh';
        return this.documentCodepage;
      case 'pc':
        this.documentCodepage = 'ibm437';
        return this.documentCodepage;
      case 'pca':
        this.documentCodepage = 'ibm850';
        return this.documentCodepage;
      case 'deff':
        if (parameter !== undefined) this.defaultFont = parameter;
        return undefined;
      default:
        return undefined;
    }
  }

  /** A control word inside \fonttbl: \fN starts a font's definition, \fcharset and \cpg give its code page. */
  defineWord(word: string, parameter: number | undefined): void {
    if (parameter === undefined) return;
    if (word === 'f') {
      this.defining = parameter;
      if (!this.codepages.has(parameter)) this.codepages.set(parameter, undefined);
    } else if (word === 'fcharset' && this.defining >= 0) {
      const codepage = CHARSET_CODEPAGES[parameter];
      if (codepage) this.codepages.set(this.defining, codepage);
    } else if (word === 'cpg' && this.defining >= 0) {
      this.codepages.set(this.defining, codepageName(parameter));
    }
  }

  /** A font's own group in \fonttbl has ended. */
  endDefinition(): void {
    this.defining = -1;
  }

  codepageOf(font: number): string {
    return this.codepages.get(font) ?? this.documentCodepage;
  }

  /** The default font's code page (for \plain), when the document names a default font. */
  defaultCodepage(): string | undefined {
    return this.defaultFont >= 0 ? this.codepageOf(this.defaultFont) : undefined;
  }
}
