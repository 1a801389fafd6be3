import { expect, test } from './accounts.ts';
import { gotoLive } from './navigation.ts';

test('signed in, every page carries the account header: badge, My Account, Logout, no Sign In', async ({
  signedInPage: page,
}) => {
  const header = page.getByRole('banner');
  await expect(header.getByTestId('account-badge')).toHaveText('3 summaries left');
  for (const path of ['/pricing', '/faq', '/library']) {
    await gotoLive(page, path);
    await expect(header.getByTestId('account-badge')).toHaveText('3 summaries left');
    const main = header.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/my-account');
    await expect(main.getByRole('link', { name: 'Library' })).toHaveAttribute('href', '/library');
    await expect(main.getByRole('button', { name: 'Guides' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/api/logout');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  }
});

test('at phone width the signed-in menu lists the account links, the guides and Logout', async ({
  page,
  account: email,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoLive(page, '/pricing');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toContainText(email);
  for (const name of ['Library', 'Blog', 'Use Cases', 'Pricing', 'My Account', 'Legal Documents']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/api/logout');
  await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Use Cases' }).click();
  await expect(page).toHaveURL(/\/use-cases$/);
  await expect(menu).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
