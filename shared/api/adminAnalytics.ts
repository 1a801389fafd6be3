import { z } from 'zod';
import { ANALYTICS_RANGES, type AnalyticsRange, DEFAULT_ANALYTICS_RANGE } from '../domain/index.ts';
import { defineRoute } from './route.ts';

/** The admin area's website analytics (SPEC sections 3 and 7): /analytics and the dashboard's Pages tab. */

const rangeQuerySchema = z.object({
  range: z
    .enum(Object.keys(ANALYTICS_RANGES) as [AnalyticsRange, ...AnalyticsRange[]])
    .default(DEFAULT_ANALYTICS_RANGE),
});

const share = { percentage: z.number() };

/** GET /api/admin/analytics/website?range */
const websiteAnalyticsSchema = z.object({
  range: z.string(),
  totalPageViews: z.number().int(),
  uniqueVisitors: z.number().int(),
  sessions: z.number().int(),
  /** Seconds from a session's first page view to its last, on average. */
  averageSessionDuration: z.number(),
  /** Percent of sessions with one page view, one decimal. */
  bounceRate: z.number(),
  /** Page views per session, one decimal. */
  pagesPerSession: z.number(),
  topPages: z.array(
    z.object({ path: z.string(), title: z.string(), views: z.number().int(), uniqueViews: z.number().int() }),
  ),
  trafficSources: z.array(z.object({ source: z.string(), visitors: z.number().int(), ...share })),
  deviceTypes: z.array(
    z.object({ device: z.enum(['desktop', 'mobile', 'tablet']), count: z.number().int(), ...share }),
  ),
});
export type WebsiteAnalytics = z.infer<typeof websiteAnalyticsSchema>;

/** GET /api/admin/analytics/realtime */
const realtimeSchema = z.object({
  activeVisitors: z.number().int(),
  currentPageViews: z.array(z.object({ path: z.string(), activeUsers: z.number().int() })),
  recentEvents: z.array(z.object({ eventType: z.string(), path: z.string(), timestamp: z.string() })),
});
export type RealtimeAnalytics = z.infer<typeof realtimeSchema>;

/**
 * GET /api/admin/analytics/sessions?range: page views, visitors and sessions over time (SPEC lists the
 * call as unused; the /analytics charts draw it). Hours for the last 24 hours, days otherwise.
 */
const timeSeriesSchema = z.object({
  range: z.string(),
  unit: z.enum(['hour', 'day']),
  points: z.array(
    z.object({
      /** ISO 8601 start of the hour or day (UTC). */
      start: z.string(),
      pageViews: z.number().int(),
      visitors: z.number().int(),
      sessions: z.number().int(),
    }),
  ),
});
export type AnalyticsTimeSeries = z.infer<typeof timeSeriesSchema>;

/** GET /api/admin/analytics/pages: the dashboard's Pages tab (Path, Title, Views) over the last 90 days. */
const pageStatsSchema = z.array(z.object({ path: z.string(), title: z.string(), views: z.number().int() }));

export const adminAnalyticsRoutes = {
  website: defineRoute({
    method: 'GET',
    path: '/api/admin/analytics/website',
    summary: 'Website analytics for a range: views, visitors, sessions, pages, sources, devices.',
    access: 'admin',
    query: rangeQuerySchema,
    answer: websiteAnalyticsSchema,
  }),
  realtime: defineRoute({
    method: 'GET',
    path: '/api/admin/analytics/realtime',
    summary: 'Visitors active in the last 5 minutes, their pages, and recent events.',
    access: 'admin',
    answer: realtimeSchema,
  }),
  sessions: defineRoute({
    method: 'GET',
    path: '/api/admin/analytics/sessions',
    summary: 'Page views, visitors and sessions over time, for the charts.',
    access: 'admin',
    query: rangeQuerySchema,
    answer: timeSeriesSchema,
  }),
  pages: defineRoute({
    method: 'GET',
    path: '/api/admin/analytics/pages',
    summary: 'The most viewed pages of the last 90 days (path, title, views).',
    access: 'admin',
    answer: pageStatsSchema,
  }),
};
