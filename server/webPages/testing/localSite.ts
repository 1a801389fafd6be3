import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { type FetchArticleOptions, testHooks } from '../fetchArticle.ts';

/**
 * Local HTTP servers for the fetcher's tests. The fetcher refuses loopback, so tests reach these
 * servers through a made-up host name that the injected resolver maps to the server's address, which
 * the test hooks mark as trusted.
 */

export interface LocalSite {
  port: number;
  /** Base URL through the made-up host name, e.g. http://news.test:41234 */
  origin: string;
  /** Every request path the server saw, with its Host header. */
  requests: { path: string; host: string | undefined }[];
  close: () => Promise<void>;
}

export type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

export const SITE_HOST = 'news.test';

function trackSockets(server: net.Server) {
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return () => {
    for (const socket of sockets) socket.destroy();
  };
}

export async function startSite(handler: Handler, address = '127.0.0.1', port = 0): Promise<LocalSite> {
  const requests: LocalSite['requests'] = [];
  const server = http.createServer((request, response) => {
    requests.push({ path: request.url ?? '', host: request.headers.host });
    handler(request, response);
  });
  const destroySockets = trackSockets(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, address, () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  return {
    port: actualPort,
    origin: `http://${SITE_HOST}:${actualPort}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        destroySockets();
        server.close(() => resolve());
      }),
  };
}

/** A raw TCP server for answers no HTTP server would send. */
export async function startRawSite(onSocket: (socket: net.Socket) => void): Promise<LocalSite> {
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    onSocket(socket);
  });
  const destroySockets = trackSockets(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://${SITE_HOST}:${port}`,
    requests: [],
    close: () =>
      new Promise<void>((resolve) => {
        destroySockets();
        server.close(() => resolve());
      }),
  };
}

/** Options that make the fetcher treat 127.0.0.1 as a public server and resolve every name to it. */
export function localOptions(
  extra: FetchArticleOptions = {},
  addresses = ['127.0.0.1'],
): FetchArticleOptions {
  return {
    ...extra,
    [testHooks]: { resolveHost: async () => addresses, trustedLoopback: ['127.0.0.1'] },
  };
}

export function sendHtml(response: http.ServerResponse, html: string, status = 200): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(html);
}

/**
 * TLS material for local HTTPS servers, made for these tests only: a certificate authority and a
 * certificate for news.test signed by it. No real system trusts them.
 */
const tlsFile = (name: string) => readFileSync(new URL(`./tls/${name}`, import.meta.url), 'utf8');
export const TEST_CA = tlsFile('ca.pem');

export interface LocalHttpsSite extends LocalSite {
  /** The TLS server names (SNI) clients asked for. */
  serverNames: (string | undefined)[];
}

export async function startHttpsSite(handler: Handler): Promise<LocalHttpsSite> {
  const requests: LocalSite['requests'] = [];
  const serverNames: (string | undefined)[] = [];
  const server = https.createServer(
    { key: tlsFile('site.key'), cert: tlsFile('site.pem') },
    (request, response) => {
      requests.push({ path: request.url ?? '', host: request.headers.host });
      handler(request, response);
    },
  );
  server.on('secureConnection', (socket) => {
    serverNames.push((socket as unknown as { servername?: string }).servername);
  });
  server.on('tlsClientError', () => {});
  const destroySockets = trackSockets(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `https://${SITE_HOST}:${port}`,
    requests,
    serverNames,
    close: () =>
      new Promise<void>((resolve) => {
        destroySockets();
        server.close(() => resolve());
      }),
  };
}
