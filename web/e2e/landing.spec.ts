import { expect, test } from '@playwright/test';
import { gotoLive, installPausedClock, reloadLive } from './navigation.ts';

test.describe('landing page', () => {
  test('testimonials advance on their own, jump with the dots and hold still while hovered', async ({
    page,
  }) => {
    await page.clock.install();
    await gotoLive(page, '/');
    const quote = page.getByTestId('testimonial').locator('blockquote');
    const dots = page.getByRole('button', { name: /Show testimonial \d of \d/ });
    await expect(dots).toHaveCount(5);
    await expect(dots.first()).toHaveAttribute('aria-pressed', 'true');
    const first = await quote.textContent();

    await page.clock.runFor(4_100);
    await expect(quote).not.toHaveText(first!);
    await expect(dots.nth(1)).toHaveAttribute('aria-pressed', 'true');

    await dots.nth(3).click();
    await expect(dots.nth(3)).toHaveAttribute('aria-pressed', 'true');
    const chosen = await quote.textContent();
    // The pointer is still on the carousel after the click: it must not move on.
    await page.clock.runFor(10_000);
    await expect(quote).toHaveText(chosen!);

    await page.mouse.move(0, 0);
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(4_100);
    await expect(quote).not.toHaveText(chosen!);
  });

  test('testimonials stay put for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await gotoLive(page, '/');
    const quote = page.getByTestId('testimonial').locator('blockquote');
    const first = await quote.textContent();
    await page.clock.runFor(12_000);
    await expect(quote).toHaveText(first!);
  });

  test('the demo preview walks through its steps and loops', async ({ page }) => {
    await installPausedClock(page);
    await gotoLive(page, '/');
    const demo = page.getByTestId('demo-preview');
    await expect(demo).toHaveAttribute('data-step', 'ready');
    await page.clock.runFor(1_000);
    await expect(demo).toHaveAttribute('data-step', 'uploaded');
    await page.clock.runFor(1_000);
    await expect(demo).toHaveAttribute('data-step', 'processing');
    await page.clock.runFor(1_000);
    await expect(demo).toHaveAttribute('data-step', 'complete');
    await expect(demo).toContainText('Revenue grew 12%');
    await page.clock.runFor(5_000);
    await expect(demo).toHaveAttribute('data-step', 'ready');
  });

  test('the sticky banner closes and stays closed for the session', async ({ page }) => {
    await gotoLive(page, '/');
    const banner = page.getByTestId('sticky-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');
    await banner.getByRole('button', { name: 'Close offer banner' }).click();
    await expect(banner).toHaveCount(0);
    await reloadLive(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('sticky-banner')).toHaveCount(0);
  });

  test('a back-to-top button appears after scrolling past 500 px and takes the visitor up', async ({
    page,
  }) => {
    await gotoLive(page, '/');
    const backToTop = page.getByRole('button', { name: /Back to top/ });
    await expect(backToTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(backToTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toHaveCount(0);
  });

  test('every get-started, sign-in and document-type link leads to /auth', async ({ page }) => {
    await gotoLive(page, '/');
    for (const name of ['Get Started', 'Sign In', 'Get Your First Summary Free']) {
      const links = page.getByRole('link', { name, exact: true });
      expect(await links.count(), name).toBeGreaterThan(0);
      for (const link of await links.all()) await expect(link).toHaveAttribute('href', '/auth');
    }
    const cards = page
      .getByRole('region', { name: 'Perfect for the documents you put off' })
      .getByRole('link');
    await expect(cards).toHaveCount(8);
    for (const card of await cards.all()) await expect(card).toHaveAttribute('href', '/auth');
    await expect(page.locator('#free-summarizer')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      'mailto:support@summer.example',
    );
  });

  test('the Guides dropdown opens, lists the five guides and closes with Escape', async ({ page }) => {
    await gotoLive(page, '/');
    const guides = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Guides' });
    await expect(guides).toHaveAttribute('aria-expanded', 'false');
    await guides.click();
    await expect(guides).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await guides.getAttribute('aria-controls')}`);
    await expect(menu.getByRole('link')).toHaveCount(5);
    await expect(menu.getByRole('link', { name: /Legal Documents/ })).toHaveAttribute(
      'href',
      '/legal-document-guide',
    );
    await page.keyboard.press('Escape');
    await expect(guides).toHaveAttribute('aria-expanded', 'false');
    await expect(guides).toBeFocused();
  });
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens from the keyboard, shows every link and closes with Escape', async ({
    page,
  }) => {
    await gotoLive(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Use Cases', 'Pricing', 'Blog', 'FAQ', 'Technical Documentation']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});
