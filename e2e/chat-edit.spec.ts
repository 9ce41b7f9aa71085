// Edit and resend: the last message can be fixed, and the coach answers the new words instead.
import type { Page } from '@playwright/test';
import { signUp } from './fixtures/accounts.ts';
import { axeViolations } from './fixtures/axe.ts';
import { coachReplies, composer, GREETING, log, userMessage } from './fixtures/chat.ts';
import { expect, test } from './fixtures/test.ts';

const editButton = (page: Page) => page.getByRole('button', { name: 'Edit your last message' });
const editor = (page: Page) => page.getByRole('textbox', { name: 'Your message' });

async function openChatAndSend(page: Page, text: string): Promise<void> {
  await signUp(page);
  await page.goto('/chat');
  await expect(log(page).getByText(GREETING)).toBeVisible();
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(userMessage(page, text)).toBeVisible();
  await expect(coachReplies(page)).toHaveCount(2, { timeout: 15_000 });
  await expect(editButton(page)).toBeEnabled();
}

test('a typo is fixed with the keyboard: the reply is replaced, and the message counted once', async ({
  page,
}) => {
  // Two replies, a full axe pass and a reload: on a loaded CI machine this passed 30 s once.
  test.slow();
  await openChatAndSend(page, 'My husbnd never listens when I talk about the kids');
  const oldReply = await coachReplies(page).nth(1).textContent();
  await expect(page.getByText('1 of 10 messages used this month')).toBeVisible();

  await editButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(editor(page)).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await editor(page).fill('My husband never listens when I talk about the kids');
  await editor(page).press('Enter');

  await expect(userMessage(page, 'My husband never listens when I talk about the kids')).toBeVisible();
  await expect(log(page).getByText('Edited')).toBeVisible();
  await expect(coachReplies(page)).toHaveCount(2, { timeout: 15_000 });
  await expect(composer(page)).toBeFocused();
  await expect(coachReplies(page).nth(1)).not.toHaveText(oldReply!);
  await expect(page.getByText('1 of 10 messages used this month')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'My husband never listens when...' }),
  ).toBeVisible();

  // What the server kept: the new words, marked edited, and one reply to them.
  await page.reload();
  await expect(userMessage(page, 'My husband never listens when I talk about the kids')).toBeVisible();
  await expect(log(page).getByText('My husbnd never listens')).toHaveCount(0);
  await expect(log(page).getByText('Edited')).toBeVisible();
  await expect(coachReplies(page)).toHaveCount(2);
});

test('words edited into a disclosure are answered with help, never coaching', async ({ page }) => {
  await openChatAndSend(page, 'We had a hard evening again');
  await editButton(page).click();
  await editor(page).fill('He hit me last night and I am scared to go home');
  await page.getByRole('button', { name: 'Save and resend' }).click();
  await expect(log(page).getByText('Help and safety')).toBeVisible({ timeout: 15_000 });
  // A disclosure never names the chat.
  await expect(page.getByRole('heading', { level: 1, name: 'We had a hard evening again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Regenerate response' })).toHaveCount(0);
});
