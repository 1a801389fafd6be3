import { expect, test } from '@playwright/test';
import { gotoLive } from './navigation.ts';

test.describe('the free demo on the landing page', () => {
  test('a pasted sample comes back summarized with its figures', async ({ page }) => {
    await gotoLive(page, '/');
    const demo = page.locator('#free-summarizer');
    await demo.getByRole('tab', { name: 'Paste Text' }).click();
    await expect(demo.getByRole('button', { name: 'Summarize Text' })).toBeDisabled();
    await demo.getByRole('button', { name: 'Business report' }).click();
    // The badge counts once the sample is in the box.
    await expect(demo.getByText(/^\d+ words$/)).not.toHaveText('0 words');
    const words = Number((await demo.getByText(/^\d+ words$/).textContent())?.split(' ')[0]);
    expect(words).toBeGreaterThan(150);
    await demo.getByRole('button', { name: 'Summarize Text' }).click();

    const result = demo.getByTestId('demo-result');
    await expect(result.getByRole('heading', { name: /^Analysis Results: / })).toBeVisible({
      timeout: 20_000,
    });
    await expect(result.getByText('Free summary')).toBeVisible();
    // The server counts the same words the paste box showed.
    await expect(result.getByText(`${words} words`)).toBeVisible();
    // The summary is the report's own sentences.
    await expect(result.getByRole('region', { name: 'Summary' })).toContainText(
      'Revenue reached $18.4 million',
    );

    await result.getByRole('button', { name: 'Get Another Summary' }).click();
    await expect(demo.getByRole('tab', { name: 'Upload' })).toBeVisible();
  });

  test('a document over one page asks the visitor to sign up', async ({ page }) => {
    await gotoLive(page, '/');
    const demo = page.locator('#free-summarizer');
    await demo.getByRole('tab', { name: 'Paste Text' }).click();
    const long = Array.from(
      { length: 80 },
      (_, i) => `Sentence number ${i} talks about the quarterly results.`,
    ).join(' ');
    await demo.getByLabel('Text to summarize').fill(long);
    await expect(demo.getByText('640 words')).toBeVisible();
    await demo.getByRole('button', { name: 'Summarize Text' }).click();
    await expect(demo.getByRole('heading', { name: 'Sign Up Required' })).toBeVisible({ timeout: 20_000 });
    await expect(demo.getByText('Over 1 page - Sign up to use')).toBeVisible();
    await expect(demo.getByRole('link', { name: 'Get Your First Summary Free' })).toHaveAttribute(
      'href',
      '/auth',
    );
    await demo.getByRole('button', { name: 'Try Another Document' }).click();
    await expect(demo.getByLabel('Text to summarize')).toHaveValue('');
  });

  test('a small text file is uploaded and summarized', async ({ page }) => {
    await gotoLive(page, '/');
    const demo = page.locator('#free-summarizer');
    await demo.getByLabel('Document to summarize').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(
        'The library will open on Sundays from March. Volunteers will staff the front desk. ' +
          'The council approved the budget on Tuesday. Opening hours will be reviewed in June.',
      ),
    });
    await expect(demo.getByText('notes.txt')).toBeVisible();
    await demo.getByRole('button', { name: 'Summarize Document' }).click();
    await expect(demo.getByRole('heading', { name: 'Analysis Results: notes.txt' })).toBeVisible({
      timeout: 20_000,
    });
  });

  test('the URL tab checks the address before sending it', async ({ page }) => {
    await gotoLive(page, '/');
    const demo = page.locator('#free-summarizer');
    await demo.getByRole('tab', { name: 'URL' }).click();
    const address = demo.getByLabel('Web page address');
    await expect(demo.getByRole('button', { name: 'Summarize URL' })).toBeDisabled();
    await address.fill('example.com/article');
    await demo.getByRole('button', { name: 'Summarize URL' }).click();
    await expect(demo.getByText('Please enter a valid URL starting with http:// or https://')).toBeVisible();
    await address.fill('   ');
    await address.press('Enter');
    await expect(demo.getByText('Please enter a URL to analyze')).toBeVisible();
    // A private address is refused by the server with its own explanation.
    await address.fill('http://127.0.0.1/admin');
    await demo.getByRole('button', { name: 'Summarize URL' }).click();
    await expect(demo.getByRole('alert')).toContainText('Processing failed:', { timeout: 20_000 });
  });
});
