import express, { type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import {
  analyzeTextRequestSchema,
  analyzeUrlRequestSchema,
  progressIdSchema,
  uploadFieldsSchema,
  uploadTextRequestSchema,
  uploadUrlRequestSchema,
} from '../../shared/api/summarize.ts';
import { MAX_UPLOAD_BYTES, type SummaryLevel } from '../../shared/domain/index.ts';
import { demoLimitPerIp } from '../auth/rateLimits.ts';
import { requireUser } from '../auth/requestUser.ts';
import type { Config } from '../config.ts';
import { AppError } from '../http/errors.ts';
import type { FetchedArticle } from '../webPages/index.ts';
import { analyzeDemo, assertDemoAllowed } from './analyzeDemo.ts';
import { cleanFilename, singleDocumentUpload } from './multipart.ts';
import type { ProgressTracker } from './progress.ts';
import { type DocumentInput, type SummarizeServices, summarizeDocument } from './summarizeDocument.ts';
import { idempotencyKeyOf, idempotentUpload, requestFingerprint } from './uploadRequests.ts';

/** What identifies an upload for its idempotency key (besides the level). */
interface UploadIdentity {
  route: string;
  filename?: string | undefined;
  content: string | Uint8Array;
}

const largeJson = express.json({ limit: MAX_UPLOAD_BYTES + 64 * 1024 });

function documentInputOf(
  req: Request,
  text: string | undefined,
  filename: string | undefined,
): DocumentInput {
  if (req.file) {
    return {
      kind: 'file',
      bytes: req.file.buffer,
      filename: cleanFilename(req.file.originalname, 'document'),
    };
  }
  if (text !== undefined) {
    if (!text.trim()) throw new AppError('bad_request', 'Please enter some text to summarize');
    return { kind: 'text', text, filename: cleanFilename(filename, 'Pasted text') };
  }
  throw new AppError(
    'bad_request',
    "Attach a file in the form field 'document', or send the text in 'text'.",
  );
}

/** The progressId of the URL (?progressId=), else of the body; invalid ones are refused. */
function progressIdOf(req: Request, fromBody?: string): string | undefined {
  const candidate = typeof req.query.progressId === 'string' ? req.query.progressId : fromBody;
  return candidate === undefined ? undefined : progressIdSchema.parse(candidate);
}

/** Reads the web page a user links to (server/webPages' fetchArticle). */
export type ArticleFetcher = (url: string, options: { signal?: AbortSignal }) => Promise<FetchedArticle>;

/** Aborts when the client goes away before its answer is sent, so an abandoned fetch stops. */
function abortOnDisconnect(res: Response): AbortSignal {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

export function summarizeRouter(options: {
  config: Config;
  services: SummarizeServices;
  progress: ProgressTracker;
  fetchArticle: ArticleFetcher;
}): Router {
  const { config, services, progress, fetchArticle } = options;
  const router = express.Router();
  const upload = singleDocumentUpload();
  const demoLimit = demoLimitPerIp(config.DEMO_RATE_LIMIT_PER_IP);

  async function runUpload(
    req: Request,
    res: Response,
    input: () => DocumentInput | Promise<DocumentInput>,
    level: SummaryLevel,
    identity: UploadIdentity,
    progressId?: string,
  ) {
    const user = requireUser(req);
    const requestId = idempotencyKeyOf(req);
    const claim = requestId
      ? { userId: user.id, requestId, fingerprint: requestFingerprint({ ...identity, level }) }
      : undefined;
    let completed = false;
    const report = (event: Parameters<ProgressTracker['report']>[2]) => {
      if (event.stage === 'complete') completed = true;
      if (progressId) progress.report(progressId, user.id, event);
    };
    try {
      const result = await idempotentUpload(services.sqlite, claim, async () =>
        summarizeDocument({
          services,
          userId: user.id,
          input: await input(),
          level,
          onProgress: report,
          claim,
        }),
      );
      // A repeat answered from the first request's document: its progress ends here too.
      if (!completed) report({ stage: 'complete', wordCount: result.stats.originalWords });
      res.json(result);
    } catch (error) {
      report({
        stage: 'error',
        message: error instanceof AppError ? error.message : 'Failed to process document.',
      });
      throw error;
    }
  }

  // Sign-in is checked before the body is read: strangers do not get to send 50 MB.
  const signedIn = (req: Request, _res: Response, next: () => void) => {
    const user = requireUser(req);
    // A malformed Idempotency-Key is refused before the body is read, too.
    idempotencyKeyOf(req);
    const progressId = progressIdOf(req);
    if (progressId) progress.report(progressId, user.id, { stage: 'upload' });
    next();
  };

  router.post('/upload', signedIn, upload, async (req, res) => {
    const fields = uploadFieldsSchema.parse(req.body ?? {});
    const progressId = progressIdOf(req, fields.progressId);
    await runUpload(
      req,
      res,
      () => documentInputOf(req, fields.text, fields.filename),
      fields.compressionLevel as SummaryLevel,
      req.file
        ? { route: 'upload', filename: req.file.originalname, content: req.file.buffer }
        : { route: 'upload', filename: fields.filename, content: fields.text ?? '' },
      progressId,
    );
  });

  router.post('/upload-text', signedIn, largeJson, async (req, res) => {
    const body = uploadTextRequestSchema.parse(req.body);
    const progressId = progressIdOf(req, body.progressId);
    await runUpload(
      req,
      res,
      () => documentInputOf(req, body.text, body.filename),
      body.compressionLevel as SummaryLevel,
      { route: 'upload-text', filename: body.filename, content: body.text },
      progressId,
    );
  });

  // A web page instead of a file: fetched (Upload stage), then read and summarized like text.
  router.post('/upload-url', signedIn, express.json({ limit: '16kb' }), async (req, res) => {
    const body = uploadUrlRequestSchema.parse(req.body);
    const progressId = progressIdOf(req, body.progressId);
    const signal = abortOnDisconnect(res);
    await runUpload(
      req,
      res,
      async () => {
        const article = await fetchArticle(body.url, { signal });
        return {
          kind: 'text' as const,
          text: article.text,
          filename: cleanFilename(article.title, article.url),
          warnings: article.notice ? [article.notice] : [],
        };
      },
      body.compressionLevel as SummaryLevel,
      { route: 'upload-url', content: body.url },
      progressId,
    );
  });

  router.post('/analyze-url', demoLimit, express.json({ limit: '16kb' }), async (req, res) => {
    const { url } = analyzeUrlRequestSchema.parse(req.body);
    // Checked before fetching: a signed-in user with nothing left gets the 403 at once.
    assertDemoAllowed({ user: req.user, rules: services.rules, now: services.now() });
    const article = await fetchArticle(url, { signal: abortOnDisconnect(res) });
    res.json(
      await analyzeDemo({
        ...services,
        summarizer: services.demoSummarizer,
        input: { kind: 'text', text: article.text, filename: cleanFilename(article.title, article.url) },
        user: req.user,
        now: services.now(),
      }),
    );
  });

  router.post('/analyze', demoLimit, upload, async (req, res) => {
    if (!req.file) throw new AppError('bad_request', "Attach a file in the form field 'document'.");
    res.json(
      await analyzeDemo({
        ...services,
        summarizer: services.demoSummarizer,
        input: documentInputOf(req, undefined, undefined),
        user: req.user,
        now: services.now(),
      }),
    );
  });

  router.post('/analyze-text', demoLimit, largeJson, async (req, res) => {
    const { text } = analyzeTextRequestSchema.parse(req.body);
    res.json(
      await analyzeDemo({
        ...services,
        summarizer: services.demoSummarizer,
        input: { kind: 'text', text, filename: 'Pasted text' },
        user: req.user,
        now: services.now(),
      }),
    );
  });

  router.get('/progress/:id', (req, res) => {
    const user = requireUser(req);
    const id = z.object({ id: progressIdSchema }).parse(req.params).id;
    if (!String(req.headers.accept ?? '').includes('text/event-stream')) {
      const current = progress.current(id, user.id);
      res.json(current ?? { stage: 'upload' });
      return;
    }
    let watcher: ReturnType<ProgressTracker['watch']> | undefined;
    let heartbeat: NodeJS.Timeout | undefined;
    const finish = () => {
      clearInterval(heartbeat);
      watcher?.stop();
      res.end();
    };
    const send = (event: { stage: string }) => {
      res.write(`event: stage\ndata: ${JSON.stringify(event)}\n\n`);
      if (event.stage === 'complete' || event.stage === 'error') finish();
    };
    // Ownership is checked (404) before the stream starts.
    watcher = progress.watch(id, user.id, send);
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    heartbeat = setInterval(() => res.write(': keep-alive\n\n'), 15_000);
    heartbeat.unref();
    req.on('close', finish);
    res.write('retry: 2000\n\n');
    if (watcher.current) send(watcher.current);
  });

  return router;
}
