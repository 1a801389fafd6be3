import { beforeAll, describe, expect, it } from 'vitest';
import { signUpWithRole } from '../admin/testing/seedAccounts.ts';
import { createTestClient, type TestClient } from '../testing/httpClient.ts';
import { withTestServer } from '../testing/testServer.ts';
import { USER_AGENTS } from './testing/userAgents.ts';

/** The server's clock, moved by the test. */
let clock = new Date('2026-03-10T09:00:00.000Z');
const harness = withTestServer({}, () => ({ now: () => clock }));
let admin: TestClient;

beforeAll(async () => {
  admin = (await signUpWithRole(harness, 'admin', { prefix: 'analytics-admin', now: clock })).client;
});

/** A browser of the given device: its user agent tells it apart from the others (all come from 127.0.0.1). */
function browser(device: keyof typeof USER_AGENTS): TestClient {
  return createTestClient(harness.server.url, { headers: { 'user-agent': USER_AGENTS[device] } });
}

async function view(who: TestClient, at: string, path: string, referrer = '') {
  clock = new Date(at);
  const answer = await who.json('POST', '/api/track/pageview', {
    path,
    title: `Title of ${path.split('?')[0]}`,
    referrer,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const events = () => harness.database.db.selectFrom('analytics_events').selectAll().orderBy('id').execute();

describe('website analytics', () => {
  // The day worked out by hand in aggregate.test.ts, sent over HTTP as the browsers would send it.
  let a: TestClient;
  let b: TestClient;
  let c: TestClient;
  beforeAll(() => {
    a = browser('desktop');
    b = browser('mobile');
    c = browser('tablet');
  });
  const site = () => harness.server.url;

  it('records page views without cookies, addresses or user agents; robots are left out', async () => {
    expect(
      await view(a, '2026-03-10T09:00:00Z', '/?utm_medium=cpc&q=secret', 'https://www.google.com/search?q=x'),
    ).toEqual({
      recorded: true,
    });
    await view(a, '2026-03-10T09:05:00Z', '/pricing?pack=5', `${site()}/`);
    await view(a, '2026-03-10T09:20:00Z', '/faq', `${site()}/pricing`);
    await view(a, '2026-03-10T10:00:00Z', '/', `${site()}/faq`);
    await view(b, '2026-03-10T11:00:00Z', '/blog', 'https://t.co/abc');
    await view(c, '2026-03-10T12:00:00Z', '/', '');
    await view(c, '2026-03-10T12:29:59Z', '/pricing', `${site()}/`);
    await view(c, '2026-03-10T12:59:59Z', '/pricing', `${site()}/pricing`);

    const robot = createTestClient(harness.server.url, {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    expect(await view(robot, '2026-03-10T13:00:00Z', '/')).toEqual({ recorded: false });
    // The admin area's own pages are not the website's traffic.
    expect(await view(a, '2026-03-10T13:00:00Z', '/admin')).toEqual({ recorded: false });

    const rows = await events();
    expect(rows).toHaveLength(8);
    expect(rows.map((row) => row.path)).toEqual([
      '/',
      '/pricing',
      '/faq',
      '/',
      '/blog',
      '/',
      '/pricing',
      '/pricing',
    ]);
    expect(rows[0]).toMatchObject({
      utm_query: 'utm_medium=cpc',
      source: 'Search',
      referrer_host: 'www.google.com',
      device: 'desktop',
    });
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('127.0.0.1');
    expect(stored).not.toContain('Mozilla');
    expect(stored).not.toContain('secret');
    // Three browsers, three visitors; one of them on every page view of its own.
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(3);
  });

  it('records conversion and engagement events on the page they came from', async () => {
    clock = new Date('2026-03-10T12:30:30Z');
    const conversion = await c.fetch('/api/track/event', {
      method: 'POST',
      headers: { 'content-type': 'application/json', referer: `${site()}/pricing?pack=5` },
      body: JSON.stringify({ action: 'cta_click', category: 'pricing', label: 'Get started' }),
    });
    expect(await conversion.json()).toEqual({ recorded: true });
    const engagement = await c.json('POST', '/api/track/event', {
      eventType: 'payment_engagement',
      eventData: { action: 'package_click', context: 'bundle_5', timestamp: '2026-03-10T12:30:30Z' },
    });
    expect(engagement.body).toEqual({ recorded: true });
    const [cta, payment] = (await events()).slice(-2);
    expect(cta).toMatchObject({ event_type: 'cta_click', path: '/pricing' });
    expect(JSON.parse(cta?.event_data ?? '{}')).toEqual({ category: 'pricing', label: 'Get started' });
    expect(payment).toMatchObject({ event_type: 'payment_engagement', path: '/' });
  });

  it('refuses malformed tracking requests', async () => {
    for (const [path, body] of [
      ['/api/track/pageview', { title: 'no path' }],
      ['/api/track/pageview', { path: 'https://elsewhere.example/' }],
      ['/api/track/pageview', { path: `/${'x'.repeat(2001)}` }],
      ['/api/track/event', { action: 'has spaces' }],
      ['/api/track/event', { nothing: true }],
    ] as const) {
      expect((await a.json('POST', path, body)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
  });

  it('makes the same browser another visitor the next day, and forgets the old salt', async () => {
    const salts = () => harness.database.db.selectFrom('analytics_salts').selectAll().execute();
    expect((await salts()).map((salt) => salt.day)).toEqual(['2026-03-10']);
    await view(a, '2026-03-12T07:00:00Z', '/', '');
    expect((await salts()).map((salt) => salt.day)).toEqual(['2026-03-12']);
    const rows = (await events()).filter((row) => row.event_type === 'pageview');
    const [first, today] = [rows[0], rows.at(-1)];
    expect(today?.visitor).not.toBe(first?.visitor);
  });

  it('answers the figures of a range, hand-worked: finished days from roll-ups, today live', async () => {
    clock = new Date('2026-03-12T08:00:00Z');
    const week = await admin.json('GET', '/api/admin/analytics/website?range=7d');
    expect(week.status).toBe(200);
    // 2026-03-10 as in aggregate.test.ts (8 views, 3 visitors, 5 sessions, 3 bounces, 2999 s) and
    // today's one view by A, a new visitor today: one more session, a bounce.
    expect(week.body).toEqual({
      range: '7d',
      totalPageViews: 9,
      uniqueVisitors: 4,
      sessions: 6,
      averageSessionDuration: 500, // 2999 s / 6 sessions
      bounceRate: 66.7, // 4 of 6
      pagesPerSession: 1.5,
      topPages: [
        { path: '/', title: 'Title of /', views: 4, uniqueViews: 3 },
        { path: '/pricing', title: 'Title of /pricing', views: 3, uniqueViews: 2 },
        { path: '/blog', title: 'Title of /blog', views: 1, uniqueViews: 1 },
        { path: '/faq', title: 'Title of /faq', views: 1, uniqueViews: 1 },
      ],
      trafficSources: [
        { source: 'Direct', visitors: 2, percentage: 50 },
        { source: 'Search', visitors: 1, percentage: 25 },
        { source: 'Social', visitors: 1, percentage: 25 },
      ],
      deviceTypes: [
        { device: 'desktop', count: 2, percentage: 50 },
        { device: 'mobile', count: 1, percentage: 25 },
        { device: 'tablet', count: 1, percentage: 25 },
      ],
    });
    const rolled = await harness.database.db
      .selectFrom('analytics_days')
      .selectAll()
      .where('day', '=', '2026-03-10')
      .execute();
    expect(rolled).toEqual([
      { day: '2026-03-10', page_views: 8, visitors: 3, sessions: 5, bounces: 3, session_seconds: 2999 },
    ]);

    const lastDay = await admin.json('GET', '/api/admin/analytics/website?range=1d');
    expect(lastDay.body).toMatchObject({
      totalPageViews: 1,
      uniqueVisitors: 1,
      sessions: 1,
      bounceRate: 100,
    });

    const series = await admin.json<{ unit: string; points: { start: string; pageViews: number }[] }>(
      'GET',
      '/api/admin/analytics/sessions?range=7d',
    );
    expect(series.body.unit).toBe('day');
    expect(series.body.points.map((point) => [point.start.slice(0, 10), point.pageViews])).toEqual([
      ['2026-03-06', 0],
      ['2026-03-07', 0],
      ['2026-03-08', 0],
      ['2026-03-09', 0],
      ['2026-03-10', 8],
      ['2026-03-11', 0],
      ['2026-03-12', 1],
    ]);
    const pages = await admin.json('GET', '/api/admin/analytics/pages');
    expect(pages.body).toEqual([
      { path: '/', title: 'Title of /', views: 4 },
      { path: '/pricing', title: 'Title of /pricing', views: 3 },
      { path: '/blog', title: 'Title of /blog', views: 1 },
      { path: '/faq', title: 'Title of /faq', views: 1 },
    ]);
  });

  it('shows who is on the site in the last 5 minutes, and what they did', async () => {
    await view(b, '2026-03-12T07:56:00Z', '/blog', '');
    await view(c, '2026-03-12T07:57:00Z', '/', '');
    await view(c, '2026-03-12T07:58:00Z', '/pricing', `${site()}/`);
    clock = new Date('2026-03-12T07:58:30Z');
    await c.json('POST', '/api/track/event', { action: 'cta_click' });
    clock = new Date('2026-03-12T08:00:00Z');
    const live = await admin.json('GET', '/api/admin/analytics/realtime');
    expect(live.body).toEqual({
      activeVisitors: 2,
      currentPageViews: [
        { path: '/blog', activeUsers: 1 },
        { path: '/pricing', activeUsers: 1 },
      ],
      recentEvents: [
        { eventType: 'cta_click', path: '/', timestamp: '2026-03-12T07:58:30.000Z' },
        { eventType: 'pageview', path: '/pricing', timestamp: '2026-03-12T07:58:00.000Z' },
        { eventType: 'pageview', path: '/', timestamp: '2026-03-12T07:57:00.000Z' },
        { eventType: 'pageview', path: '/blog', timestamp: '2026-03-12T07:56:00.000Z' },
      ],
    });
  });

  it('limits how often one address can send', async () => {
    clock = new Date('2026-03-12T09:00:00Z');
    let status = 0;
    for (let attempt = 0; attempt < 130 && status !== 429; attempt++) {
      status = (await b.json('POST', '/api/track/event', { action: 'flood' })).status;
    }
    expect(status).toBe(429);
  });
});
