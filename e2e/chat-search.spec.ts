// Search over one's own conversations: a word said in one of two chats finds that chat, which opens.
import type { Page } from '@playwright/test';
import { signUp } from './fixtures/accounts.ts';
import { axeViolations } from './fixtures/axe.ts';
import { coachReplies, composer, GREETING, log, userMessage } from './fixtures/chat.ts';
import { expect, test } from './fixtures/test.ts';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Conversations' });
const searchBox = (page: Page) => sidebar(page).getByRole('searchbox', { name: 'Search conversations' });

async function send(page: Page, text: string): Promise<void> {
  const before = await coachReplies(page).count();
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(userMessage(page, text)).toBeVisible();
  await expect(coachReplies(page)).toHaveCount(before + 1, { timeout: 15_000 });
  await expect(composer(page)).not.toHaveAttribute('aria-disabled', 'true');
}

test('two chats: a word from one finds it, and the result opens it', async ({ page }) => {
  // Two replies and an axe pass.
  test.slow();
  await signUp(page);
  await page.goto('/chat');
  await expect(log(page).getByText(GREETING)).toBeVisible();
  // On a desktop the composer is ready for typing as the chat opens.
  await expect(composer(page)).toBeFocused();
  await send(page, 'We argued about the mortgage payments again last night');
  const first = new URL(page.url()).searchParams.get('c');

  await sidebar(page).getByRole('button', { name: 'New Chat', exact: true }).click();
  await expect(page).not.toHaveURL(new RegExp(`c=${first}$`));
  await expect(composer(page)).toBeFocused();
  await send(page, 'My mother-in-law visits every Sunday and I feel invisible');

  await searchBox(page).fill('Mortgage');
  const results = sidebar(page).getByRole('list', { name: 'Search results' });
  await expect(sidebar(page).getByRole('status')).toHaveText('1 conversation found.');
  await expect(results.getByRole('link')).toHaveCount(1);
  await expect(results.getByRole('link')).toContainText('We argued about the mortgage p...');
  await expect(results.getByRole('link')).toContainText('mortgage payments again');
  expect(await axeViolations(page)).toEqual([]);

  // With the keyboard: from the box past "Clear search" to the result, and Enter opens it.
  await searchBox(page).press('Tab');
  await expect(sidebar(page).getByRole('button', { name: 'Clear search' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(results.getByRole('link')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`c=${first}$`));
  await expect(userMessage(page, 'We argued about the mortgage payments again last night')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'We argued about the mortgage p...' }),
  ).toBeVisible();
  // The search ended: the conversation list is back.
  await expect(searchBox(page)).toHaveValue('');
  await expect(sidebar(page).getByRole('link', { name: 'My mother-in-law visits every...' })).toBeVisible();
});
