import { expect, test } from '@playwright/test';
import { gotoLive, reloadLive } from './navigation.ts';

test('the feedback survey checks the answer, then thanks the visitor', async ({ page }) => {
  await gotoLive(page, '/feedback?doc=Lease%20Agreement.pdf');
  await expect(page.getByText('Lease Agreement.pdf')).toBeVisible();
  const toast = page.getByTestId('toast');

  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(toast).toContainText('Please select a response');
  await expect(toast).toContainText("We'd love to hear your feedback!");

  await page.getByRole('radio', { name: 'Other' }).check();
  const explanation = page.getByRole('textbox', { name: 'Tell us more' });
  await expect(explanation).toBeVisible();
  await explanation.fill('   ');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(toast).toContainText('Please explain your response');
  await expect(toast).toContainText('Help us understand your experience better.');

  await explanation.fill('I needed the tables summarized too.');
  const request = page.waitForRequest('**/api/survey/submit');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  const body = (await request).postDataJSON();
  expect(body).toEqual({
    response: 'other',
    otherText: 'I needed the tables summarized too.',
    documentName: 'Lease Agreement.pdf',
    source: 'email',
  });
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'support@summer.example' })).toHaveAttribute(
    'href',
    'mailto:support@summer.example',
  );
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('without a doc query the survey speaks of "document"; other answers need no text', async ({ page }) => {
  await gotoLive(page, '/feedback');
  await expect(page.getByText('your document')).toBeVisible();
  await page.getByRole('radio', { name: 'I was just exploring' }).check();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  const request = page.waitForRequest('**/api/survey/submit');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  expect((await request).postDataJSON()).toEqual({
    response: 'just_exploring',
    documentName: 'document',
    source: 'email',
  });
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
});

test('a failed submission says so and keeps the answer', async ({ page }) => {
  await page.route('**/api/survey/submit', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await gotoLive(page, '/feedback');
  await page.getByRole('radio', { name: 'No, it was not helpful' }).check();
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Error submitting feedback');
  await expect(toast).toContainText('Please try again or contact support.');
  await expect(page.getByRole('radio', { name: 'No, it was not helpful' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Submit Feedback' })).toBeEnabled();
});

test('Skip goes home', async ({ page }) => {
  await gotoLive(page, '/feedback');
  await page.getByRole('link', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/$/);
});
