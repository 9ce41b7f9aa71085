import { signUp } from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens full-screen, keeps focus inside, and Escape closes it', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Features' })).toBeHidden();
    const trigger = page.getByRole('button', { name: 'Open menu' });
    await trigger.click();

    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const name of [
      'Features',
      'How It Works',
      'Testimonials',
      'Pricing',
      'Blog',
      'FAQ',
      'Login',
      'Get Started',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    await expect(menu.locator(':focus')).toHaveCount(1);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await menu.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(menu).toBeHidden();
  });

  test('signed in, the menu shows the name, the app links and Sign Out', async ({ page }) => {
    const account = await signUp(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByText(account.firstName, { exact: true })).toBeVisible();
    for (const name of ['Dashboard', 'Chat', 'Blog', 'Upgrade']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('You have been logged out')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('the desktop bar shows the signed-out links on a pre-rendered page, and the skip link reaches main', async ({
  page,
}) => {
  await page.goto('/blog');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Features', 'How It Works', 'Testimonials', 'Pricing', 'Blog', 'FAQ']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await expect(footer.getByRole('link', { name: 'Scripture Guide' })).toHaveAttribute(
    'href',
    '/scripture-guide',
  );
});

test.describe('signed in', () => {
  test.use({ role: 'free' });

  test('a signed-in full load of a pre-rendered page settles on the signed-in bar without shifting the page', async ({
    page,
    member,
  }) => {
    // Record every layout shift from the first paint on.
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: number[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          w.__shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/blog');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: member.firstName })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
    const main = await page.locator('#main').boundingBox();
    expect(main?.y).toBe((await header.boundingBox())?.height);
    const shift = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0),
    );
    expect(shift).toBeLessThan(0.01);
  });
});
