import { z } from 'zod';

/** GET /api/health */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.enum(['ok', 'unavailable']),
  /** Which engine writes summaries: Claude (with the local engine as fallback) or the local engine. */
  engine: z.enum(['local', 'claude']),
});
export type Health = z.infer<typeof healthSchema>;
