import { adminAnalyticsRoutes } from '../../../api/adminAnalytics.ts';
import { adminAuditRoutes } from '../../../api/adminAudit.ts';
import { adminOverviewRoutes, type USER_SORTS } from '../../../api/adminOverview.ts';
import { adminSurveyRoutes } from '../../../api/adminSurveys.ts';
import { adminUserRoutes } from '../../../api/adminUsers.ts';
import { authRoutes } from '../../../api/auth.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../../api/summarize.ts';
import type { AnalyticsRange } from '../../../domain/index.ts';
import { api } from '../../apiClient.ts';

/**
 * The admin area's calls, as its pages make them: signed-in calls, so a 401 (the session ended while
 * the page was open) says so and goes to sign in. The admin check handles its 401 itself (the signup
 * monitor goes to /api/login instead).
 */
const session = { session: true } as const;

export type UserSort = (typeof USER_SORTS)[number];
export interface SurveyFilter {
  surveyType?: string;
  source?: string;
}

export const adminCalls = {
  /**
   * SPEC's admin check. `session`: a 401 takes the common way (toast, then /auth); without it the
   * caller handles the 401 (the signup monitor goes to /api/login).
   */
  check: (options: { session: boolean }) => api.call(authRoutes.adminCheck, undefined, options),
  summary: () => api.call(adminOverviewRoutes.summary, undefined, session),
  users: (query: { search: string; sort: UserSort; order: 'asc' | 'desc'; page: number; pageSize: number }) =>
    api.call(adminOverviewRoutes.users, { query }, session),
  revenue: () => api.call(adminOverviewRoutes.revenue, undefined, session),
  pages: () => api.call(adminAnalyticsRoutes.pages, undefined, session),
  recentSignups: () => api.call(adminOverviewRoutes.recentSignups, undefined, session),
  searchUsers: (email: string) => api.call(adminOverviewRoutes.searchUsers, { query: { email } }, session),
  audit: (page: number) => api.call(adminAuditRoutes.auditLog, { query: { page, pageSize: 25 } }, session),
  addCredits: (id: string, credits: number) =>
    api.call(adminUserRoutes.addCredits, { params: { id }, body: { credits } }, session),
  resetCredits: (id: string) =>
    api.call(adminUserRoutes.resetCredits, { params: { id }, body: { resetTo: 0 } }, session),
  removeUser: (id: string) => api.call(adminUserRoutes.removeUser, { params: { id } }, session),
  /** `key`: one per click (made when the confirmation opens), so a repeated request gives once. */
  distributeCredits: (key: string) =>
    api.call(adminUserRoutes.distributeCredits, undefined, {
      ...session,
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    }),
  website: (range: AnalyticsRange) => api.call(adminAnalyticsRoutes.website, { query: { range } }, session),
  realtime: () => api.call(adminAnalyticsRoutes.realtime, undefined, session),
  timeSeries: (range: AnalyticsRange) =>
    api.call(adminAnalyticsRoutes.sessions, { query: { range } }, session),
  surveyStats: (filter: SurveyFilter) => api.call(adminSurveyRoutes.stats, { query: filter }, session),
  surveyResponses: (filter: SurveyFilter & { page: number; pageSize: number }) =>
    api.call(adminSurveyRoutes.responses, { query: filter }, session),
  /** The CSV export as a file (through the client, so the desktop app's token goes with it). */
  surveyCsv: async (filter: SurveyFilter): Promise<Blob> => {
    const path = api.pathOf(adminSurveyRoutes.exportCsv, { query: filter });
    const response = await api.request('GET', path, undefined, session);
    return response.blob();
  },
};
