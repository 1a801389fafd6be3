import { decodeAs, decodeText, normalizeEncodingName } from '../../shared/engine/extract/charset/decode.ts';
import { declaredHtmlCharset } from '../../shared/engine/extract/formats/html.ts';

/**
 * Decoding a page's bytes the way browsers pick its encoding: a byte-order mark first, then the
 * charset of the Content-Type header, then a <meta charset> (or XML declaration) near the top of an
 * HTML page. A legacy encoding declared that way is trusted as browsers trust it. Where browsers would
 * guess from the reader's locale (no declaration and bytes that are not UTF-8) or show garbage (UTF-8
 * declared, bytes provably not UTF-8), the engine's detector reads the bytes instead, as it does for
 * uploaded files.
 */

export function charsetFromContentType(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return match?.[1]?.toLowerCase();
}

export interface DecodedPage {
  text: string;
  /** The name of the encoding used ("utf-8", "windows-1251"). */
  encoding: string;
}

function hasByteOrderMark(bytes: Uint8Array): boolean {
  const [a, b, c] = bytes;
  return (a === 0xef && b === 0xbb && c === 0xbf) || (a === 0xfe && b === 0xff) || (a === 0xff && b === 0xfe);
}

/**
 * The bytes as UTF-8 when they are UTF-8, allowing a few damaged sequences in a page that is mostly
 * valid UTF-8 (more well-formed non-ASCII characters than broken ones); undefined otherwise. Web pages
 * are UTF-8 far more often than files are, so a page gets more benefit of the doubt than the engine's
 * detector gives an upload.
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

export function decodePage(bytes: Uint8Array, contentType: string | undefined, isHtml: boolean): DecodedPage {
  if (hasByteOrderMark(bytes)) return decodeText(bytes);

  const label = charsetFromContentType(contentType) ?? (isHtml ? declaredHtmlCharset(bytes) : undefined);
  const declared = label ? normalizeEncodingName(label) : undefined;
  // A page that declares UTF-16 without a byte-order mark is ASCII-compatible markup, not UTF-16.
  if (declared && declared !== 'utf-8' && !declared.startsWith('utf-16')) {
    const text = decodeAs(bytes, declared);
    if (text !== undefined) return { text, encoding: declared };
  }

  const utf8 = mostlyUtf8(bytes);
  if (utf8 !== undefined) return { text: utf8, encoding: 'utf-8' };
  return decodeText(bytes);
}
