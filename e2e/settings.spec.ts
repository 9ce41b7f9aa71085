import { signUp } from './fixtures/accounts.ts';
import { axeViolations, nonTextContrastFindings } from './fixtures/axe.ts';
import { composer, GREETING, log } from './fixtures/chat.ts';
import { expect, test } from './fixtures/test.ts';

test('profile: the names can be changed, the e-mail cannot', async ({ page }) => {
  const account = await signUp(page);
  await page.goto('/settings');
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expect(page.getByText('Email cannot be changed. Contact support for assistance.')).toBeVisible();

  await page.getByLabel('First name').fill('M');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('First name must be at least 2 characters.')).toBeVisible();

  await page.getByLabel('First name').fill('Miriam');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Miriam');
});

test.describe('signed in as the shared free member', () => {
  test.use({ role: 'free' });

  test('tabs are links: a reload keeps the tab, and the keyboard reaches them', async ({ page }) => {
    await page.goto('/settings');
    const tabs = page.getByRole('navigation', { name: 'Settings sections' });
    await tabs.getByRole('link', { name: 'Notifications' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/settings\?tab=notifications$/);
    await page.reload();
    await expect(tabs.getByRole('link', { name: 'Notifications' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: 'Notifications' })).toBeVisible();
  });
});

test.describe('account tab', () => {
  test.use({ allowedConsoleErrors: [/status of 40[01]/] });

  test('password change checks the current password; sessions list this device', async ({ page }) => {
    const account = await signUp(page);
    await page.goto('/settings?tab=account');
    await expect(page.getByText('This device')).toBeVisible();

    await page.getByLabel('Current password').fill('Wrong-Password-123');
    await page.getByLabel('New password', { exact: true }).fill('Brand-New-Dawn-55');
    await page.getByLabel('Confirm new password').fill('Brand-New-Dawn-55');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Your current password is not correct.')).toBeVisible();
    await expect(page.getByLabel('Current password')).toBeFocused();

    await page.getByLabel('Current password').fill(account.password);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated successfully.')).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveValue('');
  });

  test('delete account: confirmed with the password, lands on / and the old password no longer signs in', async ({
    page,
  }) => {
    const account = await signUp(page);
    await page.goto('/settings?tab=account');
    await expect(page.getByRole('link', { name: 'Download my data' })).toHaveAttribute(
      'href',
      '/api/account/export',
    );

    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('cannot be undone');
    await dialog.getByLabel('Enter your password to confirm').fill('Not-My-Password-1');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Your password is not correct.')).toBeVisible();

    await dialog.getByLabel('Enter your password to confirm').fill(account.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Account successfully deleted.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(
      page.getByRole('main').getByText('Invalid email or password. Please try again.'),
    ).toBeVisible();
  });
});

test.describe('on a 390 px wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, role: 'free' });

  test('every tab is reachable by its link, nothing overflows sideways, and axe finds nothing', async ({
    page,
  }) => {
    test.setTimeout(210_000); // seven full axe passes, each after any toast has left
    await page.goto('/settings');
    const tabs = page.getByRole('navigation', { name: 'Settings sections' });
    const expected = [
      { tab: 'Account', url: /\/settings\?tab=account$/, heading: 'Password' },
      { tab: 'Memory', url: /\/settings\?tab=memory$/, heading: 'What your coach remembers' },
      { tab: 'Journey', url: /\/settings\?tab=journey$/, heading: 'My journey' },
      { tab: 'Notifications', url: /\/settings\?tab=notifications$/, heading: 'Notifications' },
      { tab: 'Appearance', url: /\/settings\?tab=appearance$/, heading: 'Appearance' },
      { tab: 'Plan', url: /\/settings\?tab=plan$/, heading: 'Your Plan' },
      { tab: 'Profile', url: /\/settings$/, heading: 'Profile' },
    ];
    for (const { tab, url, heading } of expected) {
      // The row of tabs scrolls sideways on a phone: the link is scrolled to and clicked like a finger would.
      await tabs.getByRole('link', { name: tab }).click();
      await expect(page).toHaveURL(url);
      await expect(tabs.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
      const overflow = await page.evaluate(() => ({
        scrollWidth: document.scrollingElement!.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(overflow.scrollWidth, `${tab}: page wider than the screen`).toBeLessThanOrEqual(
        overflow.innerWidth,
      );
      // A toast comes and goes on its own clock: let any leave first, so axe never measures one halfway
      // through its fade while checking the tab.
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
      expect(await axeViolations(page), tab).toEqual([]);
    }
  });
});

test.describe('the tab row on a 390 px wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, role: 'free' });

  test('keeps the current tab fully in view, opened by its address, and shows that the row scrolls', async ({
    page,
  }) => {
    const tabs = page.getByRole('navigation', { name: 'Settings sections' });
    for (const [tab, query] of [
      ['Plan', '?tab=plan'],
      ['Appearance', '?tab=appearance'],
      ['Notifications', '?tab=notifications'],
      ['Profile', ''],
    ] as const) {
      await page.goto(`/settings${query}`);
      const link = tabs.getByRole('link', { name: tab });
      await expect(link).toHaveAttribute('aria-current', 'page');
      // Fully on screen, without the page or the row being scrolled by hand first.
      await expect
        .poll(
          async () => {
            const box = (await link.boundingBox())!;
            return box.x >= 0 && box.x + box.width <= 390;
          },
          { message: `${tab} fully visible` },
        )
        .toBe(true);
    }
    // Six tabs do not fit 390 px: the edge with more tabs behind it fades.
    await page.goto('/settings');
    await expect(tabs).toHaveAttribute('data-more-end', 'true');
    await expect(tabs).not.toHaveAttribute('data-more-start', 'true');
    expect(await tabs.evaluate((el) => getComputedStyle(el).maskImage)).toMatch(/linear-gradient/);
    await page.goto('/settings?tab=plan');
    await expect(tabs).toHaveAttribute('data-more-start', 'true');
  });
});

test.describe('notifications tab', () => {
  test.use({ allowedConsoleErrors: [/status of 500/] });

  test('a switch says it saved and keeps after a reload; a failed save goes back; pushes not built have no switch', async ({
    page,
  }) => {
    await signUp(page);
    await page.goto('/settings?tab=notifications');
    const email = page.getByRole('group', { name: 'Email notifications' });
    const push = page.getByRole('group', { name: 'Push notifications' });
    await expect(page.getByRole('switch', { name: 'Offers' })).toHaveAttribute('aria-checked', 'false');
    // Not built yet: named as coming later, with nothing to switch.
    await expect(push.getByRole('switch')).toHaveCount(2);
    await expect(push.getByRole('listitem').filter({ hasText: 'Coach replies' })).toContainText(
      'Coming later',
    );
    await expect(push.getByRole('listitem').filter({ hasText: 'Community messages' })).toContainText(
      'Coming later',
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('switch', { name: 'Offers' }).click();
    await expect(email.getByRole('status')).toHaveText('Saved: Offers is on.');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Offers' })).toHaveAttribute('aria-checked', 'true');

    // The server refuses the next save: the switch goes back, the toast says so, nothing claims "Saved".
    await page.route('**/api/notifications/preferences', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'internal', message: 'Something went wrong.' } }),
          })
        : route.continue(),
    );
    await page.getByRole('switch', { name: 'Devotionals' }).click();
    await expect(
      page.getByText('Your notification setting could not be saved. Please try again.'),
    ).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Devotionals' })).toHaveAttribute('aria-checked', 'true');
    await expect(email.getByRole('status')).toHaveText('');
  });
});

// The switches on the Notifications tab are measured by axeViolations (fixtures/axe.ts) on every axe pass;
// this keeps the measuring itself honest: the old off-state colours fail it, the new ones pass.
test('the non-text contrast check fails a pale switch and passes the notifications switches', async ({
  page,
}) => {
  await page.setContent(`
    <main style="background: #fff; padding: 16px">
      <button role="switch" aria-checked="false" aria-label="Old off switch"
        style="width: 48px; height: 28px; border: 0; border-radius: 999px; background: #f1e8db"></button>
      <button role="switch" aria-checked="false" aria-label="New off switch"
        style="width: 48px; height: 28px; border: 2px solid #44515e; border-radius: 999px; background: #fff"></button>
      <button role="switch" aria-checked="true" aria-label="On switch"
        style="width: 48px; height: 28px; border: 2px solid #1d5c63; border-radius: 999px; background: #1d5c63"></button>
      <button role="switch" aria-checked="false" aria-label="Disabled" disabled
        style="width: 48px; height: 28px; border: 0; background: #f1e8db"></button>
    </main>`);
  const findings = await nonTextContrastFindings(page);
  expect(findings.map((f) => f.html)).toEqual([expect.stringContaining('Old off switch')]);
  expect(findings[0]!.ratio).toBeCloseTo(1.2, 1);
});

test('gentle replies: kept after the chat that started them is deleted, ended in Settings after a confirmation', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/chat');
  await expect(log(page).getByText(GREETING)).toBeVisible();
  await composer(page).fill('He hit me last night and I am scared to go home.');
  await composer(page).press('Enter');
  await expect(log(page).getByText('Help and safety')).toBeVisible({ timeout: 15_000 });
  await expect(log(page)).toContainText('999');

  // Deleted, as someone whose phone is checked would: gentle replies stay on the account.
  const sidebar = page.getByRole('navigation', { name: 'Conversations' });
  await sidebar.getByRole('link', { name: 'New Chat' }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this conversation?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('heading', { name: 'No chat selected' })).toBeVisible();

  await page.goto('/settings?tab=memory');
  const gentle = page.getByRole('region', { name: 'How your coach replies' });
  await expect(gentle).toContainText('Your coach has kept its replies gentle since');
  expect(await axeViolations(page)).toEqual([]);

  await gentle.getByRole('button', { name: 'Go back to usual replies' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Go back to usual replies?' });
  await expect(dialog).toContainText('coach as usual again in every conversation');
  await expect(dialog.getByRole('button', { name: 'Keep gentle replies' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(gentle).toBeVisible();

  await gentle.getByRole('button', { name: 'Go back to usual replies' }).click();
  await dialog.getByRole('button', { name: 'Go back to usual replies' }).click();
  await expect(page.getByText('Your coach will reply as usual again')).toBeVisible();
  await expect(gentle).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'What your coach remembers' })).toBeVisible();
  await expect(gentle).toBeHidden();
});
