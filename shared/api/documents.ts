import { z } from 'zod';
import { defineRoute } from './route.ts';
import { summarySourceSchema } from './summarize.ts';

/** The signed-in user's summaries: list, one, retention, deletion. */

export const documentRetentionSchema = z.enum(['retain', 'delete']);

/** GET /api/documents: own documents, newest first. */
const documentListItemSchema = z.object({
  id: z.string(),
  filename: z.string(),
  wordCount: z.number().int(),
  summaryWordCount: z.number().int(),
  /** ISO 8601 */
  createdAt: z.string(),
  retention: documentRetentionSchema,
  /** When the summary will be deleted (ISO 8601), or null when it is kept. */
  expiresAt: z.string().nullable(),
  language: z.string(),
  level: z.number().int(),
});
const documentListSchema = z.array(documentListItemSchema);
export type DocumentListItem = z.infer<typeof documentListItemSchema>;

/** GET /api/documents/:id: own document with its summary and sources (404 for anybody else's). */
const documentDetailSchema = documentListItemSchema.extend({
  summary: z.string(),
  stats: z.looseObject({}),
  /** Where each summary sentence comes from (as the upload answered it; [] for older summaries). */
  sources: z.array(summarySourceSchema),
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

const documentIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** PATCH /api/documents/:id/retention (subscribers only; 403 otherwise) → the updated document. */
const retentionRequestSchema = z.object({ action: documentRetentionSchema });

/**
 * DELETE /api/documents/:id: deletes the summary.
 * POST /api/documents/:id/leave: the page-leave signal, made for `navigator.sendBeacon(url)` (any or no
 * body). Deletes the summary unless it is kept (retained by a subscriber, or an XL summary, kept 24 h).
 */
const deletedAnswerSchema = z.object({ deleted: z.boolean() });

export const documentRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/documents',
    summary: "The signed-in user's summaries, newest first.",
    access: 'signedIn',
    answer: documentListSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/documents/{id}',
    summary: 'One own summary.',
    access: 'signedIn',
    params: documentIdParamsSchema,
    answer: documentDetailSchema,
    errors: ['not_found'],
  }),
  setRetention: defineRoute({
    method: 'PATCH',
    path: '/api/documents/{id}/retention',
    summary: 'Keep or delete a summary when leaving (subscribers).',
    access: 'signedIn',
    params: documentIdParamsSchema,
    body: retentionRequestSchema,
    answer: documentListItemSchema,
    errors: ['not_found', 'forbidden'],
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/documents/{id}',
    summary: 'Deletes a summary.',
    access: 'signedIn',
    params: documentIdParamsSchema,
    answer: deletedAnswerSchema,
    errors: ['not_found'],
  }),
  leave: defineRoute({
    method: 'POST',
    path: '/api/documents/{id}/leave',
    summary: 'The page-leave signal (sendBeacon): deletes the summary unless it is kept.',
    access: 'signedIn',
    params: documentIdParamsSchema,
    answer: deletedAnswerSchema,
  }),
};
