/**
 * How much a decoded text looks like something a person wrote. Wrongly decoded text betrays itself by
 * replacement characters, control codes, letters of two scripts inside one word, capitals in the middle
 * of lower-case words (KOI8-R read as Windows-1251), symbols wedged between letters (MacCyrillic read as
 * Windows-1251) and, for Chinese, a lack of everyday characters. Lower cost is better.
 */

/** Frequent Han characters in simplified and traditional forms: real Chinese text is full of them. */
const COMMON_HAN = new Set(
  '的一是不了人我在有他這这為为之大來来以個个中上們们到說说國国和地也子時时道出而要於于就下得可你年生自會会那後后能對对著着事其里裡所去行過过家十用發发天如然作方成者多日都三小軍军二無无同麼么經经法當当起與与好看學学進进種种將将還还分此心前面又定見见只主沒没公從从知己兩两高長长現现實实問问本開开動动意部最已業业政點点民關关全機机相工力新內内重性明很提正體体期外通等因由兩比加水物名化門门山理各第書书文元合手少度數数及平特把情表品放向立己使總总並并再五四老世界西東东南北月日年百千萬万區区市省縣县路車车電电話话語语言字者也矣焉乎哉兮曰云吾汝爾尔其之焉也'
    .split('')
    .filter((ch) => ch.charCodeAt(0) >= 0x3400),
);

type Script =
  | 'latin'
  | 'cyrillic'
  | 'greek'
  | 'arabic'
  | 'hebrew'
  | 'han'
  | 'kana'
  | 'hangul'
  | 'thai'
  | 'other';

function scriptOf(code: number): Script {
  if (code < 0x250) return 'latin';
  if (code >= 0x370 && code < 0x400) return 'greek';
  if (code >= 0x400 && code < 0x530) return 'cyrillic';
  if (code >= 0x590 && code < 0x600) return 'hebrew';
  if ((code >= 0x600 && code < 0x700) || (code >= 0xfb50 && code < 0xff00)) return 'arabic';
  if (code >= 0xe00 && code < 0xe80) return 'thai';
  if (code >= 0x1e00 && code < 0x1f00) return 'latin';
  if (code >= 0x3040 && code < 0x3100) return 'kana';
  if (code >= 0xff66 && code < 0xffa0) return 'kana';
  if ((code >= 0x3400 && code < 0xa000) || (code >= 0xf900 && code < 0xfb00)) return 'han';
  if (
    (code >= 0xac00 && code < 0xd7a4) ||
    (code >= 0x1100 && code < 0x1200) ||
    (code >= 0x3130 && code < 0x3190)
  )
    return 'hangul';
  return 'other';
}

const LETTER = /\p{L}/u;
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
const MARK = /\p{M}/u;
const ORDINARY_PUNCTUATION = new Set(
  '.,;:!?\'"()[]{}-–—/&%*#@+=<>_…«»“”„‘’·、。，．：；！？（）「」『』【】《》〈〉・ー～'.split(''),
);

export interface Plausibility {
  /** Penalty points per character (lower is better). */
  cost: number;
  /** Share of Han characters that are everyday ones (NaN when there is no Han text). */
  commonHanShare: number;
}

/** Scores up to the first `limit` characters of a decoded text. */
export function plausibility(text: string, limit = 20000): Plausibility {
  const sample = text.length > limit ? text.slice(0, limit) : text;
  let penalty = 0;
  let counted = 0;
  let han = 0;
  let commonHan = 0;
  let hangulRun = 0;
  let previous = '';
  let previousScript: Script | null = null;
  let previousLetter = false;
  for (const ch of sample) {
    const code = ch.codePointAt(0)!;
    counted++;
    if (code === 0xfffd) {
      penalty += 50;
    } else if ((code < 0x20 && code !== 9 && code !== 10 && code !== 13 && code !== 12) || code === 0x7f) {
      penalty += 20;
    } else if (code >= 0x80 && code < 0xa0) {
      penalty += 20;
    } else if ((code >= 0xe000 && code < 0xf900) || code >= 0xf0000) {
      penalty += 20;
    } else if (code >= 0xff61 && code < 0xffa0) {
      // Half-width katakana: what Shift_JIS looks like when another double-byte text is read as it.
      penalty += 3;
    }
    const isLetter = LETTER.test(ch);
    if (isLetter) {
      const script = scriptOf(code);
      if (script === 'han') {
        han++;
        if (COMMON_HAN.has(ch)) commonHan++;
      }
      if (script === 'hangul') {
        hangulRun++;
        if (hangulRun > 12) penalty += 1;
      } else hangulRun = 0;
      if (previousLetter && previousScript && script !== previousScript) {
        const cjkPair =
          (script === 'han' || script === 'kana') && (previousScript === 'han' || previousScript === 'kana');
        if (!cjkPair && script !== 'other' && previousScript !== 'other') penalty += 8;
      }
      if (previousLetter && UPPER.test(ch) && LOWER.test(previous)) penalty += 4;
      previousScript = script;
    } else {
      hangulRun = 0;
      if (!MARK.test(ch)) {
        // A symbol squeezed between letters ("ш‚к") is a mis-decoded letter.
        if (previousLetter && code >= 0x80 && !ORDINARY_PUNCTUATION.has(ch) && !/\s/.test(ch)) penalty += 3;
      }
    }
    previousLetter = isLetter || (MARK.test(ch) && previousLetter);
    previous = ch;
  }
  return {
    cost: counted === 0 ? 0 : penalty / counted,
    commonHanShare: han === 0 ? Number.NaN : commonHan / han,
  };
}
