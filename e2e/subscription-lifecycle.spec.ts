import { signUp } from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';

// docs/product/rulings.md#cancelling-keeps-premium-to-the-periods-end, #the-trial-once and
// #pages-a-browser-reaches: the payer's path from paying to cancelling and back, as they see it.
test('pay, Back to a page (not JSON), cancel at the period’s end with confirmation, toast, resume, no second trial', async ({
  page,
}) => {
  await signUp(page);
  await expect(page.getByText('7-day free trial · Cancel anytime')).toBeVisible();
  await page.getByRole('button', { name: 'Start Your First Conversation Today' }).click();
  await expect(page).toHaveURL(/\/api\/billing\/test\/checkout\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Premium!' })).toBeVisible();

  // Back after paying: the checkout page says it is done, in a page, never raw JSON.
  await page.goBack();
  await expect(page).toHaveURL(/\/api\/billing\/test\/checkout\//);
  await expect(page.getByRole('heading', { name: 'This checkout is complete' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('"error"');
  await page.getByRole('link', { name: 'See my plan' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=plan$/);

  // Cancel in the portal: a confirmation with the date access ends first.
  await page.getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(page.getByText('This is a test billing portal.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Cancel your subscription?' })).toBeVisible();
  await expect(page.getByText(/Premium stays yours until \d{1,2} \w+ \d{4}\./)).toBeVisible();
  await page.getByRole('button', { name: 'Yes, cancel my subscription' }).click();
  await expect(page.getByText(/Cancelled: Premium until \d{1,2} \w+ \d{4}\./)).toBeVisible();

  // Back in Settings: a toast says what happened; Premium stays, with the date and a way to resume.
  await page.getByRole('link', { name: 'Back to Peace Coach' }).click();
  await expect(page.getByText('Your subscription is cancelled', { exact: true })).toBeVisible();
  await expect(
    page.getByText(/^Premium stays until \d{1,2} \w+ \d{4}\. You can resume it here until then\.$/),
  ).toBeVisible();
  await expect(page.getByText(/^Premium until \d{1,2} \w+ \d{4}$/)).toBeVisible();
  await expect(page.getByText('Premium', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByText('Your subscription will continue')).toBeVisible();
  await expect(page.getByText(/^Premium until/)).toHaveCount(0);
  await expect(page.getByText(/^Next charge: £49 on/)).toBeVisible();

  // The trial was had: /pricing no longer promises it.
  await page.goto('/pricing');
  await expect(page.getByText('Cancel anytime', { exact: true })).toBeVisible();
  await expect(page.getByText(/free trial/)).toHaveCount(0);
});
