/**
 * Decoding a page's bytes the way browsers pick its encoding: a byte-order mark first, then the
 * charset of the Content-Type header, then a <meta charset> or <meta http-equiv="Content-Type"> near
 * the top of an HTML page, else UTF-8 (falling back to windows-1252 when the bytes are not UTF-8).
 * Node's TextDecoder (full ICU) knows every WHATWG encoding label.
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
    return new TextDecoder(label);
  } catch {
    return undefined;
  }
}

export interface DecodedPage {
  text: string;
  /** The WHATWG name of the encoding used ("utf-8", "windows-1251"). */
  encoding: string;
}

export function decodePage(bytes: Uint8Array, contentType: string | undefined, isHtml: boolean): DecodedPage {
  const bom = bomEncoding(bytes);
  const declared =
    decoderFor(bom) ??
    decoderFor(charsetFromContentType(contentType)) ??
    (isHtml ? decoderFor(charsetFromMeta(bytes)) : undefined);
  if (declared) {
    // A page that declares UTF-16 in <meta> but is readable as ASCII markup is not really UTF-16.
    const decoder = !bom && declared.encoding.startsWith('utf-16') ? new TextDecoder('utf-8') : declared;
    return { text: decoder.decode(bytes), encoding: decoder.encoding };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}
