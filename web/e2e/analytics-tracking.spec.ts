import { arrange, expect, test } from './accounts.ts';
import { gotoLive } from './navigation.ts';

/** A person's desktop browser (the headless one's own user agent is, rightly, left out as a robot). */
const DESKTOP_BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
test.use({ userAgent: DESKTOP_BROWSER });

interface EventRow {
  visitor: string;
  event_type: string;
  path: string;
  utm_query: string | null;
  title: string | null;
  source: string | null;
  device: string;
  event_data: string | null;
}

/** The events of the visitor whose first page carried this campaign tag. */
async function eventsOfVisitorTagged(tag: string): Promise<EventRow[]> {
  let rows: EventRow[] = [];
  await arrange(async ({ db }) => {
    const first = await db
      .selectFrom('analytics_events')
      .select('visitor')
      .where('utm_query', 'like', `%${tag}%`)
      .executeTakeFirst();
    if (!first) return;
    rows = await db
      .selectFrom('analytics_events')
      .selectAll()
      .where('visitor', '=', first.visitor)
      .orderBy('id')
      .execute();
  });
  return rows;
}

test('every page view and the conversion clicks are recorded, without a cookie or the query', async ({
  page,
  context,
}) => {
  const tag = `e2e${Date.now()}`;
  await gotoLive(page, `/?utm_source=newsletter&utm_campaign=${tag}&token=secret`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Each event is its own beacon, so they may reach the server in any order: compare them sorted.
  await expect
    .poll(async () => (await eventsOfVisitorTagged(tag)).map((row) => `${row.event_type} ${row.path}`).sort())
    .toEqual(['nav_link_click /', 'pageview /', 'pageview /pricing']);
  const events = await eventsOfVisitorTagged(tag);
  const landing = events.find((row) => row.event_type === 'pageview' && row.path === '/');
  const click = events.find((row) => row.event_type === 'nav_link_click');
  const pricing = events.find((row) => row.path === '/pricing');
  expect(landing).toMatchObject({
    utm_query: `utm_source=newsletter&utm_campaign=${tag}`,
    source: 'newsletter',
    device: 'desktop',
  });
  expect(landing?.title).toContain('Summer');
  expect(JSON.parse(click?.event_data ?? '{}')).toMatchObject({ label: 'Pricing', category: '/' });
  expect(pricing?.title).toContain('Pricing');
  expect(JSON.stringify([landing, click, pricing])).not.toContain('secret');
  // No cookie: a visitor's browser keeps nothing of ours.
  expect(await context.cookies()).toEqual([]);
});

test('a click that starts paying is recorded as payment_engagement, on the page it was made on', async ({
  browser,
}) => {
  // Another browser than the test above, so the two (run at once) are two visitors.
  const context = await browser.newContext({ userAgent: `${DESKTOP_BROWSER} Edg/126.0.0.0` });
  const page = await context.newPage();
  const tag = `e2epay${Date.now()}`;
  await gotoLive(page, `/pricing?utm_source=ads&utm_campaign=${tag}`);
  await page.getByRole('link', { name: 'Buy 5 credits' }).click();
  await expect(page).toHaveURL(/\/pay-per-document\?pack=5$/);
  await expect
    .poll(async () => (await eventsOfVisitorTagged(tag)).map((row) => row.event_type))
    .toContain('payment_engagement');
  const engagement = (await eventsOfVisitorTagged(tag)).find(
    (row) => row.event_type === 'payment_engagement',
  );
  expect(engagement?.path).toBe('/pricing');
  expect(JSON.parse(engagement?.event_data ?? '{}')).toMatchObject({
    action: 'purchase_click',
    context: '/pricing → /pay-per-document?pack=5',
  });
  await context.close();
});
