import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { CachedPage } from './pageCache.ts';

/**
 * A rendered page as bytes, made once per cached page rather than once per request: its UTF-8 body,
 * the same gzipped (a fifth of the size, for browsers that take it), and an ETag. Encoding, hashing
 * and compressing a 40 KB page on every request was most of what the server did for GET /.
 */
export interface EncodedPage {
  body: Buffer;
  gzipped: Buffer;
  etag: string;
}

const encoded = new WeakMap<CachedPage, EncodedPage>();

export function encodedPage(page: CachedPage): EncodedPage {
  let bytes = encoded.get(page);
  if (!bytes) {
    const body = Buffer.from(page.html, 'utf8');
    // Weak: the gzipped and plain answers are the same page, and share it.
    const etag = `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64url')}"`;
    bytes = { body, gzipped: gzipSync(body, { level: 9 }), etag };
    // Kept as long as the page is in the cache: the map holds it no longer than its key lives.
    encoded.set(page, bytes);
  }
  return bytes;
}
