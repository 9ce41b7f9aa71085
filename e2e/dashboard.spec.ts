import { signUp } from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';

test('a free account sees the free dashboard with the daily verse', async ({ page }) => {
  await signUp(page, { firstName: 'Ruth' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ruth' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join Premium' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByText('£50', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Begin Your Journey' })).toBeVisible();
  const verse = page.getByRole('region', { name: 'Today’s verse' });
  await expect(verse.locator('blockquote')).not.toBeEmpty();
  await expect(verse.locator('figcaption')).toHaveText(/\d+:\d+/);
  // The user footer: first letter, full name, plan label.
  const sidebar = page.getByTestId('dashboard-sidebar');
  await expect(sidebar.getByText('Ruth Hope')).toBeVisible();
  await expect(sidebar.getByText('Free Plan')).toBeVisible();
});

test('the sidebar stays collapsed across a reload (7-day cookie) and Ctrl+B toggles it', async ({
  page,
  context,
}) => {
  await signUp(page);
  await page.goto('/dashboard');
  const sidebar = page.getByTestId('dashboard-sidebar');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(604_800 - 60);

  await page.reload();
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
});

test.describe('appearance before first paint', () => {
  // The app's own scripts are blocked below, so their loads fail on purpose.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('the stored font size is on <html> from the inline head script alone, and checked', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.evaluate(() => localStorage.setItem('fontSize', 'large'));
    // Only inline scripts may run: the class cannot come from React.
    await page.route('**/assets/**/*.js', (route) => route.abort());
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.className)).toBe('text-large');

    await page.evaluate(() => localStorage.setItem('fontSize', 'enormous'));
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.className)).toBe('text-medium');

    await page.evaluate(() => localStorage.setItem('fontSize', 'small'));
    await page.goto('/dashboard');
    expect(await page.evaluate(() => document.documentElement.className)).toBe('text-small');
  });
});

test('notification preferences survive a reload', async ({ page }) => {
  await signUp(page);
  await page.goto('/settings?tab=notifications');
  const offers = page.getByRole('switch', { name: 'Offers' });
  await expect(offers).toHaveAttribute('aria-checked', 'false');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/notifications/preferences') && r.request().method() === 'PUT',
  );
  await offers.click();
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Offers' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: 'Devotionals' })).toHaveAttribute('aria-checked', 'true');
});

test('premium scripts page shows a friendly upgrade prompt to a free account', async ({ page }) => {
  await signUp(page);
  await page.goto('/hard-conversations');
  await expect(page.getByRole('heading', { name: 'These scripts are part of Premium' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See Premium' })).toHaveAttribute('href', '/pricing');
});
