import { type Request, Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import {
  type SurveyCheckResult,
  surveyCheckQuerySchema,
  surveyDismissSchema,
  surveySubmissionSchema,
} from '../../shared/api/survey.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { hasCompletedSurvey, recordSurveyDismissal, recordSurveyResponse } from './surveys.ts';

/**
 * The signed-in user's id, or null. Sign-in middleware puts the user on the request (`req.user`);
 * until then every caller is a visitor and answers are stored without a user.
 */
export function currentUserId(req: Request): string | null {
  const user = (req as Request & { user?: { id?: string | number | null } }).user;
  return user?.id != null ? String(user.id) : null;
}

function limiter(limit: number, windowMs: number) {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) =>
      next(new AppError(429, 'rate_limited', 'Too many requests. Please wait a few minutes and try again.')),
  });
}

/** POST /survey/submit, GET /survey/check, POST /survey/dismiss (mounted under /api). */
export function surveysRouter(db: Database): Router {
  const router = Router();
  // Answers are stored forever: a person answers a handful of times; a script gets cut off quickly.
  const writes = limiter(30, 15 * 60 * 1000);
  const reads = limiter(60, 60 * 1000);

  router.post('/survey/submit', writes, async (req, res) => {
    const submission = surveySubmissionSchema.parse(req.body);
    const { id } = await recordSurveyResponse(db, { submission, userId: currentUserId(req) });
    res.status(201).json({ success: true, id });
  });

  router.get('/survey/check', reads, async (req, res) => {
    const { sessionId } = surveyCheckQuerySchema.parse(req.query);
    const result: SurveyCheckResult = {
      hasCompleted: await hasCompletedSurvey(db, { sessionId, userId: currentUserId(req) }),
    };
    res.setHeader('Cache-Control', 'no-store');
    res.json(result);
  });

  router.post('/survey/dismiss', writes, async (req, res) => {
    const { surveyType, sessionId } = surveyDismissSchema.parse(req.body);
    await recordSurveyDismissal(db, { surveyType, sessionId, userId: currentUserId(req) });
    res.json({ success: true });
  });

  return router;
}
