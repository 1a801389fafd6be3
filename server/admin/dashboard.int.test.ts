import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestClient } from '../testing/httpClient.ts';
import { withTestServer } from '../testing/testServer.ts';
import { setRole } from './roles.ts';
import { insertDocument, insertPayment, insertUser } from './testing/seedAccounts.ts';

/** The server's clock: Thursday 2026-03-12, 08:30 UTC (09:30 in Berlin). */
const now = new Date('2026-03-12T08:30:00.000Z');
const harness = withTestServer({ TIME_ZONE: 'Europe/Berlin' }, () => ({ now: () => now }));
let admin: TestClient;

beforeAll(async () => {
  const { db } = harness.database;
  const { email, client } = await signUp(harness.server, { prefix: 'dashboard-admin' });
  await db
    .updateTable('users')
    .set({ created_at: '2026-01-01T00:00:00.000Z' })
    .where('email', '=', email)
    .execute();
  await setRole({ db, email, role: 'admin', grant: true, actor: { kind: 'command-line' }, now });
  admin = client;
  // Accounts made at known times; their names make the search and sort checkable.
  await insertUser(db, {
    id: 'u-ada',
    email: 'ada@lovelace.example',
    firstName: 'Ada',
    lastName: 'Lovelace',
    createdAt: '2026-03-12T07:00:00.000Z',
    paid: 5,
  });
  await insertUser(db, {
    id: 'u-alan',
    email: 'turing@example.com',
    firstName: 'Alan',
    lastName: 'Turing',
    createdAt: '2026-03-11T22:30:00.000Z',
  });
  await insertUser(db, {
    id: 'u-grace',
    email: 'grace@example.com',
    firstName: 'Grace',
    lastName: 'Hopper',
    createdAt: '2026-03-09T10:00:00.000Z',
    paid: 25,
  });
  await insertUser(db, {
    id: 'u-edsger',
    email: 'ewd@example.org',
    firstName: 'Edsger',
    lastName: 'Dijkstra',
    createdAt: '2026-03-02T10:00:00.000Z',
  });
  await insertUser(db, {
    id: 'u-old',
    email: 'old%timer_1@example.com',
    createdAt: '2026-02-20T10:00:00.000Z',
  });
  await insertDocument(db, {
    id: 'd1',
    userId: 'u-ada',
    retention: 'retain',
    createdAt: '2026-03-12T07:10:00.000Z',
  });
  await insertDocument(db, {
    id: 'd2',
    userId: 'u-ada',
    retention: 'delete',
    createdAt: '2026-03-12T07:20:00.000Z',
  });
  await insertDocument(db, {
    id: 'd3',
    userId: 'u-grace',
    retention: 'delete',
    createdAt: '2026-03-10T07:20:00.000Z',
  });
  await insertPayment(db, {
    userId: 'u-ada',
    packageType: 'bundle_5',
    cents: 300,
    paidAt: '2026-03-12T07:30:00.000Z',
  });
  await insertPayment(db, {
    userId: 'u-grace',
    packageType: 'bundle_25',
    cents: 1200,
    paidAt: '2026-03-09T11:00:00.000Z',
  });
  await insertPayment(db, {
    userId: 'u-grace',
    packageType: 'bundle_5',
    cents: 300,
    refundedCents: 300,
    paidAt: '2026-02-10T11:00:00.000Z',
  });
  await insertPayment(db, {
    userId: 'u-grace',
    packageType: 'month',
    cents: 999,
    paidAt: '2026-02-11T11:00:00.000Z',
  });
  await insertPayment(db, {
    userId: 'u-grace',
    packageType: 'single',
    cents: 100,
    refundedCents: 50,
    paidAt: '2026-03-01T11:00:00.000Z',
  });
  await insertPayment(db, {
    userId: 'u-grace',
    packageType: 'single',
    cents: 500,
    paidAt: '2026-03-01T11:00:00.000Z',
    currency: 'eur',
  });
});

describe('the admin dashboard', () => {
  it('answers the cards: users, active subscriptions, documents, revenue in USD less refunds', async () => {
    const { body } = await admin.json<{ recentSignups: { date: string; count: number }[] }>(
      'GET',
      '/api/admin/analytics/summary',
    );
    expect(body).toMatchObject({
      totalUsers: 6,
      activeSubscriptions: 0,
      totalDocuments: 3,
      totalRevenue: 25.49,
    });
    expect(body.recentSignups).toHaveLength(30);
    expect(body.recentSignups.at(-1)).toEqual({ date: '2026-03-12', count: 1 });
    expect(body.recentSignups[0]?.date).toBe('2026-02-11');
    expect(body.recentSignups.filter((day) => day.count > 0)).toEqual([
      { date: '2026-02-20', count: 1 },
      { date: '2026-03-02', count: 1 },
      { date: '2026-03-09', count: 1 },
      { date: '2026-03-11', count: 1 },
      { date: '2026-03-12', count: 1 },
    ]);
  });

  it('answers revenue by type and by month, refunds subtracted, USD only', async () => {
    expect((await admin.json('GET', '/api/admin/analytics/revenue')).body).toEqual({
      revenueByType: [
        { type: 'bundle_25', count: 1, total: 12 },
        { type: 'month', count: 1, total: 9.99 },
        { type: 'bundle_5', count: 2, total: 3 },
        { type: 'single', count: 1, total: 0.5 },
      ],
      monthlyRevenue: [
        { month: '2026-03', count: 3, total: 15.5 },
        { month: '2026-02', count: 2, total: 9.99 },
      ],
    });
  });

  it('searches, sorts and pages the users on the server', async () => {
    type Page = {
      users: {
        email: string;
        documentCount: number;
        paymentAttempts: number;
        summaryExports: number;
        attemptedPayment: boolean;
      }[];
      total: number;
    };
    const newest = await admin.json<Page>('GET', '/api/admin/analytics/users?pageSize=2');
    expect(newest.body.total).toBe(6);
    expect(newest.body.users.map((user) => user.email)).toEqual([
      'ada@lovelace.example',
      'turing@example.com',
    ]);
    expect(newest.body.users[0]).toMatchObject({
      documentCount: 2,
      summaryExports: 1,
      paymentAttempts: 1,
      attemptedPayment: true,
    });
    const second = await admin.json<Page>('GET', '/api/admin/analytics/users?pageSize=2&page=2');
    expect(second.body.users.map((user) => user.email)).toEqual(['grace@example.com', 'ewd@example.org']);
    // By first or last name, in any case; LIKE's wildcards are plain characters.
    const byName = await admin.json<Page>('GET', '/api/admin/analytics/users?search=HOPPER');
    expect(byName.body.users.map((user) => user.email)).toEqual(['grace@example.com']);
    expect(
      (await admin.json<Page>('GET', '/api/admin/analytics/users?search=%25')).body.users.map(
        (user) => user.email,
      ),
    ).toEqual(['old%timer_1@example.com']);
    const byEmail = await admin.json<Page>(
      'GET',
      '/api/admin/analytics/users?search=example.com&sort=email&order=asc',
    );
    expect(byEmail.body.users.map((user) => user.email)).toEqual([
      expect.stringMatching(/^dashboard-admin/),
      'grace@example.com',
      'old%timer_1@example.com',
      'turing@example.com',
    ]);
    const byCredits = await admin.json<Page>('GET', '/api/admin/analytics/users?sort=credits&pageSize=1');
    expect(byCredits.body.users[0]?.email).toBe('grace@example.com');
    expect((await admin.json('GET', '/api/admin/analytics/users?sort=password')).status).toBe(400);
    expect((await admin.json('GET', '/api/admin/analytics/users?pageSize=1000')).status).toBe(400);
  });

  it("counts sign-ups today, this week and this month in the operator's time zone", async () => {
    const { body } = await admin.json<{ recent: { email: string }[] }>('GET', '/api/admin/signups/recent');
    // In Berlin (UTC+1) today began at 2026-03-11T23:00Z: Alan's 22:30Z sign-up was yesterday there.
    expect(body).toMatchObject({ today: 1, week: 3, month: 4, timeZone: 'Europe/Berlin' });
    expect(body.recent.slice(0, 2)).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@lovelace.example',
        created_at: '2026-03-12T07:00:00.000Z',
      },
      {
        firstName: 'Alan',
        lastName: 'Turing',
        email: 'turing@example.com',
        created_at: '2026-03-11T22:30:00.000Z',
      },
    ]);
  });
});

describe('survey answers in the admin area', () => {
  beforeAll(async () => {
    const post = (body: unknown) => admin.json('POST', '/api/survey/submit', body);
    await post({
      response: 'other',
      otherText: '=SUM(A1), "quoted"\nsecond line',
      documentName: 'Lease.pdf',
      source: 'email',
    });
    await post({ response: 'not_helpful', documentName: 'Deck.pdf', source: 'email' });
    await post({ response: 'not_helpful', documentName: 'Memo.pdf', source: 'email' });
    await post({
      surveyType: 'first_use_feedback',
      response: 'helpful_will_use_again',
      otherText: null,
      sessionId: 'admin_test_1',
    });
  });

  it('counts each answer with its share, filtered by survey and source', async () => {
    expect((await admin.json('GET', '/api/admin/survey/stats')).body).toEqual({
      totalResponses: 4,
      responses: [
        { response: 'not_helpful', count: 2, percentage: 50 },
        { response: 'helpful_will_use_again', count: 1, percentage: 25 },
        { response: 'other', count: 1, percentage: 25 },
      ],
      surveyTypes: ['feedback_page', 'first_use_feedback'],
      sources: ['dashboard', 'email'],
    });
    expect(
      (await admin.json('GET', '/api/admin/survey/stats?surveyType=first_use_feedback')).body,
    ).toMatchObject({
      totalResponses: 1,
      responses: [{ response: 'helpful_will_use_again', count: 1, percentage: 100 }],
    });
  });

  it('pages the answers, newest first, with the other-text', async () => {
    const page = await admin.json<{
      responses: { response: string; otherText: string | null }[];
      total: number;
    }>('GET', '/api/admin/survey/responses?source=email&pageSize=2&page=2');
    expect(page.body.total).toBe(3);
    expect(page.body.responses.map((row) => [row.response, row.otherText])).toEqual([
      ['other', '=SUM(A1), "quoted"\nsecond line'],
    ]);
  });

  it('exports the answers as CSV, quoted, with formulas disarmed', async () => {
    const response = await admin.fetch('/api/admin/survey/export?source=email');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="survey-responses-2026-03-12.csv"',
    );
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe('id,created_at,survey_type,source,response,other_text,document_name,user_id');
    expect(lines[1]).toMatch(
      /^\d+,[^,]+,feedback_page,email,other,"'=SUM\(A1\), ""quoted""\nsecond line",Lease\.pdf,[\w-]+$/,
    );
    expect(lines.filter(Boolean)).toHaveLength(4);
  });
});
