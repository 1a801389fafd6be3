import express, { type Request, type RequestHandler, type Router } from 'express';
import { progressIdSchema, summarizeRoutes } from '../../shared/api/summarize.ts';
import { MAX_UPLOAD_BYTES, type SummaryLevel } from '../../shared/domain/index.ts';
import { demoLimitPerIp } from '../auth/rateLimits.ts';
import type { UserRow } from '../auth/users.ts';
import type { Config } from '../config.ts';
import { abortOnDisconnect } from '../http/abortOnDisconnect.ts';
import { AppError } from '../http/errors.ts';
import { type ContractRouterOptions, createContractRouter } from '../http/route.ts';
import { type AnalyzeDemoOptions, analyzeDemo } from './analyzeDemo.ts';
import { singleDocumentUpload, uploadedInput } from './multipart.ts';
import type { ProgressTracker } from './progress.ts';
import { type ArticleFetcher, readWebPage } from './readWebPage.ts';
import { streamProgress } from './streamProgress.ts';
import type { SummarizeServices } from './summarizeDocument.ts';
import { type UploadDocumentOptions, uploadDocument } from './uploadDocument.ts';
import { idempotencyKeyOf } from './uploadRequests.ts';

const largeJson = express.json({ limit: MAX_UPLOAD_BYTES + 64 * 1024 });
const smallJson = express.json({ limit: '16kb' });

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
  const demoLimit = demoLimitPerIp(config.DEMO_RATE_LIMIT_PER_IP, services.now);

  // A malformed Idempotency-Key or progressId is refused before the body is read, too; the upload
  // stage starts as soon as the request arrives.
  const uploadStarts: RequestHandler = (req, _res, next) => {
    idempotencyKeyOf(req);
    const progressId = progressIdOf(req);
    if (progressId && req.user) progress.report(progressId, req.user.id, { stage: 'upload' });
    next();
  };

  /** What the three upload routes share: the level, the idempotency key and the progress stream. */
  const upload = (
    req: Request,
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
      ...document,
    });

  // The demo always runs on the local engine: anonymous requests must not spend the Claude budget.
  const demo = (user: UserRow | undefined, input: AnalyzeDemoOptions['input']) =>
    analyzeDemo({
      pool: services.pool,
      summarizer: services.demoSummarizer,
      rules: services.rules,
      now: services.now(),
      user,
      input,
    });

  serve(summarizeRoutes.upload, uploadStarts, readForm, ({ body, user }, req) =>
    upload(req, user, body, {
      input: () => uploadedInput(req.file, body.text, body.filename),
      identity: req.file
        ? { route: 'upload', filename: req.file.originalname, content: req.file.buffer }
        : { route: 'upload', filename: body.filename, content: body.text ?? '' },
    }),
  );

  serve(summarizeRoutes.uploadText, uploadStarts, largeJson, ({ body, user }, req) =>
    upload(req, user, body, {
      input: () => uploadedInput(undefined, body.text, body.filename),
      identity: { route: 'upload-text', filename: body.filename, content: body.text },
    }),
  );

  // A web page instead of a file: fetched (Upload stage), then read and summarized like text.
  serve(summarizeRoutes.uploadUrl, uploadStarts, smallJson, ({ body, user }, req, res) => {
    const signal = abortOnDisconnect(res);
    return upload(req, user, body, {
      input: () => readWebPage({ fetchArticle, url: body.url, signal }),
      identity: { route: 'upload-url', content: body.url },
    });
  });

  serve(summarizeRoutes.analyzeUrl, demoLimit, smallJson, ({ body, user }, _req, res) => {
    const signal = abortOnDisconnect(res);
    return demo(user, () => readWebPage({ fetchArticle, url: body.url, signal }));
  });

  serve(summarizeRoutes.analyze, demoLimit, readForm, ({ user }, req) => {
    const file = req.file;
    if (!file) throw new AppError('bad_request', "Attach a file in the form field 'document'.");
    return demo(user, () => uploadedInput(file, undefined, undefined));
  });

  serve(summarizeRoutes.analyzeText, demoLimit, largeJson, ({ body, user }) =>
    demo(user, () => ({ kind: 'text', text: body.text, filename: 'Pasted text' })),
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
