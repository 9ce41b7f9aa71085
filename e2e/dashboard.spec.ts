import type { Page } from '@playwright/test';
import { CHECK_IN_QUESTIONS, checkInQuestion } from '#shared/check-in.ts';
import { signIn, signUp, type TestAccount } from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';

/** A new account made premium the way a person does it: the test provider's checkout from /pricing. */
async function premiumAccount(page: Page): Promise<TestAccount> {
  const account = await signUp(page);
  await page.getByRole('button', { name: 'Start Your First Conversation Today' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Premium!' })).toBeVisible();
  return account;
}

// A line of one of the premium scripts (content/hard-conversations.json).
const SCRIPT_TITLE = 'Saying sorry after a fight';

test.describe('the shared free member', () => {
  test.use({ role: 'free' });

  test('a free account sees the free dashboard with the daily verse', async ({ page, member }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${member.firstName}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join Premium' })).toHaveAttribute('href', '/pricing');
    // The main area's way into the chat (not every button of the free view leads to /pricing).
    await expect(page.getByRole('main').getByRole('link', { name: 'Talk with your coach' })).toHaveAttribute(
      'href',
      '/chat',
    );
    await expect(page.getByText('£50', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Begin Your Journey' })).toBeVisible();
    const verse = page.getByRole('region', { name: 'Today’s verse' });
    await expect(verse.locator('blockquote')).not.toBeEmpty();
    await expect(verse.locator('figcaption')).toHaveText(/\d+:\d+/);
    // The user footer: first letter, full name, plan label.
    const sidebar = page.getByTestId('dashboard-sidebar');
    await expect(sidebar.getByText(`${member.firstName} ${member.lastName}`)).toBeVisible();
    await expect(sidebar.getByText('Free Plan')).toBeVisible();
  });

  test('the sidebar stays collapsed across a reload (7-day cookie) and Ctrl+B toggles it', async ({
    page,
    context,
  }) => {
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

test.describe('the shared free member, on a premium page', () => {
  test.use({ role: 'free' });

  test('premium scripts page shows a friendly upgrade prompt to a free account, and its code holds no script', async ({
    page,
  }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text());
    });
    await page.goto('/hard-conversations');
    await expect(page.getByRole('heading', { name: 'These scripts are part of Premium' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See Premium' })).toHaveAttribute('href', '/pricing');
    // The scripts are served by the server to premium members only, never shipped in the web app's code.
    const code = await Promise.all(scripts);
    expect(code.length).toBeGreaterThan(0);
    expect(code.filter((text) => text.includes(SCRIPT_TITLE))).toEqual([]);
  });
});

test.describe('the shared premium member', () => {
  test.use({ role: 'premium' });

  test('premium: the weekly check-in opens a new chat with this week’s question in the composer', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Weekly check-in' });
    const question = checkInQuestion();
    await expect(card.getByText(question, { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Talk it through with your coach' }).click();

    // A new chat opens (its id in the URL; the prompt has been moved into the composer and off the URL).
    await expect(page).toHaveURL(/\/chat\?c=[^&]+$/);
    const composer = page.getByLabel('Message your coach');
    await expect(composer).toHaveValue(question);
    await expect(composer).toBeFocused();
    // Nothing is sent for the user: the new chat holds only the coach's greeting.
    const messages = page.getByRole('log', { name: 'Messages' });
    await expect(messages).toContainText('How can I help strengthen your relationship today?');
    await expect(messages).not.toContainText(question);
    await expect(page.getByRole('heading', { level: 1, name: 'New Chat' })).toBeVisible();
  });

  test('the check-in e-mail’s link opens a chat with its question as a draft, never sent', async ({
    page,
  }) => {
    const question = CHECK_IN_QUESTIONS[3];
    await page.goto('/chat?checkin=3');
    await expect(page).toHaveURL(/\/chat\?c=[^&]+$/);
    const composer = page.getByLabel('Message your coach');
    // A draft typed there before stays; the question joins it.
    await expect.poll(() => composer.inputValue()).toContain(question);
    await expect(composer).toBeFocused();
    await expect(page.getByRole('log', { name: 'Messages' })).not.toContainText(question);
    await expect(page.getByRole('heading', { level: 1, name: 'New Chat' })).toBeVisible();
  });
});

test('premium: the scripts come from the server, and a waitlist joined shows on another device', async ({
  page,
  browser,
}) => {
  const account = await premiumAccount(page);
  await page.goto('/hard-conversations');
  await expect(page.getByRole('heading', { level: 2, name: SCRIPT_TITLE })).toBeVisible();

  await page.goto('/dashboard');
  // Calm and honest: what is coming and what the list gives, never "Not built yet".
  const coming = page.getByRole('region', { name: 'Coming later' });
  await expect(coming).toContainText('People on the list get early access.');
  await expect(coming).not.toContainText('Not built yet');
  await page.getByRole('button', { name: 'Join the waitlist: Couples companion mode' }).click();
  await expect(page.getByText('You’re on the list')).toBeVisible();

  // Another device: a browser of its own, with nothing stored, signed in afresh.
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.250.1.2' } });
  try {
    const other = await context.newPage();
    await signIn(other, account);
    await expect(other.getByText('You’re on the list')).toBeVisible();
    await expect(
      other.getByRole('button', { name: 'Join the waitlist: Couples companion mode' }),
    ).toHaveCount(0);
    await expect(other.getByRole('button', { name: 'Join the waitlist: Audio devotionals' })).toBeEnabled();
  } finally {
    await context.close();
  }
});
