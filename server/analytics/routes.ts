import type { Request, Router } from 'express';
import { adminAnalyticsRoutes } from '../../shared/api/adminAnalytics.ts';
import { trackingRoutes } from '../../shared/api/tracking.ts';
import { limitPerIp } from '../auth/rateLimits.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { type ContractRouterOptions, createContractRouter } from '../http/route.ts';
import { recordEvent, recordPageView, type Sender } from './recordTracking.ts';
import { realtime, timeSeries } from './timeSeries.ts';
import { createSaltCache } from './visitors.ts';
import { figuresOfRange, websiteAnalytics } from './websiteFigures.ts';

/** Who sent a tracking request, as the visitor hash needs it (read here, never stored). */
function senderOf(req: Request): Sender {
  return { ip: req.ip ?? '', userAgent: req.get('user-agent') ?? '', host: req.hostname.toLowerCase() };
}

/** POST /api/track/pageview and /event (anybody), and the admin area's analytics (admins). */
export function analyticsRouter(
  { db, now }: { db: Database; now: Clock },
  options: ContractRouterOptions,
): Router {
  const { router, serve } = createContractRouter(options);
  const salt = createSaltCache(db);
  // A person makes a few page views a minute; a script that floods is cut off.
  const tracking = limitPerIp({ db, now, name: 'tracking', limit: 120, windowMs: 60 * 1000 });

  serve(trackingRoutes.pageView, tracking, async ({ body }, req) => ({
    recorded: await recordPageView({ db, sender: senderOf(req), salt, now: now() }, body),
  }));

  serve(trackingRoutes.event, tracking, async ({ body }, req) => {
    const { type, data } =
      'action' in body
        ? { type: body.action, data: { category: body.category, label: body.label, value: body.value } }
        : { type: body.eventType, data: body.eventData };
    const event = { type, data, pagePath: body.page, pageUrl: req.get('referer') };
    return { recorded: await recordEvent({ db, sender: senderOf(req), salt, now: now() }, event) };
  });

  serve(adminAnalyticsRoutes.website, ({ query }) => websiteAnalytics(db, query.range, now()));
  serve(adminAnalyticsRoutes.realtime, (_request, _req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    return realtime(db, now());
  });
  serve(adminAnalyticsRoutes.sessions, ({ query }) => timeSeries(db, query.range, now()));
  serve(adminAnalyticsRoutes.pages, async () => {
    const figures = await figuresOfRange(db, '90d', now());
    return [...figures.pages]
      .map(([path, page]) => ({ path, title: page.title, views: page.views }))
      .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path))
      .slice(0, 100);
  });

  return router;
}
