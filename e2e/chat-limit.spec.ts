// At the month's message limit the composer stays open: a message about someone's safety is answered
// with help, any other is refused with the limit and its words stay in the composer
// (docs/product/rulings.md#safety-before-limits).
import { signUp } from './fixtures/accounts.ts';
import { axeViolations } from './fixtures/axe.ts';
import { coachReplies, composer, GREETING, log, userMessage, useUpMessages } from './fixtures/chat.ts';
import { expect, test } from './fixtures/test.ts';

// The refused send is a 403 the browser reports in the console; the page handles it.
test.use({ allowedConsoleErrors: [/status of 403/] });

test('a free member at the limit gets help for a crisis message, and the limit for another, words kept', async ({
  page,
}) => {
  // Ten sends, two replies read and a full axe pass: slow on a loaded machine.
  test.slow();
  await signUp(page);
  await page.goto('/chat');
  await expect(log(page).getByText(GREETING)).toBeVisible();
  await expect(page).toHaveURL(/\/chat\?c=.+/);
  const chatId = new URL(page.url()).searchParams.get('c')!;
  await useUpMessages(page, chatId, 10);
  await page.reload();
  await expect(page.getByText('10 of 10 messages used this month')).toBeVisible();
  await expect(coachReplies(page)).toHaveCount(11);
  await expect(
    page.getByText("You've reached your message limit. Please upgrade to continue."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing');
  await expect(composer(page)).toBeEnabled();

  // A disclosure: the help reply, its helplines as links, and nothing counted.
  const disclosure = 'He hit me last night and I am scared to go home';
  await composer(page).fill(disclosure);
  await composer(page).press('Enter');
  await expect(userMessage(page, disclosure)).toBeVisible();
  await expect(log(page).getByText('Help and safety')).toBeVisible({ timeout: 15_000 });
  const help = log(page).getByRole('link', { name: /^Call / });
  await expect(help.first()).toBeVisible();
  await expect(help.first()).toHaveAttribute('href', /^tel:/);
  await expect(page.getByText('10 of 10 messages used this month')).toBeVisible();
  await expect(composer(page)).not.toHaveAttribute('aria-disabled', 'true');

  // Anything else: the limit, the way to upgrade, and the words still in the composer.
  const ordinary = 'Could you suggest a quiet date night idea for us?';
  await composer(page).fill(ordinary);
  await composer(page).press('Enter');
  await expect(page.getByText('Message Limit Reached')).toBeVisible();
  await expect(composer(page)).toHaveValue(ordinary);
  await expect(userMessage(page, ordinary)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // The chat stays (no move to /pricing), and so do the words.
  await expect(page).toHaveURL(/\/chat\?c=.+/);
  await expect(composer(page)).toHaveValue(ordinary);
  // After a reload too: the draft is kept for this tab.
  await page.reload();
  await expect(composer(page)).toHaveValue(ordinary);
});
