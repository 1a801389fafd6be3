import { z } from 'zod';
import { defineRoute } from './route.ts';

/** GET /api/health */
const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.enum(['ok', 'unavailable']),
  /** Which engine writes summaries: Claude (with the local engine as fallback) or the local engine. */
  engine: z.enum(['local', 'claude']),
});
export type Health = z.infer<typeof healthSchema>;

export const healthRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    summary: "The server's health (503 with the same body when its database is unavailable).",
    access: 'public',
    answer: healthSchema,
  }),
};
