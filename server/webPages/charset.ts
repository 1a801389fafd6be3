import { analyse } from 'chardet';

/**
 * Decoding a page's bytes the way browsers pick its encoding: a byte-order mark first, then the
 * charset of the Content-Type header, then a <meta charset> or <meta http-equiv="Content-Type"> near
 * the top of an HTML page, else UTF-8. Where browsers would guess from the reader's locale (no
 * declaration and bytes that are not UTF-8) or show garbage (UTF-8 declared, bytes provably not
 * UTF-8), the encoding is detected statistically from the bytes instead; windows-1252 is the last
 * resort. Node's TextDecoder (full ICU) knows every WHATWG encoding label.
 */

/** How far into an HTML page we look for a <meta> charset (browsers use 1024 bytes; some pages are later). */
const META_SCAN_BYTES = 4096;

function bomEncoding(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return undefined;
}

export function charsetFromContentType(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return match?.[1]?.toLowerCase();
}

export function charsetFromMeta(bytes: Uint8Array): string | undefined {
  // The head of the page as Latin-1: every byte maps to one character, so ASCII markup reads as-is.
  const head = Buffer.from(bytes.subarray(0, META_SCAN_BYTES)).toString('latin1');
  const direct = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head);
  return direct?.[1]?.toLowerCase();
}

function decoderFor(label: string | undefined): TextDecoder | undefined {
  if (!label) return undefined;
  try {
    const decoder = new TextDecoder(label);
    // Labels such as iso-2022-kr map to "replacement", which decodes any page to a single U+FFFD.
    return decoder.encoding === 'replacement' ? undefined : decoder;
  } catch {
    return undefined;
  }
}

/** Bytes enough for the detector to be sure; more only costs time. */
const DETECTION_SAMPLE_BYTES = 64 * 1024;
const MIN_DETECTION_CONFIDENCE = 20;

/** The likeliest legacy encoding of bytes that are not UTF-8, when the detector is confident enough. */
function detectedDecoder(bytes: Uint8Array): TextDecoder | undefined {
  for (const match of analyse(bytes.subarray(0, DETECTION_SAMPLE_BYTES))) {
    if (match.confidence < MIN_DETECTION_CONFIDENCE || /^utf/i.test(match.name)) return undefined;
    const decoder = decoderFor(match.name);
    if (decoder) return decoder;
  }
  return undefined;
}

/**
 * The bytes as UTF-8 when they are UTF-8, allowing a few damaged sequences in a page that is mostly
 * valid UTF-8 (more well-formed non-ASCII characters than broken ones); undefined otherwise.
 */
function mostlyUtf8(bytes: Uint8Array): string | undefined {
  const text = new TextDecoder('utf-8').decode(bytes);
  let broken = 0;
  let wellFormed = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 0xfffd) broken++;
    else if (code > 0x7f) wellFormed++;
  }
  return broken === 0 || wellFormed > broken ? text : undefined;
}

/**
 * Characters of windows-1252's 0x80–0x9F row (curly quotes, dashes, €, …). Node's TextDecoder reads
 * that encoding as ISO-8859-1, which turns these bytes into invisible control characters; the
 * WHATWG Encoding Standard (what browsers do) maps them to the characters below. 0 = unassigned.
 */
const WINDOWS_1252_C1 = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0,
  0x017d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0, 0x017e, 0x0178,
];

function decodeWith(decoder: TextDecoder, bytes: Uint8Array): string {
  const text = decoder.decode(bytes);
  if (decoder.encoding !== 'windows-1252') return text;
  return text.replace(/[\u0080-\u009f]/g, (char) => {
    const mapped = WINDOWS_1252_C1[char.charCodeAt(0) - 0x80];
    return mapped ? String.fromCharCode(mapped) : char;
  });
}

export interface DecodedPage {
  text: string;
  /** The WHATWG name of the encoding used ("utf-8", "windows-1251"). */
  encoding: string;
}

export function decodePage(bytes: Uint8Array, contentType: string | undefined, isHtml: boolean): DecodedPage {
  const bom = decoderFor(bomEncoding(bytes));
  if (bom) return { text: decodeWith(bom, bytes), encoding: bom.encoding };

  let declared =
    decoderFor(charsetFromContentType(contentType)) ??
    (isHtml ? decoderFor(charsetFromMeta(bytes)) : undefined);
  // A page that declares UTF-16 without a byte-order mark is ASCII-compatible markup, not UTF-16.
  if (declared?.encoding.startsWith('utf-16')) declared = new TextDecoder('utf-8');
  if (declared && declared.encoding !== 'utf-8') {
    return { text: decodeWith(declared, bytes), encoding: declared.encoding };
  }

  const utf8 = mostlyUtf8(bytes);
  if (utf8 !== undefined) return { text: utf8, encoding: 'utf-8' };
  const guess = detectedDecoder(bytes);
  if (guess) return { text: decodeWith(guess, bytes), encoding: guess.encoding };
  const fallback = declared ?? new TextDecoder('windows-1252');
  return { text: decodeWith(fallback, bytes), encoding: fallback.encoding };
}
