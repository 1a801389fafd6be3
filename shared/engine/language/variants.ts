/**
 * What the character n-gram model cannot tell apart, decided by spelling and vocabulary that differ
 * between the standards (measured: CLD3 names Bosnian and Serbian in Latin letters "Croatian" at 0.5,
 * Indonesian "Malay" at 0.6, and Yoruba, whose dotted vowels it also finds in Vietnamese, "Vietnamese").
 * Each rule counts words that only one of the standards writes; without such evidence the answer is
 * left to the caller's confidence threshold, and no evidence either way means "not sure".
 */

type Counts = Map<string, number>;

function wordCounts(sample: string): Counts {
  const counts: Counts = new Map();
  for (const word of sample.toLowerCase().match(/\p{L}+(?:-\p{L}+)*/gu) ?? [])
    counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** Occurrences of the given words, and of words starting with the stems that end in "*". */
function tally(counts: Counts, markers: readonly string[]): number {
  let n = 0;
  for (const marker of markers) {
    if (marker.endsWith('*')) {
      const stem = marker.slice(0, -1);
      for (const [word, k] of counts) if (word.startsWith(stem)) n += k;
    } else {
      n += counts.get(marker) ?? 0;
    }
  }
  return n;
}

/**
 * Croatian against Bosnian and Serbian: "tko/ko", "svatko/svako", "nitko/niko", "članak/član",
 * "kazneni/krivični", "obveza/obaveza", "osobnost/ličnost", "tijekom/tokom", "tisuća/hiljada",
 * "povijest/historija, istorija", "sudjelovati/učestvovati", "uvjet/uslov", "znanstveni/naučni".
 */
const CROATIAN = [
  'tko',
  'svatko',
  'nitko',
  'netko',
  'članak',
  'članka',
  'članku',
  'kazn*',
  'obvez*',
  'osobnost*',
  'tijekom',
  'tisuć*',
  'povijest*',
  'sudjelov*',
  'uvjet*',
  'znanstven*',
];
const BOSNIAN_SERBIAN = [
  'ko',
  'svako',
  'niko',
  'neko',
  'član',
  'člana',
  'članu',
  'krivičn*',
  'obavez*',
  'ličnost*',
  'tokom',
  'hiljad*',
  'histori*',
  'istorij*',
  'učestvov*',
  'uslov*',
  'naučn*',
];
/** The reflex of the old "ě": ijekavian (Bosnian, Croatian, Montenegrin) against ekavian (Serbian). */
const IJEKAVIAN = [
  'vrijeme',
  'vremena',
  'dijete',
  'djeca',
  'djece',
  'djeci',
  'svijet*',
  'riječ*',
  'mjesto',
  'mjesta',
  'gdje',
  'prije',
  'uvijek',
  'nedjelj*',
  'cijel*',
  'lijep*',
  'mjer*',
];
const EKAVIAN = [
  'vreme',
  'deca',
  'dece',
  'deci',
  'dete',
  'svet',
  'sveta',
  'svetu',
  'reč*',
  'mesto',
  'mesta',
  'gde',
  'pre',
  'uvek',
  'nedelj*',
  'cel*',
  'lep*',
  'mer*',
];

function southSlavic(sample: string): string | undefined {
  const counts = wordCounts(sample);
  const croatian = tally(counts, CROATIAN);
  const shared = tally(counts, BOSNIAN_SERBIAN);
  if (croatian > shared) return 'hr';
  if (shared === 0 || shared === croatian) return undefined;
  const ije = tally(counts, IJEKAVIAN);
  const e = tally(counts, EKAVIAN);
  if (ije > e) return 'bs';
  if (e > ije) return 'sr';
  return undefined;
}

/**
 * Indonesian against Malay: "bahwa/bahawa", "karena/kerana", "yaitu/iaitu", "uang/wang", "bisa/boleh"
 * (can; "bisa" is venom in Malay), "kantor/pejabat", "kursi/kerusi", "gratis/percuma", "Senin/Isnin",
 * "triliun/trilion", … Not Malay's "kereta" (car), which is Indonesian's train ("kereta cepat").
 */
const INDONESIAN = [
  'bahwa',
  'karena',
  'yaitu',
  'saja',
  'uang',
  'internasional',
  'maupun',
  'apapun',
  'terkait',
  'bisa',
  'mobil',
  'kantor',
  'kursi',
  'gratis',
  'senin',
  'triliun',
  'miliar',
  'sepeda',
];
const MALAY = [
  'bahawa',
  'kerana',
  'iaitu',
  'sahaja',
  'wang',
  'antarabangsa',
  'mahupun',
  'sebarang',
  'mana-mana',
  'hendaklah',
  'berkaitan',
  'pejabat',
  'kerusi',
  'percuma',
  'isnin',
  'trilion',
  'bilion',
  'basikal',
];

function malayic(sample: string): string | undefined {
  const counts = wordCounts(sample);
  const id = tally(counts, INDONESIAN);
  const ms = tally(counts, MALAY);
  if (id > ms) return 'id';
  if (ms > id) return 'ms';
  return undefined;
}

/** Letters Vietnamese writes in nearly every sentence and Yoruba never: ă â đ ê ô ơ ư (with tones). */
const VIETNAMESE_ONLY = /[ăâđêôơưằắẳẵặầấẩẫậềếểễệồốổỗộờớởỡợừứửữự]/giu;
/** The dotted s of Yoruba (ṣ), which Vietnamese does not write. */
const YORUBA_S = /ṣ/giu;

function vietnameseOrYoruba(sample: string): string | undefined {
  const letters = sample.match(/\p{L}/gu)?.length ?? 0;
  const vietnamese = sample.match(VIETNAMESE_ONLY)?.length ?? 0;
  if (vietnamese >= letters * 0.02) return 'vi';
  if ((sample.match(YORUBA_S)?.length ?? 0) > 0) return 'yo';
  return undefined;
}

export interface Refined {
  code: string | undefined;
  /** The rule found evidence of its own: the model's low probability (split between siblings) does not count. */
  decided: boolean;
}

/** The model's answer checked against the languages it confuses with it. */
export function refineGuess(code: string, sample: string): Refined {
  if (code === 'hr' || code === 'bs' || code === 'sr') {
    // Serbian in Cyrillic letters is told apart by its script; only the Latin alphabet is shared.
    const cyrillic = /\p{Script=Cyrillic}/u.test(sample);
    if (cyrillic) return { code: 'sr', decided: false };
    const decided = southSlavic(sample);
    return { code: decided ?? code, decided: decided !== undefined };
  }
  if (code === 'id' || code === 'ms') {
    const decided = malayic(sample);
    return { code: decided ?? code, decided: decided !== undefined };
  }
  if (code === 'vi' || code === 'yo') {
    const decided = vietnameseOrYoruba(sample);
    return { code: decided, decided: true };
  }
  return { code, decided: false };
}
