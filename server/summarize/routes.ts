import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { progressIdSchema, summarizeRoutes } from '../../shared/api/summarize.ts';
import { DEMO_MAX_UPLOAD_BYTES, MAX_UPLOAD_BYTES, type SummaryLevel } from '../../shared/domain/index.ts';
import { demoLimitPerIp } from '../auth/rateLimits.ts';
import type { UserRow } from '../auth/users.ts';
import type { Config } from '../config.ts';
import { abortOnDisconnect } from '../http/abortOnDisconnect.ts';
import { AppError } from '../http/errors.ts';
import { type ContractRouterOptions, createContractRouter } from '../http/route.ts';
import { type AnalyzeDemoOptions, analyzeDemo } from './analyzeDemo.ts';
import { serverBusy } from './engineErrors.ts';
import { singleDocumentUpload, uploadedInput } from './multipart.ts';
import type { ProgressTracker } from './progress.ts';
import { type ArticleFetcher, readWebPage } from './readWebPage.ts';
import { streamProgress } from './streamProgress.ts';
import type { SummarizeServices } from './summarizeDocument.ts';
import { type UploadDocumentOptions, uploadDocument, uploadPriority } from './uploadDocument.ts';
import { idempotencyKeyOf } from './uploadRequests.ts';

const largeJson = express.json({ limit: MAX_UPLOAD_BYTES + 64 * 1024 });
const demoJson = express.json({ limit: DEMO_MAX_UPLOAD_BYTES });
const smallJson = express.json({ limit: '16kb' });

const DEMO_TOO_LARGE = `The free demo takes documents up to ${DEMO_MAX_UPLOAD_BYTES / (1024 * 1024)} MB. Sign up to summarize larger ones.`;

/** The progressId of the URL (?progressId=), else of the body; invalid ones are refused. */
function progressIdOf(req: Request, fromBody?: string): string | undefined {
  const candidate = typeof req.query.progressId === 'string' ? req.query.progressId : fromBody;
  return candidate === undefined ? undefined : progressIdSchema.parse(candidate);
}

/**
 * Summarizing: the signed-in uploads (a file or text, pasted text, a web page), the visitors' free demo
 * (the same three) and the progress of uploads. Mounted before the JSON parser: each route reads its
 * own body, after access is checked, so strangers do not get to send 50 MB.
 */
export function summarizeRouter(
  options: {
    config: Config;
    services: SummarizeServices;
    progress: ProgressTracker;
    fetchArticle: ArticleFetcher;
  },
  contract: ContractRouterOptions,
): Router {
  const { config, services, progress, fetchArticle } = options;
  const { router, serve } = createContractRouter(contract);
  const readForm = singleDocumentUpload();
  const readDemoForm = singleDocumentUpload(DEMO_MAX_UPLOAD_BYTES, DEMO_TOO_LARGE);
  const demoLimit = demoLimitPerIp(services.db, config.DEMO_RATE_LIMIT_PER_IP, services.now);
  // Per account: the documents being summarized, by key (repeats of one key are one document).
  const inFlight = new Map<string, Map<string, number>>();
  let unkeyed = 0;

  // Before the body is read: a full queue answers 503 with Retry-After (subscribers have room kept for
  // them), an account with UPLOADS_PER_ACCOUNT documents running waits (429), a malformed
  // Idempotency-Key or progressId is refused; the upload stage starts as soon as the request arrives.
  const uploadStarts: RequestHandler = (req, res, next) => {
    const user = req.user;
    if (!user) throw new AppError('unauthorized');
    const work = idempotencyKeyOf(req) ?? `unkeyed-${++unkeyed}`;
    const progressId = progressIdOf(req);
    const documents = inFlight.get(user.id) ?? new Map<string, number>();
    if (!documents.has(work) && documents.size >= config.UPLOADS_PER_ACCOUNT) {
      throw new AppError(
        'rate_limited',
        `You have ${config.UPLOADS_PER_ACCOUNT} documents being summarized. Please wait for one to finish.`,
      );
    }
    if (services.pool.refuses(uploadPriority(user, services.now()))) throw serverBusy();
    documents.set(work, (documents.get(work) ?? 0) + 1);
    inFlight.set(user.id, documents);
    res.once('close', () => {
      const left = (documents.get(work) ?? 1) - 1;
      if (left > 0) documents.set(work, left);
      else documents.delete(work);
      if (documents.size === 0) inFlight.delete(user.id);
    });
    if (progressId) progress.report(progressId, user.id, { stage: 'upload' });
    next();
  };
  const demoStarts: RequestHandler = (_req, _res, next) => {
    if (services.demoPool.refuses()) throw serverBusy();
    next();
  };

  /**
   * What the three upload routes share: the level, the idempotency key, the progress stream, and the
   * work stopped when the client goes away.
   */
  const upload = (
    req: Request,
    res: Response,
    user: UserRow,
    fields: { compressionLevel: number; progressId?: string | undefined },
    document: Pick<UploadDocumentOptions, 'input' | 'identity'>,
  ) =>
    uploadDocument({
      services,
      progress,
      user,
      level: fields.compressionLevel as SummaryLevel,
      requestId: idempotencyKeyOf(req),
      progressId: progressIdOf(req, fields.progressId),
      gone: abortOnDisconnect(res),
      ...document,
    });

  // The demo always runs on the local engine, in its own lane: anonymous requests must not spend the
  // Claude budget nor hold up signed-in users.
  const demo = (res: Response, user: UserRow | undefined, input: AnalyzeDemoOptions['input']) =>
    analyzeDemo({
      pool: services.demoPool,
      summarizer: services.demoSummarizer,
      rules: services.rules,
      now: services.now(),
      user,
      input,
      signal: abortOnDisconnect(res),
    });

  serve(summarizeRoutes.upload, uploadStarts, readForm, ({ body, user }, req, res) =>
    upload(req, res, user, body, {
      input: () => uploadedInput(req.file, body.text, body.filename),
      identity: req.file
        ? { route: 'upload', filename: req.file.originalname, content: req.file.buffer }
        : { route: 'upload', filename: body.filename, content: body.text ?? '' },
    }),
  );

  serve(summarizeRoutes.uploadText, uploadStarts, largeJson, ({ body, user }, req, res) =>
    upload(req, res, user, body, {
      input: () => uploadedInput(undefined, body.text, body.filename),
      identity: { route: 'upload-text', filename: body.filename, content: body.text },
    }),
  );

  // A web page instead of a file: fetched (Upload stage), then read and summarized like text.
  serve(summarizeRoutes.uploadUrl, uploadStarts, smallJson, ({ body, user }, req, res) => {
    const signal = abortOnDisconnect(res);
    return upload(req, res, user, body, {
      input: () => readWebPage({ fetchArticle, url: body.url, signal }),
      identity: { route: 'upload-url', content: body.url },
    });
  });

  serve(summarizeRoutes.analyzeUrl, demoLimit, demoStarts, smallJson, ({ body, user }, _req, res) => {
    const signal = abortOnDisconnect(res);
    return demo(res, user, () => readWebPage({ fetchArticle, url: body.url, signal }));
  });

  serve(summarizeRoutes.analyze, demoLimit, demoStarts, readDemoForm, ({ user }, req, res) => {
    const file = req.file;
    if (!file) throw new AppError('bad_request', "Attach a file in the form field 'document'.");
    return demo(res, user, () => uploadedInput(file, undefined, undefined));
  });

  serve(summarizeRoutes.analyzeText, demoLimit, demoStarts, demoJson, ({ body, user }, _req, res) =>
    demo(res, user, () => ({ kind: 'text', text: body.text, filename: 'Pasted text', typed: true })),
  );

  // One URL, two answers: the stream for EventSource, the current stage as JSON for clients that poll.
  const onlyEventStream: RequestHandler = (req, _res, next) =>
    next(String(req.headers.accept ?? '').includes('text/event-stream') ? undefined : 'route');
  serve(summarizeRoutes.progressStream, onlyEventStream, ({ params, user }, req, res) =>
    streamProgress({ progress, progressId: params.id, userId: user.id, req, res }),
  );
  serve(
    summarizeRoutes.progress,
    ({ params, user }) => progress.current(params.id, user.id) ?? { stage: 'upload' as const },
  );

  return router;
}
