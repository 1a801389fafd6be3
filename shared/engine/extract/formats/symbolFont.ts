/**
 * Characters that Word and RTF files give as a code in a symbol font ("Symbol", code 0x62 or 0xF062)
 * rather than as Unicode. The Symbol font puts Greek letters and mathematical signs where Latin letters
 * and Windows-1252 signs stand: read as plain text, "β" becomes "b" and "≠" becomes "¹".
 */

/** The Symbol font's characters from 0x20, sixteen to a line; a space marks a code with no character. */
const SYMBOL_FROM_0X20 = [
  ' !∀#∃%&∋()∗+,−./',
  '0123456789:;<=>?',
  '≅ΑΒΧΔΕΦΓΗΙϑΚΛΜΝΟ',
  'ΠΘΡΣΤΥςΩΞΨΖ[∴]⊥_',
  '‾αβχδεφγηιϕκλμνο',
  'πθρστυϖωξψζ{|}∼ ',
].join('');
const SYMBOL_FROM_0XA0 = [
  '€ϒ′≤⁄∞ƒ♣♦♥♠↔←↑→↓',
  '°±″≥×∝∂•÷≠≡≈…⏐⎯↵',
  'ℵℑℜ℘⊗⊕∅∩∪⊃⊇⊄⊂⊆∈∉',
  '∠∇®©™∏√⋅¬∧∨⇔⇐⇑⇒⇓',
  '◊〈®©™∑⎛⎜⎝⎡⎢⎣⎧⎨⎩⎪',
  ' 〉∫⌠⎮⌡⎞⎟⎠⎤⎥⎦⎫⎬⎭ ',
].join('');

/** Fonts of pictures (check boxes, arrows, hands) whose codes have no agreed Unicode reading. */
const PICTURE_FONT = /^(?:wingdings|webdings|marlett|zapf ?dingbats|ms outlook|bookshelf symbol)/i;

/**
 * The Unicode character a symbol of `font` at `code` stands for, or undefined when there is none to
 * give (a picture font, an empty code). Word gives symbol-font codes either as they are (0x62) or moved
 * into the private-use area (0xF062).
 */
export function symbolCharacter(font: string, code: number): string | undefined {
  const byte = code >= 0xf000 && code <= 0xf0ff ? code - 0xf000 : code;
  if (/^symbol$/i.test(font.trim())) {
    const table = byte >= 0xa0 ? SYMBOL_FROM_0XA0 : SYMBOL_FROM_0X20;
    const index = byte >= 0xa0 ? byte - 0xa0 : byte - 0x20;
    const char = byte >= 0x20 && byte <= 0xff ? table[index] : undefined;
    return char && char !== ' ' ? char : undefined;
  }
  if (PICTURE_FONT.test(font) || (code >= 0xe000 && code <= 0xf8ff)) return undefined;
  return code >= 0x20 ? String.fromCharCode(code) : undefined;
}
