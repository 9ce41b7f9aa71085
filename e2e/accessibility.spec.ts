import { signUp } from './fixtures/accounts.ts';
import { axeViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';

for (const path of ['/login', '/signup', '/forgot-password', '/reset-password', '/confirm-email']) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test.describe('signed in', () => {
  test.use({ role: 'free' });

  test('axe finds no violations on /settings, on every tab, and in the delete dialog', async ({ page }) => {
    test.setTimeout(70_000); // seven full axe passes
    for (const tab of [
      '',
      '?tab=account',
      '?tab=memory',
      '?tab=notifications',
      '?tab=appearance',
      '?tab=plan',
    ]) {
      await page.goto(`/settings${tab}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
      expect(await axeViolations(page), `/settings${tab}`).toEqual([]);
    }
    await page.goto('/settings?tab=account');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

// Its own account: the menu is opened on the page a sign-up lands on, as a new member first meets it.
test('axe finds no violations on /dashboard and with the account menu open', async ({ page }) => {
  const account = await signUp(page);
  await page.getByRole('banner').getByRole('button', { name: account.firstName }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
