/**
 * The lines a patent office prints over a patent's title, each on its own: the kind of publication and
 * its number ("United States Patent Application 20260187342", "(12) Patent Application Publication",
 * "(10) Pub. No.: US 2026/0187342 A1", "Kind Code: A1", "EUROPEAN PATENT APPLICATION",
 * "Offenlegungsschrift"). They say what was published, not what was invented; the title under them does.
 */
const PATENT_MARK = new RegExp(
  [
    String.raw`^(?:\(\d{2}\)\s*)?(?:united states |european |international )?patent(?: application)?(?: publication)?(?:\s+(?:no\.?\s*)?(?:US|EP|WO)?\s*[\d/, ]+(?:\s*[AB]\d)?)?$`,
    String.raw`^(?:\(\d{2}\)\s*)?(?:pub(?:lication)?\.?|patent|appl(?:ication)?\.?) no\.?:?\s*(?:US|EP|WO)?\s*[\d/, ]+(?:\s*[AB]\d)?$`,
    String.raw`^kind code:?\s*[AB]\d?$`,
    `^(?:offenlegungsschrift|patentschrift|europäische patentanmeldung|demande de brevet europ[ée]en|brevet d['’]invention)$`,
  ].join('|'),
  'iu',
);

/** Whether a line is a mark a patent office prints over a patent's title. */
export const isPatentMark = (line: string): boolean => PATENT_MARK.test(line.trim());
