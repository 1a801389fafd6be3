import { z } from 'zod';
import { pageQuerySchema } from './adminAudit.ts';
import { defineRoute } from './route.ts';

/** The survey answers in the admin area: the dashboard's Surveys tab and /admin/surveys. */

const surveyFilterSchema = z.object({
  /** 'first_use_feedback' (the dashboard's survey) or 'feedback_page' (/feedback). */
  surveyType: z.string().trim().max(60).optional(),
  /** 'dashboard', 'email', … */
  source: z.string().trim().max(60).optional(),
});

const surveyResponseRecordSchema = z.object({
  id: z.number().int(),
  userId: z.string().nullable(),
  surveyType: z.string(),
  response: z.string(),
  otherText: z.string().nullable(),
  source: z.string().nullable(),
  documentName: z.string().nullable(),
  createdAt: z.string(),
});

const surveyResponsesPageSchema = z.object({
  responses: z.array(surveyResponseRecordSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

const surveyStatsSchema = z.object({
  totalResponses: z.number().int(),
  responses: z.array(z.object({ response: z.string(), count: z.number().int(), percentage: z.number() })),
  /** What the filters can choose from. */
  surveyTypes: z.array(z.string()),
  sources: z.array(z.string()),
});

export const adminSurveyRoutes = {
  responses: defineRoute({
    method: 'GET',
    path: '/api/admin/survey/responses',
    summary: 'Survey answers, newest first, a page at a time, filtered by survey and source.',
    access: 'admin',
    query: surveyFilterSchema.extend(pageQuerySchema.shape),
    answer: surveyResponsesPageSchema,
  }),
  stats: defineRoute({
    method: 'GET',
    path: '/api/admin/survey/stats',
    summary: 'How often each answer was given, with its share, filtered by survey and source.',
    access: 'admin',
    query: surveyFilterSchema,
    answer: surveyStatsSchema,
  }),
  exportCsv: defineRoute({
    method: 'GET',
    path: '/api/admin/survey/export',
    summary: 'Every survey answer matching the filters, as a CSV file.',
    access: 'admin',
    query: surveyFilterSchema,
    answer: 'csv',
  }),
};
