/**
 * Back matter: the sections after a document's body that list sources and links rather than say
 * anything (references, bibliography, notes, external links, acknowledgements). Known by their
 * heading, in the languages we serve, lower-cased and without numbering ("7. References"). Headings
 * that often head real content elsewhere ("Notes" of a meeting, "Sources" of a river) are not listed.
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
  'literatur',
  'literaturverzeichnis',
  'anmerkungen',
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
  'примечания',
  'литература',
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
  'chú thích',
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
  '注释',
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
const EBOOK_END = /\*\*\*\s*END OF (?:THE|THIS) PROJECT GUTENBERG|^End of (?:the )?Project Gutenberg/i;

/**
 * The units [start, end) of an e-book's own text inside its distributor's wrapper (all, when there is
 * none). The book starts with the paragraph after the start marker (the marker may span units).
 */
export function ebookBody(units: readonly { text: string; paragraph: number }[]): {
  start: number;
  end: number;
} {
  let start = 0;
  let end = units.length;
  for (let i = 0; i < units.length; i++) {
    const text = units[i]!.text;
    if (!text.includes('*') && !text.startsWith('End')) continue;
    if (start === 0 && EBOOK_START.test(text)) {
      start = i + 1;
      while (start < units.length && units[start]!.paragraph === units[i]!.paragraph) start++;
    } else if (i >= start && EBOOK_END.test(text)) {
      end = i;
      break;
    }
  }
  return { start, end };
}
