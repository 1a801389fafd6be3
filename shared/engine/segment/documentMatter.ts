/**
 * What surrounds a document's body: back matter, a paper's front matter and an e-book's licence wrapper.
 *
 * Back matter: the sections after a document's body that list sources and links rather than say
 * anything (references, bibliography, notes, external links, acknowledgements). Known by their
 * heading, in the languages we serve, lower-cased and without numbering ("7. References"). Headings
 * that often head real content elsewhere ("Notes" of a meeting or a style guide, "Sources" of a river,
 * "Literatur" of a school report) are not listed, in any language.
 */
const BACK_MATTER_HEADINGS = new Set([
  // en
  'references',
  'reference',
  'bibliography',
  'footnotes',
  'endnotes',
  'notes and references',
  'citations',
  'works cited',
  'literature cited',
  'further reading',
  'external links',
  'see also',
  'acknowledgements',
  'acknowledgments',
  'acknowledgement',
  'acknowledgment',
  // fr
  'références',
  'bibliographie',
  'notes et références',
  'liens externes',
  'voir aussi',
  'remerciements',
  // de
  'einzelnachweise',
  'literaturverzeichnis',
  'weblinks',
  'siehe auch',
  'danksagung',
  // es
  'referencias',
  'bibliografía',
  'enlaces externos',
  'véase también',
  'agradecimientos',
  // pt
  'referências',
  'bibliografia',
  'ligações externas',
  'ver também',
  'agradecimentos',
  // it
  'collegamenti esterni',
  'voci correlate',
  'ringraziamenti',
  // nl
  'referenties',
  'externe links',
  'zie ook',
  // pl
  'przypisy',
  'linki zewnętrzne',
  'zobacz też',
  // ru, uk
  'ссылки',
  'см. также',
  'список литературы',
  'джерела',
  'посилання',
  // tr
  'kaynakça',
  'dış bağlantılar',
  'ayrıca bakınız',
  // id, vi
  'referensi',
  'daftar pustaka',
  'pranala luar',
  'tham khảo',
  'liên kết ngoài',
  // ar, fa, he
  'مراجع',
  'المراجع',
  'وصلات خارجية',
  'پانویس',
  'הערות שוליים',
  'לקריאה נוספת',
  'קישורים חיצוניים',
  // zh, ja, ko
  '参考文献',
  '参考资料',
  '外部链接',
  '脚注',
  '外部リンク',
  '関連項目',
  '각주',
  '참고 문헌',
  '외부 링크',
]);

/** "7. References", "VII References", "A.1 Notes:" → "references", "notes". */
const NUMBERING = /^(?:(?:[\p{N}.]+|[ivxlc]+|[a-h])(?:[.)]\s*|\s+))+|[\s:.]+$/giu;

export function isBackMatterHeading(heading: string): boolean {
  const key = heading.toLocaleLowerCase().replace(NUMBERING, '').trim();
  return BACK_MATTER_HEADINGS.has(key);
}

/**
 * Project Gutenberg wraps its e-books in a licence header and footer ("*** START OF THE PROJECT
 * GUTENBERG EBOOK …", older files "*END*THE SMALL PRINT! …"; "*** END OF …", "End of Project
 * Gutenberg Etext …"). The book is what lies between.
 */
const EBOOK_START = /\*\*\*\s*START OF (?:THE|THIS) PROJECT GUTENBERG|\*END\*?\s*THE SMALL PRINT/i;
/** Share of the document's units at each end where a wrapper's marker may stand. */
const WRAPPER_SHARE = 0.25;
const EBOOK_END = /\*\*\*\s*END OF (?:THE|THIS) PROJECT GUTENBERG|^End of (?:the )?Project Gutenberg/i;

/** How far into a text (and back from its end) a distributor's wrapper may reach, in characters. */
const WRAPPER_CHARS = 40_000;
const EBOOK_END_LINE = new RegExp(EBOOK_END.source, 'im');

/**
 * The characters [start, end) of an e-book's own text inside its distributor's wrapper (all, when there
 * is none), for reading the book's language rather than the English of the licence around it. The
 * markers are looked for within 40,000 characters of either end, however short the text: a short
 * book's licence (about 12,000 characters) may be longer than the book.
 */
export function ebookTextRange(text: string): { start: number; end: number } {
  const reach = WRAPPER_CHARS;
  let start = 0;
  let end = text.length;
  const head = EBOOK_START.exec(text.slice(0, reach));
  if (head) {
    const lineEnd = text.indexOf('\n', head.index);
    start = lineEnd < 0 ? text.length : lineEnd + 1;
  }
  const tailFrom = Math.max(start, text.length - reach);
  const tail = EBOOK_END_LINE.exec(text.slice(tailFrom));
  if (tail) end = tailFrom + tail.index;
  return start < end ? { start, end } : { start: 0, end: text.length };
}

/**
 * The units [start, end) of an e-book's own text inside its distributor's wrapper (all, when there is
 * none). The book starts with the paragraph after the start marker (the marker may span units). A
 * marker counts only in the outer quarter of the document where a wrapper sits: elsewhere it is a
 * quotation, or one of several texts pasted together, and cutting there would lose the rest.
 */
export function ebookBody(units: readonly { text: string; paragraph: number }[]): {
  start: number;
  end: number;
} {
  let start = 0;
  let end = units.length;
  const edge = Math.ceil(units.length * WRAPPER_SHARE);
  for (let i = 0; i < units.length; i++) {
    const text = units[i]!.text;
    if (!text.includes('*') && !text.startsWith('End')) continue;
    if (start === 0 && i < edge && EBOOK_START.test(text)) {
      start = i + 1;
      while (start < units.length && units[start]!.paragraph === units[i]!.paragraph) start++;
    } else if (i >= start && i >= units.length - edge && EBOOK_END.test(text)) {
      end = i;
      break;
    }
  }
  return { start, end };
}

/** The word that opens a paper's abstract, in the languages we serve ("Abstract.", "Résumé.", "摘要"). */
const ABSTRACT =
  /^(?:abstract|résumé|zusammenfassung|resumen|riassunto|resumo|samenvatting|streszczenie|abstrakt|аннотация|анотація|özet|摘要|要旨|초록)(?:[\s.:—–-]|$)/iu;
/** "Keywords: …", "Index Terms—…": a paper's indexing line. */
const KEYWORDS =
  /^(?:keywords|key words|index terms|mots[- ]clés|schlüsselwörter|stichwörter|palabras clave|parole chiave|palavras-chave|ключевые слова|anahtar kelimeler|关键词|キーワード|주제어)\s*[:.—–-]/iu;
/** Front matter is a few lines: the title, authors, affiliations. */
const MAX_FRONT_UNITS = 8;
const MAX_FRONT_WORDS = 150;
/** Names with affiliation marks, or an address: not a title. */
const NOT_A_TITLE = /[,@∗*†‡]/u;

/**
 * A paper's front matter: the authors and affiliations between its title and its abstract, and its
 * keywords line. Returns the indices of those units (the title, a first unit without names or
 * addresses, stays).
 */
export function paperFrontMatter(units: readonly { kind: string; text: string; words: number }[]): number[] {
  const out: number[] = [];
  let words = 0;
  for (let i = 0; i < Math.min(units.length, MAX_FRONT_UNITS + 1); i++) {
    const u = units[i]!;
    if (ABSTRACT.test(u.text)) {
      for (let k = 0; k < i; k++) {
        if (units[k]!.kind === 'heading' || (k === 0 && !NOT_A_TITLE.test(units[k]!.text))) continue;
        out.push(k);
      }
      break;
    }
    words += u.words;
    if (words > MAX_FRONT_WORDS) break;
  }
  const scanned = Math.min(units.length, 60);
  for (let i = 0; i < scanned; i++) if (KEYWORDS.test(units[i]!.text)) out.push(i);
  return out;
}
