import { expect, test } from '@playwright/test';
import { gotoLive } from './navigation.ts';

test('a reader goes from the blog to an article and back', async ({ page }) => {
  await gotoLive(page, '/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Productivity Insights');
  await expect(page).toHaveTitle(/Productivity Insights/);
  const featured = page.getByRole('region', { name: 'Featured Articles' });
  await expect(featured.getByRole('article')).toHaveCount(2);
  const all = page.getByRole('region', { name: 'All Articles' });
  await expect(all.getByRole('article')).toHaveCount(6);

  const card = all.getByRole('article').filter({ hasText: 'Taming the 200-Page Report' });
  await expect(card.getByRole('listitem')).toHaveCount(2);
  await card.getByRole('link', { name: /Read More/ }).click();

  await expect(page).toHaveURL(/\/blog\/summarizing-long-reports$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Taming the 200-Page Report: How to Summarize Long Documents',
  );
  await expect(page.getByText('October 8, 2026')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Layer 1: the map' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Free Summary' })).toHaveAttribute('href', '/auth');

  await page.getByRole('link', { name: 'Back to Blog' }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Productivity Insights');
});

test('a missing article answers 404 and says so', async ({ page }) => {
  const response = await gotoLive(page, '/blog/an-article-that-was-never-written');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article Not Found');
  await expect(
    page.getByText("The article you're looking for doesn't exist or has been moved."),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Productivity Insights');
});

test('the why page compares the product with chat assistants, row by row', async ({ page }) => {
  const response = await gotoLive(page, '/why-summer-ai');
  expect(response?.status()).toBe(200);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Aspect', 'Summer', 'General chat assistants']);
  for (const aspect of [
    'Faithfulness',
    'Length control',
    'Languages',
    'Privacy and retention',
    'File formats',
    'Price',
  ]) {
    await expect(table.getByRole('rowheader', { name: aspect })).toBeVisible();
  }
  await expect(table.getByRole('row').filter({ hasText: 'Price' })).toContainText('$1.00 per document');
  await expect(table.getByRole('row').filter({ hasText: 'File formats' })).toContainText('50 MB');
});

test('the FAQ opens answers on click and links onwards', async ({ page }) => {
  await gotoLive(page, '/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  const question = page.getByText('Do credits expire?');
  const answer = page.getByText('No. Credits never expire, including XL credits.');
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await page.getByText('Is there a free trial?').click();
  await expect(page.getByText(/you get 3 free summaries, no credit card required/)).toBeVisible();

  for (const href of ['/summarize-pdf', '/summarize-word', '/url-summarizer-guide', '/use-cases']) {
    await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Get Free Summary' })).toHaveAttribute('href', '/auth');
  await expect(page.getByRole('link', { name: 'View Use Cases' })).toHaveAttribute('href', '/use-cases');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});

test('use cases and guides lead to sign-up with the configured free summaries', async ({ page }) => {
  await gotoLive(page, '/use-cases');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const industry of [
    'Legal',
    'Real estate',
    'Financial services',
    'Healthcare',
    'Meetings',
    'Research',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: industry, exact: true })).toBeVisible();
  }
  await expect(page.getByText('No credit card required • 3 free summaries').first()).toBeVisible();

  await gotoLive(page, '/technical-documentation-guide');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'How to Summarize Technical Documentation',
  );
  await page.getByRole('contentinfo').getByRole('link', { name: 'Legal Documents' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to Summarize Legal Documents');
});

test('a server-rendered content page stays on screen while it hydrates, without a loading flash', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen = { loading: false };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[role="status"]')?.textContent?.includes('Loading')) seen.loading = true;
    }).observe(document, { subtree: true, childList: true });
  });
  for (const path of ['/blog', '/faq', '/legal-document-guide']) {
    await gotoLive(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The visitor check answers after hydration starts; give it time to arrive.
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => (window as unknown as { __seen: { loading: boolean } }).__seen.loading),
    ).toBe(false);
  }
});
