// Stop while the coach writes: the words written so far stay, marked "Stopped", also after a reload,
// and the next message is answered as ever.
import { signUp } from './fixtures/accounts.ts';
import { axeViolations } from './fixtures/axe.ts';
import { coachReplies, composer, GREETING, log, userMessage } from './fixtures/chat.ts';
import { expect, test } from './fixtures/test.ts';

/** Outside production the server waits this long after each sentence it streams (chat.routes.ts). */
const SLOW_REPLY = { 'x-test-reply-pace-ms': '1500' };

test('Stop during a reply keeps what was written, marked, and the next message is answered', async ({
  page,
}) => {
  test.slow();
  await signUp(page);
  await page.goto('/chat');
  await expect(log(page).getByText(GREETING)).toBeVisible();
  await page.setExtraHTTPHeaders(SLOW_REPLY);

  await composer(page).fill('We argued about money again and he walked out of the room');
  await composer(page).press('Enter');
  await expect(userMessage(page, 'We argued about money again and he walked out of the room')).toBeVisible();
  // The first sentence is on screen; the rest is still to come.
  await expect(coachReplies(page)).toHaveCount(2, { timeout: 15_000 });
  const stop = page.getByRole('button', { name: 'Stop the reply' });
  await expect(stop).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // From the message box with the keyboard.
  await composer(page).focus();
  await page.keyboard.press('Tab');
  await expect(stop).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(log(page).getByText('Stopped', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
  const partial = (await coachReplies(page).nth(1).innerText()).replace(/^Your coach said:\s*/, '');
  expect(partial.length).toBeGreaterThan(0);
  // No verse follows a stopped reply.
  await expect(log(page).getByText('Scripture for reflection:')).toHaveCount(0);

  await page.reload();
  await expect(log(page).getByText('Stopped', { exact: true })).toBeVisible();
  await expect(coachReplies(page).nth(1)).toContainText(partial.slice(0, 40));
  await expect(page.getByText('1 of 10 messages used this month')).toBeVisible();

  // The next message is answered in full, at the usual pace.
  await page.setExtraHTTPHeaders({});
  await composer(page).fill('What could I say when he comes back?');
  await composer(page).press('Enter');
  await expect(userMessage(page, 'What could I say when he comes back?')).toBeVisible();
  await expect(coachReplies(page)).toHaveCount(3, { timeout: 15_000 });
  await expect(composer(page)).not.toHaveAttribute('aria-disabled', 'true');
  await expect(log(page).getByText('Stopped', { exact: true })).toHaveCount(1);
  await expect(page.getByText('2 of 10 messages used this month')).toBeVisible();
});
