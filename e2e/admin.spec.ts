import { readFile } from 'node:fs/promises';
import { forgetSession, latestMail, linkTo, signUp } from './fixtures/accounts.ts';
import { axeViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';

// playwright.config.ts gives the e2e server ADMIN_EMAILS=admin@example.test.
const ADMIN_EMAIL = 'admin@example.test';

test('an admin reads the funnel, finds an account, grants and ends complimentary Premium, and exports the list', async ({
  page,
  request,
}) => {
  // Two sign-ups, a confirmation and two full axe passes: about 30 s on a slow day (the default limit).
  test.setTimeout(60_000);
  const member = await signUp(page, { firstName: 'Tabitha' });
  await forgetSession(page);
  const admin = await signUp(page, { email: ADMIN_EMAIL, firstName: 'Olive' });
  const mail = await latestMail(request, admin.email);
  // Confirmed in the browser that signed up; the console then waits for a password chosen after the
  // confirmation (docs/product/rulings.md#the-operators-console), set here in Settings.
  await page.goto(linkTo(mail, '/confirm-email'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
  ).toBeVisible();
  await page.goto('/settings?tab=account');
  await page.getByLabel('Current password').fill(admin.password);
  await page.getByLabel('New password', { exact: true }).fill('Operators-Own-Lantern-5');
  await page.getByLabel('Confirm new password').fill('Operators-Own-Lantern-5');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully.')).toBeVisible();

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible();
  const funnel = page.getByRole('table', { name: 'Funnel by week' });
  await expect(funnel).toBeVisible();
  // A header row, the 12 weeks, the totals and the rates.
  await expect(funnel.getByRole('row')).toHaveCount(1 + 12 + 2);
  await expect(page.getByRole('heading', { level: 2, name: 'Health' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Revenue' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Search by e-mail or name').fill(member.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row', { name: new RegExp(member.email.replace(/[.+]/g, '\\$&')) });
  await expect(row).toContainText('free');

  await row.getByRole('button', { name: 'Grant Premium' }).click();
  const grant = page.getByRole('alertdialog', { name: 'Give complimentary Premium?' });
  await expect(grant).toContainText(member.email);
  await grant.getByRole('button', { name: 'Grant Premium' }).click();
  await expect(page.getByText('Complimentary Premium granted')).toBeVisible();
  await expect(row).toContainText('premium (complimentary)');
  expect(await axeViolations(page)).toEqual([]);

  await row.getByRole('button', { name: 'End Premium' }).click();
  const end = page.getByRole('alertdialog', { name: 'End complimentary Premium?' });
  await end.getByRole('button', { name: 'End Premium' }).click();
  await expect(page.getByText('Complimentary Premium ended')).toBeVisible();
  await expect(row).not.toContainText('(complimentary)');
  await expect(row).toContainText('free');
  await expect(row.getByRole('button', { name: 'Grant Premium' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^peace-coach-mailing-list-\d{4}-\d\d-\d\d\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    '"email","first_name","subscribed_at","form","consent_wording","consented_at"',
  );
});

test.describe('anyone else', () => {
  test.use({ role: 'free', allowedConsoleErrors: [/status of 404/] });

  test('a member who opens /admin sees the 404 page', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByText('Operator console')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
