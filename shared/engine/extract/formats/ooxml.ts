/** Small helpers for reading OOXML parts: decoding them and feeding them to a parser in chunks. */

import type { Parser } from 'htmlparser2';

export function decodeXml(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes);
}

/** Feeds XML bytes to a parser a megabyte at a time, so a huge part never exists as one string. */
export function writeInChunks(parser: Parser, bytes: Uint8Array): void {
  const decoder = new TextDecoder('utf-8');
  const step = 1024 * 1024;
  for (let offset = 0; offset < bytes.length; offset += step) {
    parser.write(decoder.decode(bytes.subarray(offset, offset + step), { stream: true }));
  }
  parser.write(decoder.decode());
  parser.end();
}
