import { Router } from 'express';
import {
  type SurveyCheckResult,
  surveyCheckQuerySchema,
  surveyDismissSchema,
  surveySubmissionSchema,
} from '../../shared/api/survey.ts';
import { limitPerIp } from '../auth/rateLimits.ts';
import { signedInUserId } from '../auth/requestUser.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { hasCompletedSurvey, recordSurveyDismissal, recordSurveyResponse } from './surveys.ts';

function limiter(limit: number, windowMs: number) {
  return limitPerIp(limit, windowMs, (_req, _res, next) =>
    next(new AppError('rate_limited', 'Too many requests. Please wait a few minutes and try again.')),
  );
}

/** POST /survey/submit, GET /survey/check, POST /survey/dismiss (mounted under /api). */
export function surveysRouter(db: Database): Router {
  const router = Router();
  // Answers are stored forever: a person answers a handful of times; a script gets cut off quickly.
  const writes = limiter(30, 15 * 60 * 1000);
  const reads = limiter(60, 60 * 1000);

  router.post('/survey/submit', writes, async (req, res) => {
    const submission = surveySubmissionSchema.parse(req.body);
    const { id } = await recordSurveyResponse(db, { submission, userId: signedInUserId(req) });
    res.status(201).json({ success: true, id });
  });

  router.get('/survey/check', reads, async (req, res) => {
    const { sessionId } = surveyCheckQuerySchema.parse(req.query);
    const result: SurveyCheckResult = {
      hasCompleted: await hasCompletedSurvey(db, { sessionId, userId: signedInUserId(req) }),
    };
    res.setHeader('Cache-Control', 'no-store');
    res.json(result);
  });

  router.post('/survey/dismiss', writes, async (req, res) => {
    const { surveyType, sessionId } = surveyDismissSchema.parse(req.body);
    await recordSurveyDismissal(db, { surveyType, sessionId, userId: signedInUserId(req) });
    res.json({ success: true });
  });

  return router;
}
