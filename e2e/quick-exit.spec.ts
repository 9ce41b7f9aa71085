import type { Page } from '@playwright/test';
import { signIn, signUp, type TestAccount } from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';

const GREETING =
  "Hello! I'm your Christian relationship coach. How can I help strengthen your relationship today?";
/** The neutral page the quick exit leaves for; answered here, so the test never leaves the machine. */
const NEUTRAL = 'https://www.bbc.co.uk/weather';

/** A new account that came to its chat from the dashboard: /dashboard, then /chat, in history. */
async function openChatFromDashboard(page: Page): Promise<TestAccount> {
  await page.route('https://www.bbc.co.uk/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Weather</title><h1>Weather</h1></html>',
    }),
  );
  const account = await signUp(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/chat');
  await expect(page.getByRole('log', { name: 'Messages' }).getByText(GREETING)).toBeVisible();
  await expect(page).toHaveURL(/\/chat\?c=.+/);
  return account;
}

/**
 * Left for the neutral page; Back does not lead to the chat (its history entry was replaced), and the
 * site's address typed again finds the sign-in page: the exit also signed out.
 */
async function expectLeftForGood(page: Page): Promise<void> {
  await expect(page).toHaveURL(NEUTRAL);
  await expect(page.getByRole('heading', { name: 'Weather' })).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/\/chat/);
  await page.goto('/chat');
  await expect(page).toHaveURL(/\/login/);
}

test('"Quick exit" in the chat header leaves at once, and Back does not return to the chat', async ({
  page,
}) => {
  await openChatFromDashboard(page);
  await page.getByRole('button', { name: 'Quick exit' }).click();
  await expectLeftForGood(page);
});

test('Escape pressed twice leaves at once, also with the help dialog open', async ({ page }) => {
  const account = await openChatFromDashboard(page);
  await page.getByRole('textbox', { name: 'Message your coach' }).click();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expectLeftForGood(page);

  // Signed in again: into the chat, where the first Escape closes the dialog.
  await signIn(page, account, /\/(chat|dashboard)/);
  await page.goto('/chat');
  await expect(page).toHaveURL(/\/chat\?c=.+/);
  await page.getByRole('button', { name: 'Need help now?' }).click();
  await expect(page.getByRole('dialog', { name: 'Need help now?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(NEUTRAL);
});

test.describe('on a 390 px wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the quick exit is visible without opening anything, and works', async ({ page }) => {
    await openChatFromDashboard(page);
    const button = page.getByRole('button', { name: 'Quick exit' });
    await expect(button).toBeVisible();
    await expect(button).toBeInViewport();
    await expect(page.getByText('Signs you out')).toBeInViewport();
    await button.click();
    await expectLeftForGood(page);
  });
});
