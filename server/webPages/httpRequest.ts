import type { LookupAddress, LookupOptions } from 'node:dns';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { fetchFailed, stalled, tooLarge } from './errors.ts';
import type { CheckedTarget, ResolvedAddress } from './urlPolicy.ts';

/**
 * One GET request to a target whose addresses were already checked, and the reading of its body.
 *
 * The socket connects only to those addresses: the request's `lookup` answers with them instead of
 * asking DNS again, so an answer that changes between the check and the connection (DNS rebinding)
 * cannot steer it elsewhere. The Host header and TLS SNI keep the original host name.
 */

const USER_AGENT = 'Mozilla/5.0 (compatible; SummerBot/1.0; article summarizer)';

export interface RequestLimits {
  /** No socket activity (including the connection itself) for this long ends the request. */
  idleTimeoutMs: number;
  /** Largest body we keep, counted after decompression. */
  maxBytes: number;
  /** Aborts everything: the overall deadline and the caller's own signal. */
  signal: AbortSignal;
  /** Certificate authorities to trust instead of the system's (tests only). */
  ca?: string;
  /** Cookies the same host set earlier in this fetch (see cookieJar.ts). */
  cookie?: string;
}

export interface PageResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** Reads the (decoded) body; call at most once. Refuses bodies above maxBytes. */
  readBody: () => Promise<Buffer>;
  /** Drops the connection without reading the body. */
  discard: () => void;
}

/** A lookup that never consults DNS: it answers with the addresses checked beforehand. */
function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (_hostname: string, options: LookupOptions, callback) => {
    const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
    const usable = addresses.filter((entry) => wanted === undefined || entry.family === wanted);
    const first = usable[0];
    if (!first) {
      const error = Object.assign(new Error('no checked address of the requested family'), {
        code: 'ENOTFOUND',
      });
      callback(error, '', 0);
      return;
    }
    if (options.all) {
      const all: LookupAddress[] = usable.map((entry) => ({ address: entry.address, family: entry.family }));
      (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, all);
      return;
    }
    callback(null, first.address, first.family);
  };
}

/** Network failures, in words a user understands. */
function describeNetworkError(error: unknown, hostname: string) {
  const code = (error as { code?: string } | null)?.code ?? '';
  // OpenSSL's verification codes (UNABLE_TO_VERIFY_LEAF_SIGNATURE, CERT_HAS_EXPIRED, …) and Node's TLS errors.
  if (/CERT|SIGNATURE|ISSUER|SELF_SIGNED|DEPTH_ZERO|^ERR_TLS|^ERR_SSL|^EPROTO$/.test(code)) {
    return fetchFailed(
      `We couldn't open a secure connection to ${hostname}: its certificate or encryption is not valid.`,
    );
  }
  if (code.startsWith('HPE_') || code === 'ERR_INVALID_HEADER_VALUE') {
    return fetchFailed(`The site ${hostname} sent an answer that is not valid HTTP.`);
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return fetchFailed(`We couldn't find the site ${hostname}. Check the address and try again.`);
  }
  return fetchFailed(`We couldn't connect to ${hostname}. Check the address or try again later.`);
}

function decoderFor(contentEncoding: string | undefined): zlib.Gunzip[] | null {
  const encodings = (contentEncoding ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '' && part !== 'identity');
  // Real servers compress once; a stack of encodings only multiplies the work of undoing them.
  if (encodings.length > 2) return null;
  // Encodings are listed in the order they were applied; undo them in reverse.
  const decoders: zlib.Gunzip[] = [];
  // Browsers accept a truncated compressed stream; so do we (the size cap still applies).
  const lenient = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
  for (const encoding of encodings.reverse()) {
    if (encoding === 'gzip' || encoding === 'x-gzip' || encoding === 'deflate') {
      // Unzip detects gzip and zlib headers alike.
      decoders.push(zlib.createUnzip(lenient));
    } else if (encoding === 'br') {
      decoders.push(
        zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH }) as zlib.Gunzip,
      );
    } else {
      return null;
    }
  }
  return decoders;
}

class SizeCapExceeded extends Error {}

interface RequestState {
  /** Set when the socket went quiet for longer than the idle timeout. */
  idle: boolean;
}

async function readBody(
  response: IncomingMessage,
  limits: RequestLimits,
  hostname: string,
  state: RequestState,
): Promise<Buffer> {
  const decoders = decoderFor(response.headers['content-encoding']);
  if (!decoders) {
    response.destroy();
    throw fetchFailed(`The site ${hostname} sent the page in a compression format we can't read.`);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  const collector = new Writable({
    write(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      if (total > limits.maxBytes) {
        done(new SizeCapExceeded());
        return;
      }
      chunks.push(chunk);
      done();
    },
  });
  try {
    await pipeline([response, ...decoders, collector], { signal: limits.signal });
  } catch (error) {
    response.destroy();
    if (error instanceof SizeCapExceeded) throw tooLarge(limits.maxBytes);
    if (limits.signal.aborted) throw limits.signal.reason;
    if (state.idle) throw stalled(hostname);
    const code = (error as { code?: string }).code ?? '';
    if (code.startsWith('Z_') || code.startsWith('ERR__') || code.includes('BROTLI')) {
      throw fetchFailed(`The site ${hostname} sent a damaged compressed page.`);
    }
    throw describeNetworkError(error, hostname);
  }
  return Buffer.concat(chunks, total);
}

/** Sends the request and resolves once the status line and headers have arrived. */
export function requestPage(target: CheckedTarget, limits: RequestLimits): Promise<PageResponse> {
  const { url } = target;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<PageResponse>((resolve, reject) => {
    let settled = false;
    const state: RequestState = { idle: false };
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      if (limits.signal.aborted) reject(limits.signal.reason);
      else if (state.idle) reject(stalled(target.hostname));
      else reject(describeNetworkError(error, target.hostname));
    };
    let request: http.ClientRequest;
    try {
      request = client.request({
        protocol: url.protocol,
        hostname: target.hostname,
        port: target.port,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        // A fresh connection per request: a pooled socket could belong to an earlier, other target.
        agent: false,
        lookup: pinnedLookup(target.addresses),
        timeout: limits.idleTimeoutMs,
        signal: limits.signal,
        ...(limits.ca ? { ca: limits.ca } : {}),
        headers: {
          'user-agent': USER_AGENT,
          accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.1',
          'accept-encoding': 'gzip, deflate, br',
          'accept-language': 'en;q=0.9, *;q=0.5',
          ...(limits.cookie ? { cookie: limits.cookie } : {}),
        },
      });
    } catch (error) {
      fail(error);
      return;
    }
    request.on('timeout', () => {
      state.idle = true;
      request.destroy(Object.assign(new Error('socket idle timeout'), { code: 'ETIMEDOUT' }));
    });
    request.on('error', fail);
    request.on('response', (response) => {
      if (settled) {
        response.destroy();
        return;
      }
      settled = true;
      // Errors after this point surface through readBody's pipeline; keep the emitter from throwing.
      response.on('error', () => {});
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        readBody: () => readBody(response, limits, target.hostname, state),
        discard: () => {
          response.destroy();
          request.destroy();
        },
      });
    });
    request.end();
  });
}
