/** Tables of the RTF reader: font character sets and code pages, and destinations that hold no body text. */

/** \fcharset values to code pages. */
export const CHARSET_CODEPAGES: Record<number, string> = {
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

export function codepageName(cpg: number): string {
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

/** Destinations whose content is not part of the document's text. */
export const SKIPPED_DESTINATIONS = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'objdata',
  'objclass',
  'fldinst',
  'datafield',
  'themedata',
  'colorschememapping',
  'latentstyles',
  'listtable',
  'listoverridetable',
  'rsidtbl',
  'generator',
  'xmlnstbl',
  'mmathPr',
  'pgdsctbl',
  'revtbl',
  'filetbl',
  'header',
  'headerl',
  'headerr',
  'headerf',
  'footer',
  'footerl',
  'footerr',
  'footerf',
  'footnote',
  'listtext',
  'pntext',
  'pntxta',
  'pntxtb',
  'bkmkstart',
  'bkmkend',
  'nonshppict',
  'shpinst',
  'template',
  'userprops',
  'docvar',
  'xe',
  'tc',
  'private',
  'wgrffmtfilter',
  'passwordhash',
  'blipuid',
  'fchars',
  'lchars',
  'operator',
  'author',
  'company',
  'picprop',
  'sp',
  'sn',
  'sv',
]);

/** Control words that stand for one character. */
export const SYMBOL_WORDS: Record<string, string> = {
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
