/**
 * A small HTTP server speaking the account endpoints the desktop app uses, for the main process's
 * tests: POST/DELETE /api/auth/token, a bearer-only GET /api/auth/user and POST /api/upload-text.
 * It answers in the server's wire format (201 {token, user}; 401 {error, message}; {revoked}).
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { testUser } from '../../shared/api/testing/users.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  origin: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
}

export interface AccountServer {
  url: string;
  requests: RecordedRequest[];
  liveTokens: Set<string>;
  /** Makes /api/upload-text answer this status and body next time. */
  failNextUpload(status: number, body: unknown): void;
  close(): Promise<void>;
}

export async function startAccountServer(account = { email: 'ana@example.com', password: 'correct horse' }) {
  const app = express();
  const requests: RecordedRequest[] = [];
  const liveTokens = new Set<string>();
  let nextUploadFailure: { status: number; body: unknown } | null = null;
  let issued = 0;

  app.use(express.json({ limit: '80mb' }));
  app.use((req, _res, next) => {
    requests.push({
      method: req.method,
      path: req.originalUrl,
      authorization: req.headers.authorization,
      origin: req.headers.origin,
      idempotencyKey: req.get('idempotency-key'),
      body: req.body,
    });
    next();
  });
  const bearer = (header: string | undefined) =>
    header?.startsWith('Bearer ') ? header.slice(7) : undefined;

  app.post('/api/auth/token', (req, res) => {
    if (req.body?.email !== account.email || req.body?.password !== account.password) {
      res.status(401).json({ error: 'invalid_credentials', message: 'Invalid email or password' });
      return;
    }
    issued += 1;
    const token = `smr_test_${issued}_${Math.random().toString(36).slice(2)}`;
    liveTokens.add(token);
    res.status(201).json({ token, user: testUser({ email: account.email }) });
  });
  app.delete('/api/auth/token', (req, res) => {
    const token = bearer(req.headers.authorization);
    if (!token) {
      res.status(400).json({ error: 'bad_request', message: 'Send the token to revoke.' });
      return;
    }
    res.json({ revoked: liveTokens.delete(token) });
  });
  app.use('/api', (req, res, next) => {
    const token = bearer(req.headers.authorization);
    if (!token || !liveTokens.has(token)) {
      res.status(401).json({ error: 'unauthorized', message: 'Sign in first' });
      return;
    }
    next();
  });
  app.get('/api/auth/user', (_req, res) => {
    res.json({ email: account.email });
  });
  app.post('/api/upload-text', (req, res) => {
    if (nextUploadFailure) {
      const { status, body } = nextUploadFailure;
      nextUploadFailure = null;
      res.status(status).json(body);
      return;
    }
    const words = String(req.body.text).split(/\s+/).filter(Boolean).length;
    const filename = req.body.filename ?? 'pasted text';
    res.json({
      id: '41',
      filename,
      summary: `Summary of ${filename} at level ${req.body.compressionLevel}.`,
      stats: {
        originalWords: words,
        summaryWords: 6,
        compressionRatio: Math.round((600 / Math.max(words, 1)) * 10) / 10,
        timeSavedDisplay: '1 minute',
        processingTime: 5,
        language: 'en',
        level: req.body.compressionLevel,
      },
      sources: [],
      warnings: [],
      creditUsed: 'free',
      retention: 'delete',
      expiresAt: null,
    });
  });
  app.delete('/api/documents/:id', (_req, res) => {
    res.status(204).end();
  });

  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    liveTokens,
    failNextUpload(status: number, body: unknown) {
      nextUploadFailure = { status, body };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  } satisfies AccountServer;
}

/** An address where nothing listens: a port that was just free. */
export async function unreachableUrl(): Promise<string> {
  const probe = express().listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => probe.once('listening', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
