/**
 * Photo credits and the captions they close, in the languages we serve: "(Foto: Yves/Reuters)",
 * "Photo: AFP", "CARL RECINE / REUTERS". A credit says where a picture came from, not what the article
 * says; the segmenter also breaks a sentence where a credit runs into it.
 */

/**
 * The word as written, capitalized and in capitals. Patterns here test letter case (\p{Lu}), which the
 * regular expression's case-insensitive flag would turn off, so each spelling is listed.
 */
function inAnyCase(words: readonly string[]): string {
  const forms = words.flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1), w.toUpperCase()]);
  return `(?:${[...new Set(forms)].join('|')})`;
}

/** Words that introduce a photo credit, in the languages we serve. */
const CREDIT_WORD = inAnyCase([
  'photo',
  'photos',
  'foto',
  'fotos',
  'bild',
  'image',
  'crédit photo',
  'credit',
  'crédit',
  'crédits',
  'фото',
]);
/**
 * A caption's credit at its end, or the photo it describes: "… in Barcelona. (Foto: Yves/Reuters)",
 * "« … » (Photo: sur le camp de base des gilets jaunes au Magny, … le 18 décembre)."
 */
const ENDS_WITH_CREDIT = new RegExp(`\\(\\s*${CREDIT_WORD}\\s*:[^()]{1,240}\\)[.\\s]*$`, 'u');
/** A line that is only a credit: "Photo: AFP", "© Reuters", "Foto: D. GAGO | Vídeo: ATLAS". */
const ONLY_CREDIT = new RegExp(`^\\(?\\s*(?:©|${CREDIT_WORD}\\s*:)`, 'u');

/** Photo agencies whose name closes a "Photographer / AGENCY" credit. */
const AGENCIES = [
  'AFP',
  'AP',
  'Reuters',
  'EPA',
  'DPA',
  'ANP',
  'ANSA',
  'EFE',
  'Anadolu',
  'Xinhua',
  'TASS',
  'Getty Images',
  'Agence VU',
  'Hans Lucas',
  'SIPA',
  'Abaca',
  'MaxPPP',
  'Divergence',
  'Belga',
  'Keystone',
  'PA',
  'Bloomberg',
  'Le Monde',
  'Picture Alliance',
];
const AGENCY = inAnyCase(AGENCIES);
/** "CARL RECINE / REUTERS", "Serge Picard / Agence VU": a photographer's credit. */
const AGENCY_CREDIT_OPENING = `^(?:\\p{Lu}[\\p{L}.'’-]*\\s+){1,4}\\/\\s+${AGENCY}`;
const AGENCY_CREDIT = new RegExp(`${AGENCY_CREDIT_OPENING}\\s*$`, 'u');

/** A unit that is a photo credit, or a caption that ends with one. */
export function isCredit(text: string): boolean {
  return ONLY_CREDIT.test(text) || ENDS_WITH_CREDIT.test(text) || AGENCY_CREDIT.test(text);
}

/**
 * Where a caption's credit is followed by the article's next sentence with no break between them
 * ("… Bandersnatch. (Foto: Netflix) Es gibt …"): the index just after the credit, for a sentence break.
 */
export const CREDIT_THEN_SENTENCE = new RegExp(
  `(?<=\\(\\s*${CREDIT_WORD}\\s*:[^()]{1,100}\\))\\s+(?=\\p{Lu})`,
  'gu',
);

/** The same for a photographer's credit that opens a passage: "CARL RECINE / REUTERS Liverpool …". */
export const OPENING_CREDIT_THEN_SENTENCE = new RegExp(
  `(?<=${AGENCY_CREDIT_OPENING})\\s+(?=[\\p{Lu}«"“])`,
  'u',
);
