import { z } from 'zod';
import { defineRoute } from './route.ts';

/** Every answer a survey can record (SPEC section 3). */
export const SURVEY_RESPONSES = [
  'helpful_will_use_again',
  'maybe_only_one_doc',
  'not_helpful',
  'no_difference_from_ai',
  'yes_but_price_too_high',
  'just_exploring',
  'other',
] as const;
export type SurveyResponseValue = (typeof SURVEY_RESPONSES)[number];

/** The answers the dashboard's first-use survey offers. */
export const DASHBOARD_SURVEY_RESPONSES = [
  'helpful_will_use_again',
  'yes_but_price_too_high',
  'no_difference_from_ai',
  'just_exploring',
] as const satisfies readonly SurveyResponseValue[];

const SURVEY_OTHER_TEXT_MAX = 2000;

const response = z.enum(SURVEY_RESPONSES);
const otherText = z.string().max(SURVEY_OTHER_TEXT_MAX);
const sessionId = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'sessionId: letters, digits, _ and - only');

/** POST /api/survey/submit from the dashboard's first-use survey. */
const dashboardSurveySubmissionSchema = z.object({
  surveyType: z.literal('first_use_feedback'),
  response,
  otherText: otherText.nullable().optional(),
  sessionId,
});

/** POST /api/survey/submit from the /feedback page (linked from emails). */
const feedbackPageSubmissionSchema = z.object({
  response,
  otherText: otherText.optional(),
  documentName: z.string().trim().min(1).max(300),
  source: z.string().trim().min(1).max(40),
});

/** Either shape; an 'other' answer must explain itself. */
const surveySubmissionSchema = z
  .union([dashboardSurveySubmissionSchema, feedbackPageSubmissionSchema])
  .superRefine((value, context) => {
    if (value.response === 'other' && !value.otherText?.trim()) {
      context.addIssue({ code: 'custom', path: ['otherText'], message: 'Please explain your response' });
    }
  });
export type SurveySubmission = z.infer<typeof surveySubmissionSchema>;

/** POST /api/survey/dismiss */
const surveyDismissSchema = z.object({ surveyType: z.literal('first_use_feedback'), sessionId });

/** GET /api/survey/check?sessionId= */
const surveyCheckQuerySchema = z.object({ sessionId, t: z.string().max(20).optional() });
const surveyCheckResultSchema = z.object({ hasCompleted: z.boolean() });

const surveySubmittedSchema = z.object({ success: z.literal(true), id: z.number().int() });
const surveyDismissedSchema = z.object({ success: z.literal(true) });

export const surveyRoutes = {
  submit: defineRoute({
    method: 'POST',
    path: '/api/survey/submit',
    summary: "Records a survey answer (the dashboard's first-use survey or the /feedback page).",
    access: 'public',
    body: surveySubmissionSchema,
    answer: surveySubmittedSchema,
    status: 201,
    errors: ['rate_limited'],
  }),
  check: defineRoute({
    method: 'GET',
    path: '/api/survey/check',
    summary: 'Whether this user or browser session already answered the first-use survey.',
    access: 'public',
    query: surveyCheckQuerySchema,
    answer: surveyCheckResultSchema,
    errors: ['rate_limited'],
  }),
  dismiss: defineRoute({
    method: 'POST',
    path: '/api/survey/dismiss',
    summary: 'Records that the first-use survey was dismissed.',
    access: 'public',
    body: surveyDismissSchema,
    answer: surveyDismissedSchema,
    errors: ['rate_limited'],
  }),
};
