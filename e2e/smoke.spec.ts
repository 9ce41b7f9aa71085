import { expect, test } from './fixtures/test.ts';

test('the landing page renders with its title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Peace Coach/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/terms and /privacy lead to the policy pages', async ({ page }) => {
  await page.goto('/terms');
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await page.goto('/privacy');
  await expect(page).toHaveURL(/\/privacy-policy$/);
});
