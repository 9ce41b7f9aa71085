// The free path: "Start Free Today" leads through sign-up to /pricing (the spec's landing place), where a
// new member can go on free in one tap; from then on the free dashboard and the chat are each one tap away.
import { newAccount, submitSignUpForm } from './fixtures/accounts.ts';
import { axeViolations } from './fixtures/axe.ts';
import { GREETING, log } from './fixtures/chat.ts';
import { expect, test } from './fixtures/test.ts';

test('Start Free Today, sign up, "Not now: start with the free plan": the chat, then the dashboard, one tap each', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Start Free Today' }).first().click();
  await expect(page).toHaveURL(/\/signup$/);
  await submitSignUpForm(page, newAccount());
  await expect(page).toHaveURL(/\/pricing$/);

  // Unlimited is said with its fair use beside it, and going on free needs no card.
  await expect(page.getByText(/^Fair use: Premium has no monthly limit/).first()).toBeVisible();
  const freePath = page.getByRole('link', { name: 'Not now: start with the free plan' });
  await expect(freePath).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await freePath.click();
  await expect(page).toHaveURL(/\/chat(\?c=[\w-]+)?$/);
  await expect(log(page).getByText(GREETING)).toBeVisible();

  const frame = page.getByRole('navigation', { name: 'App' });
  await frame.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await frame.getByRole('link', { name: 'Chat' }).click();
  await expect(page).toHaveURL(/\/chat(\?c=[\w-]+)?$/);
});
