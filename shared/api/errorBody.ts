import { z } from 'zod';

/**
 * The body of every error answer of the API (published in /api/openapi.json): a stable code of the
 * table in errors.ts, a sentence for the user, and extra fields. Apart from the table, which the
 * browser loads with every page, because only the published document needs the schema.
 */
export const apiErrorSchema = z.looseObject({
  error: z.string(),
  message: z.string(),
});
