import { z } from 'zod';

/** The body of every error answer of the API: a stable code, a sentence for the user, and extra fields. */
export const apiErrorSchema = z.looseObject({
  error: z.string(),
  message: z.string(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
