import type { Page } from '@playwright/test';
import { signUp } from './fixtures/accounts.ts';
import { axeViolations } from './fixtures/axe.ts';
import { coachReplies, composer, GREETING, log, userMessage } from './fixtures/chat.ts';
import { expect, test } from './fixtures/test.ts';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Conversations' });

/** A new account on /chat with its automatically created first chat open. */
async function openChat(page: Page): Promise<string> {
  await signUp(page);
  await page.goto('/chat');
  await expect(log(page).getByText(GREETING)).toBeVisible();
  await expect(page).toHaveURL(/\/chat\?c=.+/);
  return new URL(page.url()).searchParams.get('c')!;
}

/** Sends through the composer and waits until the reply and its verse are in. */
async function send(page: Page, text: string): Promise<void> {
  const before = await coachReplies(page).count();
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(userMessage(page, text)).toBeVisible();
  await expect(coachReplies(page)).toHaveCount(before + 1, { timeout: 15_000 });
  await expect(composer(page)).not.toHaveAttribute('aria-disabled', 'true');
}

test('the first chat is created automatically and opens with the greeting', async ({ page }) => {
  await openChat(page);
  await expect(page.getByRole('heading', { level: 1, name: 'New Chat' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(sidebar(page).getByRole('link')).toHaveCount(1);
  await expect(page.getByText('0/10 messages · 0/2 chats')).toBeVisible();
  await expect(page.getByText('0 of 10 messages used this month')).toBeVisible();
  // A reload keeps the same chat, and does not create another.
  const url = page.url();
  await page.reload();
  await expect(log(page).getByText(GREETING)).toBeVisible();
  expect(page.url()).toBe(url);
  await expect(sidebar(page).getByRole('link')).toHaveCount(1);
});

test('sending: the reply streams in, then "Scripture for reflection:" follows', async ({ page }) => {
  await openChat(page);
  // A verse asked for is always given (the coach attaches one only where it helps).
  const message = 'We keep arguing about the same thing every week. Is there a verse for that?';
  await composer(page).fill(message);
  await composer(page).press('Enter');
  await expect(userMessage(page, message)).toBeVisible();
  await expect(composer(page)).toBeFocused();
  await expect(coachReplies(page)).toHaveCount(2, { timeout: 15_000 });
  await expect(log(page).getByText('Scripture for reflection:')).toBeVisible();
  // The title is the first 30 characters of the first message.
  await expect(
    page.getByRole('heading', { level: 1, name: 'We keep arguing about the same...' }),
  ).toBeVisible();
  await expect(page.getByText('1 of 10 messages used this month')).toBeVisible();
  await expect(page.getByText('1/10 messages · 1/2 chats')).toBeVisible();
  // Shift+Enter is a new line, not a send.
  await composer(page).pressSequentially('one');
  await composer(page).press('Shift+Enter');
  await composer(page).pressSequentially('two');
  await expect(composer(page)).toHaveValue('one\ntwo');
});

test('rename: inline, saved with Enter, cancelled with Escape, kept after a reload', async ({ page }) => {
  await openChat(page);
  await page.getByRole('button', { name: 'Rename conversation "New Chat"' }).click();
  const input = page.getByRole('textbox', { name: 'Conversation title' });
  await expect(input).toBeFocused();
  await input.fill('Our Sunday talk');
  await input.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Sunday talk' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Our Sunday talk' })).toBeFocused();

  await sidebar(page).getByRole('link', { name: 'Our Sunday talk' }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  await expect(input).toBeFocused();
  await input.fill('Something else');
  await input.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Sunday talk' })).toBeVisible();

  await page.reload();
  await expect(sidebar(page).getByRole('link', { name: 'Our Sunday talk' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('"New Chat" reuses the untouched chat instead of piling up empty ones', async ({ page }) => {
  const first = await openChat(page);
  const newChat = sidebar(page).getByRole('button', { name: 'New Chat', exact: true });
  // The automatic first chat is still untouched: "New Chat" stays in it, pressed once or twice at once.
  await newChat.click();
  await newChat.click();
  await expect(composer(page)).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`c=${first}$`));
  await expect(sidebar(page).getByRole('link')).toHaveCount(1);
  await page.reload();
  await expect(sidebar(page).getByRole('link')).toHaveCount(1);

  // Once it has a message, "New Chat" opens a new one, and then stays in that one.
  await send(page, 'Sunday lunch with his parents');
  await newChat.click();
  await expect(page).not.toHaveURL(new RegExp(`c=${first}$`));
  const second = new URL(page.url()).searchParams.get('c');
  await expect(sidebar(page).getByRole('link')).toHaveCount(2);
  await newChat.click();
  await expect(composer(page)).toBeFocused();
  expect(new URL(page.url()).searchParams.get('c')).toBe(second);
  await expect(sidebar(page).getByRole('link')).toHaveCount(2);
});

test('delete: asks first, then removes the chat; deleting the open chat opens the next', async ({ page }) => {
  const first = await openChat(page);
  // A chat with a message, so that "New Chat" opens another (an untouched one is reused).
  await send(page, 'Sunday lunch');
  await sidebar(page).getByRole('button', { name: 'New Chat', exact: true }).click();
  await expect(page).not.toHaveURL(new RegExp(`c=${first}$`));
  await expect(sidebar(page).getByRole('link')).toHaveCount(2);
  await expect(composer(page)).toBeFocused();

  // The inactive (first) chat offers delete.
  await sidebar(page).getByRole('button', { name: 'Delete conversation "Sunday lunch"' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this conversation?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(sidebar(page).getByRole('link')).toHaveCount(2);

  await sidebar(page).getByRole('button', { name: 'Delete conversation "Sunday lunch"' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(sidebar(page).getByRole('link')).toHaveCount(1);

  // The open chat, through its context menu: none is left, so the empty state shows.
  await sidebar(page).getByRole('link', { name: 'New Chat' }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'No chat selected' })).toBeVisible();
  await expect(page.getByText('Start a new conversation')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'New Chat', exact: true }).click();
  await expect(log(page).getByText(GREETING)).toBeVisible();
});

test('regenerate replaces the reply and keeps the question', async ({ page }) => {
  await openChat(page);
  await send(page, 'How do I start a hard conversation gently?');
  const reply = coachReplies(page).last();
  const firstReply = await reply.textContent();
  await page.getByRole('button', { name: 'Regenerate response' }).click();
  await expect(coachReplies(page)).toHaveCount(2, { timeout: 15_000 });
  await expect(reply).not.toHaveText(firstReply!);
  await expect(userMessage(page, 'How do I start a hard conversation gently?')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Regenerate response' })).toBeEnabled();
  // Regenerating is not another message.
  await expect(page.getByText('1 of 10 messages used this month')).toBeVisible();
});

test('at the free limit (10 messages) the upgrade prompt shows and the composer stays open', async ({
  page,
  baseURL,
}) => {
  const chatId = await openChat(page);
  // Nine messages straight to the API (the browser's session cookie, our own origin), the tenth by hand.
  for (let i = 1; i <= 9; i++) {
    const response = await page.request.post(`/api/chats/${chatId}/messages`, {
      data: { content: `Message number ${i}` },
      headers: { origin: baseURL! },
    });
    expect(response.status()).toBe(200);
    await response.body();
  }
  await page.reload();
  await expect(page.getByText('9 of 10 messages used this month')).toBeVisible();
  // The usage line can arrive before the history: wait for the greeting and the nine replies, so that
  // send() counts from the full list.
  await expect(coachReplies(page)).toHaveCount(10);
  await send(page, 'This is my tenth message');
  await expect(page.getByText('10 of 10 messages used this month')).toBeVisible();
  // Open for a message about someone's safety (e2e/chat-limit.spec.ts).
  await expect(composer(page)).toBeEnabled();
  await expect(
    page.getByText("You've reached your message limit. Please upgrade to continue."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing');
  // Help is never behind the limit.
  await page.getByRole('button', { name: 'Need help now?' }).click();
  const help = page.getByRole('dialog', { name: 'Need help now?' });
  await expect(help.getByText('116 123')).toBeVisible();
  await expect(help.getByText('1-800-799-7233')).toBeVisible();
  await expect(help.getByRole('button', { name: 'Leave this site quickly' })).toBeVisible();
});

test('Ctrl+B collapses the sidebar to icons and the choice survives a reload', async ({ page }) => {
  await openChat(page);
  await expect(sidebar(page).getByRole('heading', { name: 'Conversations' })).toBeVisible();
  await page.keyboard.press('Control+b');
  await expect(sidebar(page).getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await expect(sidebar(page).getByRole('heading', { name: 'Conversations' })).toBeHidden();
  await page.reload();
  await expect(sidebar(page).getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await sidebar(page).getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(sidebar(page).getByRole('heading', { name: 'Conversations' })).toBeVisible();
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the conversation list is a drawer: open, choose a chat, it closes', async ({ page }) => {
    const first = await openChat(page);
    // A chat with a message, so that "New Chat" opens another (an untouched one is reused).
    await send(page, 'Sunday lunch');
    await expect(page.locator('#chat-sidebar')).toBeHidden();
    await page.getByRole('button', { name: 'Open conversations' }).click();
    const drawer = page.getByRole('dialog', { name: 'Conversations' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'New Chat', exact: true }).click();
    await expect(drawer).toBeHidden();
    await expect(page).not.toHaveURL(new RegExp(`c=${first}$`));

    await page.getByRole('button', { name: 'Open conversations' }).click();
    // The conversations are the drawer's navigation; below it is the journey PDF link.
    const conversations = drawer.getByRole('navigation', { name: 'Conversations' }).getByRole('link');
    await expect(conversations).toHaveCount(2);
    await conversations.last().click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`c=${first}$`));

    // Escape closes it and focus returns to the button that opened it.
    await page.getByRole('button', { name: 'Open conversations' }).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open conversations' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Need help now?' })).toBeVisible();
    // The way back is the app frame's, as on every signed-in page.
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Dashboard', exact: true }),
    ).toBeVisible();
  });

  test('axe finds no violations on /chat at 390 px, with the drawer open', async ({ page }) => {
    await openChat(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Open conversations' }).click();
    await expect(page.getByRole('dialog', { name: 'Conversations' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('axe finds no violations on /chat, after a reply, and in its dialogs', async ({ page }) => {
  await openChat(page);
  await send(page, 'Is there a verse about speaking gently to my husband?');
  await expect(log(page).getByText('Scripture for reflection:')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Need help now?' }).click();
  await expect(page.getByRole('dialog', { name: 'Need help now?' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await sidebar(page).getByRole('link').first().click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('toasts', () => {
  // The usage check made to fail on purpose, for a toast that stays while the page is used.
  test.use({ allowedConsoleErrors: [/status of 500/] });

  const overlaps = (a: DOMRectLike, b: DOMRectLike) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  type DOMRectLike = { x: number; y: number; width: number; height: number };

  test('cover neither Send nor the header buttons, on a phone and on a desktop', async ({ page }) => {
    await page.route('**/api/usage', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal', message: 'Server error' } }),
      }),
    );
    await openChat(page);
    for (const viewport of [
      { width: 1280, height: 720 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.reload();
      await composer(page).fill('Still typing');
      const toast = page
        .locator('[data-sonner-toast][data-mounted="true"]')
        .filter({ hasText: 'Failed to check message limits' });
      await expect(toast).toBeVisible();
      const controls = [
        page.getByRole('button', { name: 'Send message' }),
        page.getByRole('button', { name: 'Quick exit' }),
        page.getByRole('button', { name: 'Need help now?' }),
        page.getByRole('banner').getByRole('link', { name: 'Dashboard', exact: true }),
      ];
      // Where the toast comes to rest (it slides in from above): nothing it covers is in use.
      await expect
        .poll(
          async () => {
            const box = (await toast.boundingBox())!;
            const covered: string[] = [];
            for (const control of controls) {
              if (overlaps(box, (await control.boundingBox())!)) covered.push(String(control));
            }
            return covered;
          },
          { message: `at ${viewport.width} px` },
        )
        .toEqual([]);
    }
  });
});
