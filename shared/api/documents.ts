import { z } from 'zod';

/** The signed-in user's summaries: list, one, retention, deletion. */

export const documentRetentionSchema = z.enum(['retain', 'delete']);

/** GET /api/documents: own documents, newest first. */
export const documentListItemSchema = z.object({
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
export const documentListSchema = z.array(documentListItemSchema);
export type DocumentListItem = z.infer<typeof documentListItemSchema>;

/** GET /api/documents/:id: own document with its summary (404 for anybody else's). */
export const documentDetailSchema = documentListItemSchema.extend({
  summary: z.string(),
  stats: z.looseObject({}),
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

export const documentIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** PATCH /api/documents/:id/retention (subscribers only; 403 otherwise) → the updated document. */
export const retentionRequestSchema = z.object({ action: documentRetentionSchema });
export type RetentionRequest = z.infer<typeof retentionRequestSchema>;

/**
 * DELETE /api/documents/:id: deletes the summary.
 * POST /api/documents/:id/leave: the page-leave signal, made for `navigator.sendBeacon(url)` (any or no
 * body). Deletes the summary unless it is kept (retained by a subscriber, or an XL summary, kept 24 h).
 */
export const deletedAnswerSchema = z.object({ deleted: z.boolean() });
