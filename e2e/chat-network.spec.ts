// The chat when the network fails (docs/product/rulings.md#sending-when-the-connection-fails), with the
// browser's network really off (context.setOffline) and our server's answers cut or refused on the way.
import type { Page } from '@playwright/test';
import { axeViolations } from './fixtures/axe.ts';
import { signUp } from './fixtures/accounts.ts';
import { coachReplies, composer, GREETING, log, userMessage } from './fixtures/chat.ts';
import { expect, test } from './fixtures/test.ts';

// Chromium reports the requests a test makes fail (offline, a 503 answered on the way) as console errors.
// One pattern: Playwright reads a fixture array whose second item is an object as [value, options].
test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|status of 503|net::ERR_/] });

const MESSAGES = /\/api\/chats\/[^/]+\/messages(\?.*)?$/;

async function openChat(page: Page): Promise<void> {
  await signUp(page);
  await page.goto('/chat');
  await expect(log(page).getByText(GREETING)).toBeVisible();
  await expect(page).toHaveURL(/\/chat\?c=.+/);
}

async function sendText(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

test('offline: a message waits in the list with a banner, can be cancelled, and is sent once when back online', async ({
  page,
  context,
}) => {
  await openChat(page);
  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: "You're offline." });
  await expect(banner).toBeVisible();

  // Cancel puts the words back into the composer.
  await sendText(page, 'I will say this later');
  await expect(userMessage(page, 'I will say this later')).toBeVisible();
  await expect(log(page).getByText('Waiting for connection')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel this message and put it back in the message box' }).click();
  await expect(userMessage(page, 'I will say this later')).toHaveCount(0);
  await expect(composer(page)).toHaveValue('I will say this later');

  await composer(page).fill('');
  await sendText(page, 'Sent while the network was off');
  await expect(log(page).getByText('Waiting for connection')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect(coachReplies(page)).toHaveCount(2, { timeout: 20_000 }); // the greeting and the reply
  await expect(log(page).getByText('Waiting for connection')).toHaveCount(0);

  // The server has it once.
  await page.reload();
  await expect(log(page).getByText(GREETING)).toBeVisible();
  await expect(userMessage(page, 'Sent while the network was off')).toHaveCount(1);
  await expect(coachReplies(page)).toHaveCount(2);
});

test('the draft survives a reload', async ({ page }) => {
  await openChat(page);
  await composer(page).fill('Half of what I want to say');
  await page.reload();
  await expect(log(page).getByText(GREETING)).toBeVisible();
  await expect(composer(page)).toHaveValue('Half of what I want to say');
});

test('a 503 for the first two tries: "Connection issue: Trying to reconnect...", then the reply, stored once', async ({
  page,
}) => {
  await openChat(page);
  let refused = 0;
  await page.route(MESSAGES, async (route) => {
    if (route.request().method() !== 'POST' || refused >= 2) return route.fallback();
    refused += 1;
    await route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
  });
  await sendText(page, 'Are you there?');
  await expect(page.getByText('Connection issue')).toBeVisible();
  await expect(page.getByText('Trying to reconnect...')).toBeVisible();
  await expect(coachReplies(page)).toHaveCount(2, { timeout: 20_000 });
  await expect(page.getByText('Connection Failed')).toHaveCount(0);
  expect(refused).toBe(2);

  await page.reload();
  await expect(log(page).getByText(GREETING)).toBeVisible();
  await expect(userMessage(page, 'Are you there?')).toHaveCount(1);
});

test('a reply cut mid-stream shows that it is reconnecting, then the reply, never "Connection Failed"', async ({
  page,
}) => {
  await openChat(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let cut = false;
  await page.route(MESSAGES, async (route) => {
    const request = route.request();
    if (request.method() === 'GET' && cut) {
      // The conversation is read back only once the test has seen the recovering state.
      await held;
      return route.fallback();
    }
    if (request.method() !== 'POST' || cut) return route.fallback();
    cut = true;
    // The server writes and saves the whole reply; the browser gets its first words only.
    const response = await route.fetch();
    const events = (await response.text()).split('\n\n');
    const firstWords = events.findIndex((e) => e.includes('"text-delta"'));
    await route.fulfill({ response, body: `${events.slice(0, firstWords + 1).join('\n\n')}\n\n` });
  });
  await sendText(page, 'Will you still answer?');
  await expect(page.getByText("Reconnecting to your coach's reply...")).toBeVisible();
  release();
  await expect(coachReplies(page)).toHaveCount(2, { timeout: 20_000 });
  await expect(page.getByText("Reconnecting to your coach's reply...")).toHaveCount(0);
  await expect(page.getByText('Connection Failed')).toHaveCount(0);
  await expect(userMessage(page, 'Will you still answer?')).toHaveCount(1);
});
