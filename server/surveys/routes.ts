import type { Router } from 'express';
import { surveyRoutes } from '../../shared/api/survey.ts';
import { limitPerIp } from '../auth/rateLimits.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { type ContractRouterOptions, createContractRouter } from '../http/route.ts';
import { hasCompletedSurvey, recordSurveyDismissal, recordSurveyResponse } from './surveys.ts';

/** POST /survey/submit, GET /survey/check, POST /survey/dismiss (mounted under /api). */
export function surveysRouter(db: Database, now: Clock, options: ContractRouterOptions): Router {
  const { router, serve } = createContractRouter(options);
  // Answers are stored forever: a person answers a handful of times; a script gets cut off quickly.
  const writes = limitPerIp({ db, now, name: 'survey-writes', limit: 30, windowMs: 15 * 60 * 1000 });
  const reads = limitPerIp({ db, now, name: 'survey-reads', limit: 60, windowMs: 60 * 1000 });

  serve(surveyRoutes.submit, writes, async ({ body, user }) => {
    const { id } = await recordSurveyResponse(db, { submission: body, userId: user?.id ?? null });
    return { success: true as const, id };
  });

  serve(surveyRoutes.check, reads, async ({ query, user }, _req, res) => {
    const hasCompleted = await hasCompletedSurvey(db, {
      sessionId: query.sessionId,
      userId: user?.id ?? null,
    });
    res.setHeader('Cache-Control', 'no-store');
    return { hasCompleted };
  });

  serve(surveyRoutes.dismiss, writes, async ({ body, user }) => {
    await recordSurveyDismissal(db, { ...body, userId: user?.id ?? null });
    return { success: true as const };
  });

  return router;
}
