import { expect, test } from './fixtures/test.ts';

test('the landing page renders with its title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Peace Coach/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('an unknown path', () => {
  // The server answers it 404 (no soft 404 for search engines), which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('shows the 404 page with a way home', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('is a 404 holding the page’s text before any script runs', async ({ request }) => {
    for (const [path, text] of [
      ['/no-such-page', 'Oops! Page not found'],
      ['/blog/no-such-post', 'Post Not Found'],
    ]) {
      const response = await request.get(path!);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(text);
    }
    for (const path of ['/dashboard', '/chat', '/login'])
      expect((await request.get(path)).status()).toBe(200);
  });
});

test('/terms and /privacy lead to the policy pages', async ({ page }) => {
  await page.goto('/terms');
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await page.goto('/privacy');
  await expect(page).toHaveURL(/\/privacy-policy$/);
});
