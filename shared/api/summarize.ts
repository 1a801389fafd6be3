import { z } from 'zod';
import { DEFAULT_SUMMARY_LEVEL } from '../domain/index.ts';
import { defineRoute } from './route.ts';

/**
 * Summarizing: the signed-in upload, the visitors' free demo, and live progress.
 *
 * Progress: the client makes a random `progressId` (16–64 of A–Z a–z 0–9 _ -), opens
 * `GET /api/progress/{progressId}` as an EventSource (server-sent events, same user only) and then sends
 * the upload with `?progressId={progressId}` in the URL (or as a form/JSON field). Each stage change
 * arrives as an event named `stage` whose data is a ProgressEvent; while an engine that can tell (Claude)
 * writes, further `summarize` events carry a rising `fraction`. The stream ends after `complete` or
 * `error`. Opening the stream after the upload started is fine: it starts with the current stage.
 * Without `Accept: text/event-stream` the same URL answers the current ProgressEvent as JSON (polling).
 */

const PROGRESS_STAGES = ['upload', 'analyze', 'summarize', 'complete', 'error'] as const;
export type ProgressStage = (typeof PROGRESS_STAGES)[number];

export const progressIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'progressId must be 16-64 letters, digits, _ or -');

export const progressEventSchema = z.object({
  stage: z.enum(PROGRESS_STAGES),
  /** Known from the analyze stage on. */
  wordCount: z.number().int().optional(),
  /** Set with stage 'error'. */
  message: z.string().optional(),
  /**
   * With stage 'summarize': the share of the summary written so far (0..1, never falling). Absent
   * when the engine cannot tell; the stage then simply lasts until `complete`.
   */
  fraction: z.number().min(0).max(1).optional(),
});
export type ProgressEvent = z.infer<typeof progressEventSchema>;

/**
 * Idempotent uploads: /api/upload, /api/upload-text and /api/upload-url take an optional header
 * `Idempotency-Key: <UUID>` (any case). The server makes and charges one summary per key and account; a
 * repeat answers that summary (200, the same shape; `warnings` empty), waits for it while it is being
 * made, answers 409 `request_in_progress` when another server process is making it (retry), 410
 * `request_document_deleted` when it was deleted since, 422 `idempotency_key_reused` when the key came
 * with a different document or level, and 400 `invalid_idempotency_key` when the header is not a UUID.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z.uuid('must be a UUID').transform((key) => key.toLowerCase());

/** compressionLevel arrives as a form string ("1"–"5") or a JSON number; default 3. */
const compressionLevelSchema = z.coerce
  .number()
  .int('compressionLevel must be a whole number from 1 to 5')
  .min(1, 'compressionLevel must be from 1 to 5')
  .max(5, 'compressionLevel must be from 1 to 5')
  .default(DEFAULT_SUMMARY_LEVEL);

const filenameSchema = z.string().trim().min(1).max(255);

/**
 * POST /api/upload: multipart form with `document` (a file) or `text` (already extracted text), plus
 * `compressionLevel` and optionally `progressId`, `filename` (names a `text` upload).
 */
const uploadFieldsSchema = z.object({
  compressionLevel: compressionLevelSchema,
  text: z.string().optional(),
  filename: filenameSchema.optional(),
  progressId: progressIdSchema.optional(),
});

/** POST /api/upload-text: JSON, for clients that extracted the text themselves (the desktop app). */
const uploadTextRequestSchema = z.object({
  text: z.string().min(1, 'Please enter some text to summarize'),
  filename: filenameSchema.optional(),
  compressionLevel: compressionLevelSchema,
  progressId: progressIdSchema.optional(),
});

export const summarySourceSchema = z.object({
  text: z.string(),
  /** UTF-16 offsets into the summarized text. */
  sourceStart: z.number().int(),
  sourceEnd: z.number().int(),
  /** 0..1 when the summary sentence is written in its own words (Claude); absent when quoted from the source. */
  similarity: z.number().min(0).max(1).optional(),
  /** The text between the offsets (shortened when long), so readers can check the sentence. */
  passage: z.string().optional(),
});

/** The answer of POST /api/upload and /api/upload-text. */
const uploadResultSchema = z.object({
  id: z.string(),
  filename: z.string(),
  /** Markdown */
  summary: z.string(),
  stats: z.object({
    originalWords: z.number().int(),
    summaryWords: z.number().int(),
    /** Summary words as a percentage of the original words. */
    compressionRatio: z.number(),
    timeSavedDisplay: z.string(),
    /** Milliseconds from receiving the document to the answer's summary. */
    processingTime: z.number(),
    /** ISO 639-1 code */
    language: z.string(),
    level: z.number().int(),
  }),
  /** Where each summary sentence comes from in the document's text (for citations). */
  sources: z.array(summarySourceSchema),
  /** Extraction notes worth showing (e.g. pages without text). */
  warnings: z.array(z.string()),
  /** What paid for it: 'subscription', 'free', 'paid', or an XL creditType. */
  creditUsed: z.string(),
  retention: z.enum(['retain', 'delete']),
  /** When the summary will be deleted (ISO 8601), or null when it is kept. */
  expiresAt: z.string().nullable(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/**
 * 402 when the document needs an XL credit the user does not have. The dashboard opens its XL dialog
 * when creditType contains 'ultra_large'.
 */
export const xlCreditRequiredSchema = z.object({
  error: z.literal('xl_credit_required'),
  message: z.string(),
  creditType: z.enum(['ultra_large_100k', 'ultra_large_500k', 'ultra_large_1m']),
  /** The xl query value of /pay-per-document. */
  tier: z.enum(['100k', '500k', '1m']),
  wordCount: z.number().int(),
  /** US dollars */
  price: z.number(),
  priceCents: z.number().int(),
  estimatedProcessingTime: z.string(),
});

/** 402 when a regular-size document finds no free summary, credit or subscription. */
export const insufficientCreditsSchema = z.object({
  error: z.literal('insufficient_credits'),
  message: z.string(),
  upgrade_required: z.literal(true),
  wordCount: z.number().int(),
});

/** POST /api/analyze-text (visitors' free demo) */
const analyzeTextRequestSchema = z.object({
  text: z.string().refine((text) => text.trim().length > 0, 'Please enter some text to summarize'),
});

/**
 * POST /api/analyze-url (visitors' free demo) and POST /api/upload-url (signed-in, spends like an
 * upload; answers an UploadResult). The page is fetched by the server; errors carry codes url_invalid,
 * url_forbidden, url_unsupported (with kind), url_fetch_failed, url_too_large, url_timeout.
 */
const analyzeUrlRequestSchema = z.object({
  url: z.string().trim().min(1, 'Please enter a URL to analyze').max(4096, 'This URL is too long'),
});
const uploadUrlRequestSchema = analyzeUrlRequestSchema.extend({
  compressionLevel: compressionLevelSchema,
  progressId: progressIdSchema.optional(),
});

/** POST /api/analyze (multipart `document`), /api/analyze-text and /api/analyze-url answer this. */
const demoAnalysisSchema = z.object({
  filename: z.string(),
  wordCount: z.number().int(),
  /** The document is short enough for the free demo. */
  isFree: z.boolean(),
  /** A summary was made. */
  processed: z.boolean(),
  summary: z.string().nullable(),
  requiresPayment: z.boolean(),
  /** Status line: 'Free summary' or 'Over 1 page - Sign up to use'. */
  message: z.string(),
  /** Minutes, one decimal. */
  originalReadingTime: z.number(),
  summaryReadingTime: z.number(),
  /** Display forms, e.g. '3 min'. */
  estimatedReadingTime: z.string(),
  estimatedSummaryReadingTime: z.string(),
  timeSavedDisplay: z.string(),
});
export type DemoAnalysis = z.infer<typeof demoAnalysisSchema>;

export const DEMO_OVER_LIMIT_MESSAGE = 'Over 1 page - Sign up to use';
export const DEMO_FREE_MESSAGE = 'Free summary';

const progressParamsSchema = z.object({ id: progressIdSchema });
/** ?progressId= on the upload routes (also accepted as a form or JSON field). */
const progressQuerySchema = z.object({ progressId: progressIdSchema.optional() });
/** POST /api/analyze: the demo's form has only its file. */
const analyzeFieldsSchema = z.object({});

const uploadErrors = [
  'insufficient_credits',
  'xl_credit_required',
  'file_too_large',
  'unsupported_format',
  'extraction_failed',
  'processing_timeout',
  'processing_too_large',
  'invalid_idempotency_key',
  'request_in_progress',
  'request_document_deleted',
  'idempotency_key_reused',
  'rate_limited',
  'server_busy',
] as const;
const urlErrors = [
  'url_invalid',
  'url_forbidden',
  'url_unsupported',
  'url_fetch_failed',
  'url_too_large',
  'url_timeout',
] as const;

export const summarizeRoutes = {
  upload: defineRoute({
    method: 'POST',
    path: '/api/upload',
    summary: 'Summarizes an uploaded file (or already extracted text) and spends a credit.',
    access: 'signedIn',
    query: progressQuerySchema,
    form: { fields: uploadFieldsSchema, file: 'document' },
    answer: uploadResultSchema,
    errors: uploadErrors,
  }),
  uploadText: defineRoute({
    method: 'POST',
    path: '/api/upload-text',
    summary: 'Summarizes text the client extracted (the desktop app) and spends a credit.',
    access: 'signedIn',
    query: progressQuerySchema,
    body: uploadTextRequestSchema,
    answer: uploadResultSchema,
    errors: uploadErrors,
  }),
  uploadUrl: defineRoute({
    method: 'POST',
    path: '/api/upload-url',
    summary: 'Summarizes a web page and spends a credit.',
    access: 'signedIn',
    query: progressQuerySchema,
    body: uploadUrlRequestSchema,
    answer: uploadResultSchema,
    errors: [...uploadErrors, ...urlErrors],
  }),
  analyze: defineRoute({
    method: 'POST',
    path: '/api/analyze',
    summary: "Visitors' free demo: a file.",
    access: 'public',
    form: { fields: analyzeFieldsSchema, file: 'document' },
    answer: demoAnalysisSchema,
    errors: [
      'no_free_documents',
      'rate_limited',
      'server_busy',
      'file_too_large',
      'unsupported_format',
      'extraction_failed',
    ],
  }),
  analyzeText: defineRoute({
    method: 'POST',
    path: '/api/analyze-text',
    summary: "Visitors' free demo: pasted text.",
    access: 'public',
    body: analyzeTextRequestSchema,
    answer: demoAnalysisSchema,
    errors: ['no_free_documents', 'rate_limited', 'server_busy', 'payload_too_large'],
  }),
  analyzeUrl: defineRoute({
    method: 'POST',
    path: '/api/analyze-url',
    summary: "Visitors' free demo: a web page.",
    access: 'public',
    body: analyzeUrlRequestSchema,
    answer: demoAnalysisSchema,
    errors: ['no_free_documents', 'rate_limited', 'server_busy', ...urlErrors],
  }),
  progressStream: defineRoute({
    method: 'GET',
    path: '/api/progress/{id}',
    summary: "An upload's stages as server-sent events (Accept: text/event-stream).",
    access: 'signedIn',
    params: progressParamsSchema,
    answer: 'event-stream',
    errors: ['not_found'],
  }),
  progress: defineRoute({
    method: 'GET',
    path: '/api/progress/{id}',
    summary: "An upload's current stage, for clients that poll (without Accept: text/event-stream).",
    access: 'signedIn',
    params: progressParamsSchema,
    answer: progressEventSchema,
    errors: ['not_found'],
  }),
};
