// The family plan's edges as a person meets them (docs/product/rulings.md#family): an invitation used
// with another address waits for the inviter by name, a partner who joins lands on the dashboard
// already Premium, and someone with a partner of their own is told so and can fix it in Settings.
import type { Browser, Page } from '@playwright/test';
import {
  latestMail,
  linkTo,
  type Mail,
  newAccount,
  signUp,
  submitSignUpForm,
  type TestAccount,
} from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';

const PARTNER_EMAIL_LABEL = 'Partner’s email';

// Each journey signs up and pays for two or three people.
test.describe.configure({ timeout: 120_000 });

/** Signs up through the form and pays in the test checkout: a Premium payer. */
async function premiumPayer(page: Page, firstName: string): Promise<TestAccount> {
  const account = await signUp(page, { firstName });
  await page.getByRole('button', { name: 'Start Your First Conversation Today' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Premium!' })).toBeVisible();
  return account;
}

async function invite(page: Page, email: string): Promise<void> {
  await page.goto('/settings?tab=plan');
  await page.getByLabel(PARTNER_EMAIL_LABEL).fill(email);
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(email)).toBeVisible();
}

/**
 * Another person's browser, with an address of its own (the auth rate limits count per address, as
 * the fixture's own browser does).
 */
let others = 0;
async function otherBrowser(browser: Browser) {
  others += 1;
  return browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `10.251.${process.pid % 250}.${(others % 250) + 1}` },
  });
}

/** The /invite/{code} link of an invitation e-mail, as a path. */
function invitePathOf(mail: Mail): string {
  const link = mail.links.find((l) => new URL(l).pathname.startsWith('/invite/'));
  if (!link) throw new Error(`No /invite/ link in "${mail.subject}"`);
  return new URL(link).pathname;
}

/** A second person in their own browser, signing up through the invitation link's form. */
async function signUpInvited(browser: Browser, signupPath: string, account: TestAccount) {
  const context = await otherBrowser(browser);
  const page = await context.newPage();
  await page.goto(signupPath);
  await expect(page.getByLabel('Invitation code (optional)')).not.toHaveValue('');
  await submitSignUpForm(page, account);
  return { context, page };
}

test('a partner who joins with the invitation lands on the dashboard with a welcome, already Premium', async ({
  page,
  browser,
  request,
}) => {
  await premiumPayer(page, 'Ruth');
  const partner = newAccount({ firstName: 'James' });
  await invite(page, partner.email);
  const mail = await latestMail(request, partner.email);
  const code = /invite=([\w-]+)/.exec(linkTo(mail, '/signup'))![1]!;
  // The form asks for the code: the e-mail gives it as text too.
  expect(mail.text).toContain(`Your invitation code: ${code}`);

  const joined = await signUpInvited(browser, linkTo(mail, '/signup'), partner);
  await expect(joined.page).toHaveURL(/\/dashboard$/);
  await expect(joined.page.getByText("Welcome to Ruth's family plan. You have Premium.")).toBeVisible();
  await expect(joined.page.getByText('LIMITED TIME OFFER ENDS IN')).toHaveCount(0);
  await joined.context.close();
});

test('an invitation used with another address: the plan says whose approval it waits for, until approved', async ({
  page,
  browser,
  request,
}) => {
  await premiumPayer(page, 'Naomi');
  const invited = newAccount({ firstName: 'Boaz' });
  await invite(page, invited.email);
  const mail = await latestMail(request, invited.email);

  const other = newAccount({ firstName: 'Obed' });
  const waiting = await signUpInvited(browser, linkTo(mail, '/signup'), other);
  await expect(
    waiting.page.getByText('The invitation code was issued for a different email address'),
  ).toBeVisible();
  await expect(waiting.page).toHaveURL(/\/pricing$/);
  await waiting.page.goto('/settings?tab=plan');
  await expect(waiting.page.getByText("Waiting for Naomi's approval")).toBeVisible();
  await expect(waiting.page.getByText('Free Plan', { exact: true })).toBeVisible();

  await page.goto('/settings?tab=plan');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Partner approved')).toBeVisible();

  await waiting.page.reload();
  await expect(
    waiting.page.getByText(
      'Your Premium plan is shared with you by Naomi Hope, who manages the subscription.',
    ),
  ).toBeVisible();
  await expect(waiting.page.getByText("Waiting for Naomi's approval")).toHaveCount(0);
  await waiting.context.close();
});

test.describe('someone with a partner of their own', () => {
  // The refused accept answers 409, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test('is told what is really wrong, removes the partner in Settings -> Plan, then joins', async ({
    page,
    browser,
    request,
  }) => {
    // Anna shares her plan with Ben.
    const anna = await premiumPayer(page, 'Anna');
    const ben = newAccount({ firstName: 'Ben' });
    await invite(page, ben.email);
    const benJoin = await signUpInvited(
      browser,
      linkTo(await latestMail(request, ben.email), '/signup'),
      ben,
    );
    await expect(benJoin.page).toHaveURL(/\/dashboard$/);
    await benJoin.context.close();

    // Clara invites Anna to her family plan.
    const clara = await otherBrowser(browser);
    const claraPage = await clara.newPage();
    await premiumPayer(claraPage, 'Clara');
    await invite(claraPage, anna.email);
    const invitePath = invitePathOf(await latestMail(request, anna.email));
    await clara.close();

    await page.goto(invitePath);
    await expect(page.getByRole('heading', { name: 'You cannot join this family plan yet' })).toBeVisible();
    await expect(
      page.getByText(
        'You still have a partner on your family plan. Remove them in Settings -> Plan to join another family.',
      ),
    ).toBeVisible();
    await expect(page.getByText(/expired or was already used/)).toHaveCount(0);
    await page.getByRole('link', { name: 'Open Settings -> Plan' }).click();
    await expect(page).toHaveURL(/\/settings\?tab=plan$/);
    const familyCard = page.getByRole('region', { name: 'Family plan' });
    await expect(familyCard.getByText(ben.email)).toBeVisible();
    await familyCard.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Partner removed from your plan')).toBeVisible();

    await page.goto(invitePath);
    await expect(page.getByRole('heading', { name: 'Welcome to the family plan' })).toBeVisible();
  });
});
