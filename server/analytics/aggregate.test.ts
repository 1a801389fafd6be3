import { describe, expect, it } from 'vitest';
import { aggregatePageViews, type PageViewRow } from './aggregate.ts';

/**
 * One day of three visitors, worked out by hand:
 * - A (desktop, from a search engine): 09:00 /, 09:05 /pricing, 09:20 /faq — one session of 20 minutes;
 *   then 10:00 / after a 40-minute gap — a second session, a bounce.
 * - B (mobile, from a social network): 11:00 /blog — one session, a bounce.
 * - C (tablet, direct): 12:00 /, 12:29:59 /pricing (a gap just under 30 minutes: same session, 1799 s),
 *   12:59:59 /pricing (a gap of exactly 30 minutes: a new session, a bounce).
 */
const view = (visitor: string, time: string, path: string, source: string, device: string): PageViewRow => ({
  visitor,
  occurredAt: `2026-03-10T${time}.000Z`,
  path,
  title: `Title of ${path}`,
  source,
  device,
});
const day: PageViewRow[] = [
  view('C', '12:59:59', '/pricing', 'Direct', 'tablet'),
  view('A', '09:05:00', '/pricing', 'Direct', 'desktop'),
  view('A', '09:00:00', '/', 'Search', 'desktop'),
  view('B', '11:00:00', '/blog', 'Social', 'mobile'),
  view('A', '09:20:00', '/faq', 'Direct', 'desktop'),
  view('C', '12:00:00', '/', 'Direct', 'tablet'),
  view('A', '10:00:00', '/', 'Direct', 'desktop'),
  view('C', '12:29:59', '/pricing', 'Direct', 'tablet'),
];

describe('aggregatePageViews', () => {
  it('counts views, visitors, sessions split by 30-minute gaps, bounces and session time', () => {
    const figures = aggregatePageViews(day);
    expect(figures).toMatchObject({
      pageViews: 8,
      visitors: 3,
      sessions: 5,
      bounces: 3,
      sessionSeconds: 2999,
    });
  });

  it('counts views and unique viewers per page', () => {
    expect(Object.fromEntries(aggregatePageViews(day).pages)).toEqual({
      '/': { title: 'Title of /', views: 3, visitors: 2 },
      '/pricing': { title: 'Title of /pricing', views: 3, visitors: 2 },
      '/faq': { title: 'Title of /faq', views: 1, visitors: 1 },
      '/blog': { title: 'Title of /blog', views: 1, visitors: 1 },
    });
  });

  it('gives each visitor the source of their first page view, and their device', () => {
    const figures = aggregatePageViews(day);
    expect(Object.fromEntries(figures.sources)).toEqual({ Search: 1, Social: 1, Direct: 1 });
    expect(Object.fromEntries(figures.devices)).toEqual({ desktop: 1, mobile: 1, tablet: 1 });
  });

  it('answers zeros for no page views', () => {
    expect(aggregatePageViews([])).toMatchObject({ pageViews: 0, visitors: 0, sessions: 0, bounces: 0 });
  });
});
