import { signIn, signUp } from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';

// docs/product/rulings.md#session-loss: a session that ends elsewhere (Sign Out on another device ends them
// all) signs the user out here too, at the next API answer or when the tab becomes visible again, and
// /login brings them back to where they were.
test.use({ allowedConsoleErrors: [/status of 401/] });

test('a session ended on another device sends this tab to /login, and signing in returns to it', async ({
  page,
  browser,
}) => {
  // Two devices, each signing in (password hashing included): more than one journey's usual time.
  test.slow();
  const account = await signUp(page);
  await page.goto('/settings?tab=notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();

  // The other device: signs in, then signs out, which ends every session of the account.
  const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.99.0.1' } });
  const otherPage = await other.newPage();
  await signIn(otherPage, account);
  await otherPage.getByRole('banner').getByRole('button', { name: account.firstName }).click();
  await otherPage.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(otherPage.getByText('You have been logged out')).toBeVisible();
  await other.close();

  // Back in this tab, which the user returns to: the session is checked again and found gone.
  // (visibilitychange bubbles from the document to the window, where the query client listens.)
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, account, /\/settings\?tab=notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
});

test('a 401 from the API in the middle of a session goes to /login with the page remembered', async ({
  page,
}) => {
  const account = await signUp(page);
  await page.goto('/chat');
  await expect(page.getByRole('textbox', { name: 'Message your coach' })).toBeVisible();
  const chatUrl = new URL(page.url());

  // The session ends without this tab hearing of it.
  const signOut = await page.request.post('/api/auth/sign-out', {
    headers: { origin: chatUrl.origin },
    data: {},
  });
  expect(signOut.status(), await signOut.text()).toBe(200);

  // The next thing the page asks the API for answers 401.
  await page.getByRole('textbox', { name: 'Message your coach' }).fill('Are you still there?');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, account, /\/chat(\?c=[^&]+)?$/);
});
