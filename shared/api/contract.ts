import { adminAnalyticsRoutes } from './adminAnalytics.ts';
import { adminAuditRoutes } from './adminAudit.ts';
import { adminOverviewRoutes } from './adminOverview.ts';
import { adminSurveyRoutes } from './adminSurveys.ts';
import { adminUserRoutes } from './adminUsers.ts';
import { apiDocumentRoutes } from './apiDocument.ts';
import { apiTokenRoutes } from './apiTokens.ts';
import { authRoutes } from './auth.ts';
import { blogRoutes } from './blog.ts';
import { documentRoutes } from './documents.ts';
import { emailRoutes } from './email.ts';
import { healthRoutes } from './health.ts';
import { paymentRoutes } from './payments.ts';
import type { RouteDefinition } from './route.ts';
import { summarizeRoutes } from './summarize.ts';
import { surveyRoutes } from './survey.ts';
import { syncRoutes } from './sync.ts';
import { trackingRoutes } from './tracking.ts';

/** Every route of the API, by feature: what /api/openapi.json publishes and the server serves. */
export const apiContract = {
  adminAnalytics: adminAnalyticsRoutes,
  adminAudit: adminAuditRoutes,
  adminOverview: adminOverviewRoutes,
  adminSurveys: adminSurveyRoutes,
  adminUsers: adminUserRoutes,
  apiDocument: apiDocumentRoutes,
  apiTokens: apiTokenRoutes,
  auth: authRoutes,
  blog: blogRoutes,
  documents: documentRoutes,
  email: emailRoutes,
  health: healthRoutes,
  payments: paymentRoutes,
  summarize: summarizeRoutes,
  survey: surveyRoutes,
  sync: syncRoutes,
  tracking: trackingRoutes,
} satisfies Record<string, Record<string, RouteDefinition>>;
