import type { Page } from '@playwright/test';
import { latestMail, linkTo, newAccount, signUp, submitSignUpForm } from './fixtures/accounts.ts';
import { axeViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';
import { z } from 'zod';

const PARTNER_EMAIL_LABEL = 'Partner’s email';

/** The signed-in user's plan as the server sees it. */
async function billingRole(page: Page): Promise<string> {
  const response = await page.request.get('/api/billing/status');
  expect(response.ok()).toBe(true);
  return z.object({ role: z.string() }).parse(await response.json()).role;
}

test('pricing -> test checkout -> Premium -> cancel in the portal keeps Premium to the period’s end', async ({
  page,
}) => {
  await signUp(page);

  await expect(page.getByText('LIMITED TIME OFFER ENDS IN')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  await expect(page.getByText('Was £97/month')).toBeVisible();
  await expect(page.getByText('Save £48/month')).toBeVisible();

  await page.getByRole('button', { name: 'Start Your First Conversation Today' }).click();
  await expect(page).toHaveURL(/\/api\/billing\/test\/checkout\//);
  await expect(page.getByText('This is a test payment page.')).toBeVisible();
  await expect(page.getByText('Peace Coach Premium: £49 per month.')).toBeVisible();
  // In the app's calm look (sand behind a white card, teal buttons of a finger's height), accessible.
  await expect(page.getByRole('link', { name: 'Peace Coach' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay' })).toHaveCSS('background-color', 'rgb(29, 92, 99)');
  await expect(page.getByRole('button', { name: 'Pay' })).toHaveCSS('min-height', '44px');
  await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(250, 246, 240)');
  expect(await axeViolations(page)).toEqual([]);
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

  // Cancelled in another tab of the same browser while this settings page stays open: Premium stays to
  // the period's end (docs/product/rulings.md#cancelling-keeps-premium-to-the-periods-end).
  const otherTab = await page.context().newPage();
  await otherTab.goto('/settings?tab=plan');
  await otherTab.getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(otherTab.getByText('This is a test billing portal.')).toBeVisible();
  expect(await axeViolations(otherTab)).toEqual([]);
  await otherTab.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(otherTab.getByRole('heading', { level: 1, name: 'Cancel your subscription?' })).toBeVisible();
  expect(await axeViolations(otherTab)).toEqual([]);
  await otherTab.getByRole('button', { name: 'Yes, cancel my subscription' }).click();
  await expect(otherTab.getByText(/Cancelled: Premium until/)).toBeVisible();
  await otherTab.close();

  // "Refresh Status" on the page that still shows Premium: still Premium, now with its end date.
  await page.getByRole('button', { name: 'Refresh Status' }).click();
  await expect(page.getByText('Your premium status is up to date')).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^Premium until \d{1,2} \w+ \d{4}$/)).toBeVisible();
  expect(await billingRole(page)).toBe('premium');
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
  await submitSignUpForm(partnerPage, partner);
  // Already Premium through the family: welcomed on the dashboard, not offered a plan.
  await expect(partnerPage).toHaveURL(/\/dashboard$/);
  expect(await billingRole(partnerPage)).toBe('premium');
  await partnerPage.goto('/pricing');
  await expect(partnerPage.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await context.close();
});
