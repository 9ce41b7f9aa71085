import type { Page } from '@playwright/test';
import { latestMail, linkTo, newAccount, signUp } from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';

const PARTNER_EMAIL_LABEL = 'Partner’s email';

/** The signed-in user's plan as the server sees it. */
async function billingRole(page: Page): Promise<string> {
  const response = await page.request.get('/api/billing/status');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { role: string }).role;
}

test('pricing -> test checkout -> Premium -> cancel in the portal -> free again', async ({ page }) => {
  await signUp(page);

  await expect(page.getByText('LIMITED TIME OFFER ENDS IN')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  await expect(page.getByText('Was £97/month')).toBeVisible();
  await expect(page.getByText('Save £48/month')).toBeVisible();

  await page.getByRole('button', { name: 'Start Your First Conversation Today' }).click();
  await expect(page).toHaveURL(/\/api\/billing\/test\/checkout\//);
  await expect(page.getByText('This is a test payment page.')).toBeVisible();
  await expect(page.getByText('Peace Coach Premium: £49 per month.')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/subscription-success\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Welcome to Premium!' })).toBeVisible();
  await expect(page.getByText('Order reference')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The premium dashboard, not the free one: its badge and the infinite-conversations card.
  await expect(page.getByRole('main').getByText('Premium', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Infinite conversations' })).toBeVisible();
  await expect(
    page.getByText('No limits: open any conversation, or pick up where you left off.'),
  ).toBeVisible();

  // The pricing button now reads "Current Plan": the session's role updated without a new sign-in.
  await page.goto('/pricing');
  await expect(page.getByRole('button', { name: 'Current Plan' })).toBeDisabled();

  await page.goto('/settings?tab=plan');
  await expect(page.getByText('Premium', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Billing Management' })).toBeVisible();

  // Cancelled in another tab of the same browser while this settings page stays open on Premium.
  const otherTab = await page.context().newPage();
  await otherTab.goto('/settings?tab=plan');
  await otherTab.getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(otherTab.getByText('This is a test billing portal.')).toBeVisible();
  await otherTab.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(otherTab.getByText('canceled')).toBeVisible();
  await otherTab.close();

  // "Refresh Status" on the page that still shows Premium notices the change, then reloads as free.
  await expect(page.getByText('Premium', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Refresh Status' }).click();
  await expect(page.getByText('Subscription status updated', { exact: true })).toBeVisible();
  await expect(page.getByText('Your subscription has been canceled or expired.')).toBeVisible();
  await expect(page.getByText('Free Plan', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible();

  // Pressed again with nothing changed, it says the plan is up to date.
  await page.getByRole('button', { name: 'Refresh Status' }).click();
  await expect(page.getByText('Your free status is up to date')).toBeVisible();
  expect(await billingRole(page)).toBe('free');
});

test('family: a premium member invites a partner, who signs up with the code and shares Premium', async ({
  page,
  browser,
  request,
}) => {
  await signUp(page);
  await page.getByRole('button', { name: 'Start Your First Conversation Today' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Premium!' })).toBeVisible();

  const partner = newAccount({ firstName: 'James' });
  await page.goto('/settings?tab=plan');
  await page.getByLabel(PARTNER_EMAIL_LABEL).fill(partner.email);
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(partner.email)).toBeVisible();

  const invite = await latestMail(request, partner.email);
  const signupPath = linkTo(invite, '/signup');
  expect(signupPath).toMatch(/invite=/);

  const context = await browser.newContext();
  const partnerPage = await context.newPage();
  await partnerPage.goto(signupPath);
  await expect(partnerPage.getByLabel('Invitation code (optional)')).not.toHaveValue('');
  await partnerPage.getByLabel('First name').fill(partner.firstName);
  await partnerPage.getByLabel('Last name').fill(partner.lastName);
  await partnerPage.getByLabel('Email').fill(partner.email);
  await partnerPage.getByLabel('Password', { exact: true }).fill(partner.password);
  await partnerPage.getByLabel('Confirm password').fill(partner.password);
  await partnerPage.getByRole('button', { name: 'Create Account' }).click();
  await expect(partnerPage).toHaveURL(/\/pricing$/);
  expect(await billingRole(partnerPage)).toBe('premium');
  await expect(partnerPage.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await context.close();
});
