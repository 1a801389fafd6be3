/**
 * Page furniture: the lines a web page or newspaper puts around an article that are not the article.
 * Pointers to other articles ("Lire aussi …", "Read more: …"), paywall notes and photo captions with
 * their credit. They stay in the document (and its word count) but are never what a summary says.
 */

/** Openings of a pointer to another article or a paywall note, lower-cased, in the languages we serve. */
const POINTER_OPENINGS = [
  // en
  'read more',
  'read also',
  'also read',
  'see also',
  'related:',
  'related articles',
  'related stories',
  'click here',
  'subscribe to',
  'sign up for our',
  // fr
  'lire aussi',
  'à lire aussi',
  'lire la suite',
  'voir aussi',
  'article réservé à nos abonnés',
  'abonnez-vous',
  // de
  'lesen sie auch',
  'lesen sie mehr',
  'mehr zum thema',
  'siehe auch',
  'detailansicht öffnen',
  // es
  'lea también',
  'lee también',
  'leer más',
  'ver también',
  'te puede interesar',
  // pt
  'leia também',
  'leia mais',
  'veja também',
  'saiba mais',
  // it
  'leggi anche',
  'leggi di più',
  'vedi anche',
  // nl
  'lees ook',
  'lees meer',
  'zie ook',
  // pl
  'czytaj też',
  'czytaj także',
  'czytaj więcej',
  'zobacz też',
  'zobacz także',
  // ru, uk
  'читайте также',
  'смотрите также',
  'читайте також',
  // tr
  'ayrıca bakınız',
  'devamını oku',
  'ilgili haber',
  // id, ms
  'baca juga',
  'simak juga',
  'lihat juga',
  // vi
  'xem thêm',
  'đọc thêm',
  // ar, fa
  'اقرأ أيضا',
  'اقرأ أيضاً',
  'بیشتر بخوانید',
];

/** Words that introduce a photo credit, in the languages we serve. */
const CREDIT_WORD = '(?:photo|photos|foto|fotos|bild|image|crédit photo|credit|crédits?|фото)';
/** A caption's credit at its end: "… in Barcelona. (Foto: Yves/Reuters)". */
const ENDS_WITH_CREDIT = new RegExp(`\\(\\s*${CREDIT_WORD}\\s*:[^()]{1,100}\\)\\s*$`, 'iu');
/** A line that is only a credit: "Photo: AFP", "© Reuters", "Foto: D. GAGO | Vídeo: ATLAS". */
const ONLY_CREDIT = new RegExp(`^\\(?\\s*(?:©|${CREDIT_WORD}\\s*:)`, 'iu');

/**
 * A pointer is a title of a few words. A longer unit that opens with one is a flattened page where the
 * pointer ran into the article's next sentence: it is the article's text and stays.
 */
const MAX_POINTER_WORDS = 20;

/** True when a unit of `words` words is page furniture rather than the document's own text. */
export function isPageFurniture(text: string, words: number): boolean {
  const opening = text
    .slice(0, 40)
    .toLocaleLowerCase()
    .replace(/\u0307/g, '');
  if (words <= MAX_POINTER_WORDS && POINTER_OPENINGS.some((cue) => opening.startsWith(cue))) return true;
  return ONLY_CREDIT.test(text) || ENDS_WITH_CREDIT.test(text);
}

/**
 * Where a caption's credit is followed by the article's next sentence with no break between them
 * ("… Bandersnatch. (Foto: Netflix) Es gibt …"): the index just after the credit, for a sentence break.
 */
export const CREDIT_THEN_SENTENCE = new RegExp(
  `(?<=\\(\\s*${CREDIT_WORD}\\s*:[^()]{1,100}\\))\\s+(?=\\p{Lu})`,
  'giu',
);
