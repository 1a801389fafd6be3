/**
 * Bytes of a text file to a string, in whatever encoding it was written: byte-order marks, UTF-16
 * without one, strict UTF-8, ISO-2022 escape sequences and EBCDIC are recognised from the bytes; legacy
 * single- and double-byte encodings are proposed by jschardet and by the caller's hint (an HTML meta
 * charset, an RTF code page) and then checked by decoding a sample and scoring how plausible it reads,
 * because both detectors and declarations are wrong often enough.
 */

import iconv from 'iconv-lite';
import jschardet from 'jschardet';
import { decodeCp500, decodeEucTw, decodeJohab, decodeWindows1252 } from './legacyDecoders.ts';
import { plausibility } from './plausibility.ts';

export interface DecodedText {
  text: string;
  /** The encoding the text was read as (lower-case label). */
  encoding: string;
}

/** Bytes looked at when choosing an encoding; the whole file is decoded once the choice is made. */
const SAMPLE_BYTES = 64 * 1024;

/** Encodings tried besides the detector's proposals: the common legacy ones of each script. */
const FALLBACK_CANDIDATES = [
  'windows-1252',
  'windows-1250',
  'windows-1251',
  'koi8-r',
  'x-mac-cyrillic',
  'windows-1253',
  'windows-1254',
  'windows-1255',
  'windows-1256',
  'windows-1257',
  'shift_jis',
  'euc-jp',
  'gb18030',
  'big5',
  'euc-kr',
  'euc-tw',
];

const ALIASES: Record<string, string> = {
  'utf-8-sig': 'utf-8',
  utf8: 'utf-8',
  cp932: 'shift_jis',
  ms932: 'shift_jis',
  'windows-31j': 'shift_jis',
  sjis: 'shift_jis',
  cp949: 'euc-kr',
  uhc: 'euc-kr',
  'ks_c_5601-1987': 'euc-kr',
  gb2312: 'gb18030',
  gbk: 'gb18030',
  cp936: 'gb18030',
  hz: 'hz-gb-2312',
  'big5-hkscs': 'big5',
  cp950: 'big5',
  maccyrillic: 'x-mac-cyrillic',
  'mac-cyrillic': 'x-mac-cyrillic',
  macroman: 'macintosh',
  'mac-roman': 'macintosh',
  cp1140: 'cp500',
  ibm500: 'cp500',
  ibm037: 'cp500',
  cp037: 'cp500',
  'x-euc-tw': 'euc-tw',
  cp1361: 'johab',
  'iso-8859-8-i': 'iso-8859-8',
  'windows-874': 'windows-874',
  'tis-620': 'windows-874',
  ascii: 'windows-1252',
  'us-ascii': 'windows-1252',
  'iso-8859-1': 'windows-1252',
  latin1: 'windows-1252',
};

export function normalizeEncodingName(name: string): string {
  let label = name.trim().toLowerCase().replace(/_/g, '-');
  if (label === 'shift-jis') label = 'shift_jis';
  return Object.hasOwn(ALIASES, label) ? ALIASES[label]! : label;
}

/** Decodes with the named encoding; undefined when no decoder knows the name. */
export function decodeAs(bytes: Uint8Array, encoding: string): string | undefined {
  const label = normalizeEncodingName(encoding);
  if (label === 'cp500') return decodeCp500(bytes);
  if (label === 'johab') return decodeJohab(bytes);
  if (label === 'euc-tw') return decodeEucTw(bytes);
  if (label === 'windows-1252') return decodeWindows1252(bytes);
  if (label === 'utf-16')
    return decodeAs(bytes, bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : 'utf-16le');
  if (label === 'utf-32le' || label === 'utf-32be' || label === 'utf-32') return decodeUtf32(bytes, label);
  try {
    const decoder = new TextDecoder(label);
    // Labels such as iso-2022-kr map to "replacement", which decodes any input to a single U+FFFD.
    if (decoder.encoding !== 'replacement') return decoder.decode(bytes);
  } catch {
    // Not a WHATWG label: iconv-lite knows many more (DOS and Mac code pages, ISO-8859-x…).
  }
  try {
    if (/^[a-z0-9_.:-]+$/.test(label) && iconv.encodingExists(label))
      return iconv.decode(bytes as Buffer, label);
  } catch {
    // A name iconv-lite half-knows (or one of Object's own properties) is no encoding either.
  }
  return undefined;
}

function decodeUtf32(bytes: Uint8Array, label: string): string {
  const bigEndian = label === 'utf-32be' || (label === 'utf-32' && bytes[0] === 0 && bytes[1] === 0);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: string[] = [];
  let run: number[] = [];
  for (let i = 0; i + 3 < bytes.length; i += 4) {
    const code = view.getUint32(i, !bigEndian);
    run.push(code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? code : 0xfffd);
    if (run.length >= 8192) {
      parts.push(String.fromCodePoint(...run));
      run = [];
    }
  }
  parts.push(String.fromCodePoint(...run));
  return parts.join('');
}

function bomEncoding(bytes: Uint8Array): { encoding: string; length: number } | undefined {
  const [a, b, c, d] = bytes;
  if (a === 0xef && b === 0xbb && c === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (a === 0xff && b === 0xfe && c === 0 && d === 0) return { encoding: 'utf-32le', length: 4 };
  if (a === 0 && b === 0 && c === 0xfe && d === 0xff) return { encoding: 'utf-32be', length: 4 };
  if (a === 0xff && b === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (a === 0xfe && b === 0xff) return { encoding: 'utf-16be', length: 2 };
  return undefined;
}

/** UTF-16 without a byte-order mark: mostly-Latin text has a zero in every other byte. */
function utf16Orientation(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const length = Math.min(bytes.length, 4096) & ~1;
  if (length < 4) return undefined;
  let zeroEven = 0;
  let zeroOdd = 0;
  for (let i = 0; i < length; i += 2) {
    if (bytes[i] === 0) zeroEven++;
    if (bytes[i + 1] === 0) zeroOdd++;
  }
  const pairs = length / 2;
  if (zeroOdd > pairs * 0.3 && zeroEven < pairs * 0.05) return 'utf-16le';
  if (zeroEven > pairs * 0.3 && zeroOdd < pairs * 0.05) return 'utf-16be';
  return undefined;
}

function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Valid UTF-8 in the sample, allowing a multi-byte character cut at the sample's end. */
function sampleIsUtf8(sample: Uint8Array, complete: boolean): boolean {
  if (complete) return isValidUtf8(sample);
  for (let cut = 0; cut < 4 && cut < sample.length; cut++) {
    if (isValidUtf8(sample.subarray(0, sample.length - cut))) return true;
  }
  return false;
}

function hasIso2022Escapes(sample: Uint8Array): string | undefined {
  for (let i = 0; i + 2 < sample.length; i++) {
    if (sample[i] !== 0x1b) continue;
    const a = sample[i + 1];
    const b = sample[i + 2];
    if (a === 0x24 && (b === 0x42 || b === 0x40 || b === 0x28)) return 'iso-2022-jp';
    if (a === 0x28 && (b === 0x4a || b === 0x49)) return 'iso-2022-jp';
    if (a === 0x24 && b === 0x29) return sample[i + 3] === 0x43 ? 'iso-2022-kr' : 'iso-2022-cn';
  }
  return undefined;
}

/**
 * Whether the bytes are UTF-8 but for a few damaged bytes: the structure of UTF-8 (a lead byte followed
 * by the right number of continuation bytes) almost never occurs by chance in legacy encodings.
 */
function mostlyUtf8(sample: Uint8Array): boolean {
  let valid = 0;
  let invalid = 0;
  let i = 0;
  while (i < sample.length) {
    const byte = sample[i]!;
    if (byte < 0x80) {
      i++;
      continue;
    }
    const length =
      byte >= 0xc2 && byte <= 0xdf
        ? 2
        : byte >= 0xe0 && byte <= 0xef
          ? 3
          : byte >= 0xf0 && byte <= 0xf4
            ? 4
            : 0;
    let ok = length > 0 && i + length <= sample.length;
    for (let k = 1; ok && k < length; k++) ok = (sample[i + k]! & 0xc0) === 0x80;
    if (ok) {
      valid++;
      i += length;
    } else {
      invalid++;
      i++;
    }
  }
  return valid >= 8 && invalid * 20 <= valid;
}

/** EBCDIC text: spaces are 0x40 and letters sit in 0x81–0xE9, with almost no ASCII letters. */
function looksLikeEbcdic(sample: Uint8Array): boolean {
  if (sample.length < 32) return false;
  let spaces = 0;
  let ebcdicLetters = 0;
  let asciiLetters = 0;
  for (const byte of sample) {
    if (byte === 0x40) spaces++;
    else if ((byte >= 0x81 && byte <= 0xa9) || (byte >= 0xc1 && byte <= 0xe9)) ebcdicLetters++;
    else if ((byte >= 0x61 && byte <= 0x7a) || (byte >= 0x41 && byte <= 0x5a && byte !== 0x40))
      asciiLetters++;
  }
  return (
    spaces > sample.length * 0.08 &&
    ebcdicLetters > sample.length * 0.4 &&
    asciiLetters < sample.length * 0.05
  );
}

/**
 * Detects the encoding of `bytes` and decodes them. `declared` is what the file says of itself (HTML
 * meta charset, RTF code page): preferred when it reads plausibly, ignored when it does not.
 */
export function decodeText(bytes: Uint8Array, declared?: string): DecodedText {
  const bom = bomEncoding(bytes);
  if (bom) return { text: decodeAs(bytes.subarray(bom.length), bom.encoding)!, encoding: bom.encoding };
  const utf16 = utf16Orientation(bytes);
  if (utf16) return { text: decodeAs(bytes, utf16)!, encoding: utf16 };

  const complete = bytes.length <= SAMPLE_BYTES;
  const sample = complete ? bytes : bytes.subarray(0, SAMPLE_BYTES);
  const escapes = hasIso2022Escapes(sample);
  if (escapes) {
    const text = decodeAs(bytes, escapes);
    if (text !== undefined) return { text, encoding: escapes };
  }
  if (sampleIsUtf8(sample, complete) && (complete || isValidUtf8(bytes))) {
    return { text: new TextDecoder('utf-8').decode(bytes), encoding: 'utf-8' };
  }
  if (mostlyUtf8(sample)) return { text: new TextDecoder('utf-8').decode(bytes), encoding: 'utf-8' };
  if (looksLikeEbcdic(sample)) return { text: decodeCp500(bytes), encoding: 'cp500' };

  const encoding = chooseLegacyEncoding(sample, declared);
  return { text: decodeAs(bytes, encoding) ?? decodeWindows1252(bytes), encoding };
}

/** jschardet's proposals; none when it fails (it reads markup declarations and trips on odd ones). */
function detectorGuesses(sample: Uint8Array): Array<{ encoding: string | null; confidence: number }> {
  try {
    return jschardet.detectAll(sample);
  } catch {
    return [];
  }
}

interface Candidate {
  encoding: string;
  /** The detector's confidence (0 for encodings it did not propose). */
  confidence: number;
  declared: boolean;
}

function chooseLegacyEncoding(sample: Uint8Array, declared: string | undefined): string {
  const candidates = new Map<string, Candidate>();
  const add = (encoding: string, confidence: number, isDeclared: boolean) => {
    const label = normalizeEncodingName(encoding);
    if (label === 'utf-8' || label.startsWith('utf-16') || label === 'ascii') return;
    const known = candidates.get(label);
    if (known) {
      known.confidence = Math.max(known.confidence, confidence);
      known.declared ||= isDeclared;
    } else candidates.set(label, { encoding: label, confidence, declared: isDeclared });
  };
  if (declared) add(declared, 0, true);
  for (const guess of detectorGuesses(sample)) {
    if (guess.encoding) add(guess.encoding, guess.confidence, false);
  }
  for (const encoding of FALLBACK_CANDIDATES) add(encoding, 0, false);

  let best: { encoding: string; score: number } | undefined;
  for (const candidate of candidates.values()) {
    const text = decodeAs(sample, candidate.encoding);
    if (text === undefined) continue;
    const { cost, commonHanShare } = plausibility(text);
    // Lower is better: the text's own oddities, softened by the detector's statistics and the
    // document's declaration, and sharpened by how ordinary its Chinese characters are.
    let score = cost - 0.15 * candidate.confidence - (candidate.declared ? 0.05 : 0);
    if (!Number.isNaN(commonHanShare)) score -= 0.3 * commonHanShare;
    if (!best || score < best.score) best = { encoding: candidate.encoding, score };
  }
  return best?.encoding ?? 'windows-1252';
}
