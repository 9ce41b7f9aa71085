import {
  forgetSession,
  latestMail,
  linkTo,
  newAccount,
  openMailbox,
  signIn,
  signUp,
} from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';

test('sign up lands on /pricing signed in, and Sign Out ends the session', async ({ page }) => {
  const account = await signUp(page);
  await expect(page.getByText('Account created successfully!')).toBeVisible();

  // The bar now shows the signed-in links and the account menu with the first name and plan.
  const nav = page.getByRole('banner');
  await expect(nav.getByRole('link', { name: 'Upgrade' })).toBeVisible();
  await nav.getByRole('button', { name: account.firstName }).click();
  await expect(page.getByRole('menu').getByText('Free Plan')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();

  await expect(page.getByText('You have been logged out')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a protected page while signed out asks to log in, then returns there after sign-in', async ({
  page,
}) => {
  const account = await signUp(page);
  await forgetSession(page);

  await page.goto('/settings?tab=account');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Authentication required')).toBeVisible();
  await expect(page.getByText('Please log in to access this page.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();

  await signIn(page, account, /\/settings\?tab=account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Account', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Signing out from a signed-in page (the app frame's account menu) goes home, not to /login.
  await page.getByRole('banner').getByRole('button', { name: account.firstName }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('You have been logged out')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Authentication required')).toHaveCount(0);
});

test('/chat while signed out goes to /login, and a signed-in visitor to /login goes on', async ({ page }) => {
  const account = await signUp(page);
  await forgetSession(page);
  await page.goto('/chat');
  await expect(page).toHaveURL(/\/login$/);
  // The chat page adds the open conversation to the address (?c=...).
  await signIn(page, account, /\/chat(\?c=[^&]+)?$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${account.firstName}` })).toBeVisible();
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/pricing$/);
});

test.describe('refused sign-ins', () => {
  // The browser logs every 4xx answer as a console error; these are the ones this journey expects.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('a wrong password shows the red notice and the toast, and the form can be tried again', async ({
    page,
  }) => {
    const account = await signUp(page);
    await forgetSession(page);
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('Not-The-Right-One-9');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid email or password. Please try again.' }),
    ).toBeVisible();
    await expect(page.getByText('Login failed')).toBeVisible();
    await signIn(page, account);
  });
});

test('the confirmation e-mail link confirms the address in the browser that signed up, and signs nobody in', async ({
  page,
  request,
}) => {
  const account = await signUp(page);
  await page.goto('/dashboard');
  await expect(
    page.getByText('Please confirm your e-mail address using the link we sent you.'),
  ).toBeVisible();
  const mail = await latestMail(request, account.email);

  // Opened where the account is signed in: the password and the session stay.
  await page.goto(linkTo(mail, '/confirm-email'));
  const confirmed = page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' });
  await expect(confirmed).toBeVisible();
  // Focus moves to the heading for a screen reader, but a heading is not a control: no focus ring on it.
  await expect(confirmed).toBeFocused();
  await expect(confirmed).toHaveCSS('outline-style', 'none');
  await expect(page.getByText('Your account is ready, and you are signed in.')).toBeVisible();
  // A control still shows the ring when the keyboard reaches it.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Continue to Dashboard' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Continue to Dashboard' })).toHaveCSS('outline-style', 'solid');
  await page.getByRole('link', { name: 'Continue to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${account.firstName}` })).toBeVisible();
  await expect(page.getByText('Please confirm your e-mail address using the link we sent you.')).toHaveCount(
    0,
  );

  // The same link again in a signed-out browser confirms nothing new and signs nobody in: it says the
  // address is confirmed and offers to sign in, never "you are signed in".
  await forgetSession(page);
  await page.goto(linkTo(mail, '/confirm-email'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
  ).toBeVisible();
  await expect(page.getByText('Please sign in to continue.')).toBeVisible();
  await expect(page.getByText(/you are signed in/)).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, account);
});

test.describe('the confirmation link opened elsewhere', () => {
  test.use({ allowedConsoleErrors: [/status of 40[01]/] });

  // Pre-account hijacking (docs/security.md): the link proves the mailbox, not the password.
  test('confirms the address, signs nobody in, and the owner chooses the password; the one from before no longer works', async ({
    page,
    request,
  }) => {
    const account = await signUp(page);
    const mail = await latestMail(request, account.email);
    await forgetSession(page);

    await page.goto(linkTo(mail, '/confirm-email'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
    ).toBeVisible();
    await expect(page.getByText('To keep your account yours, please choose your password now')).toBeVisible();
    await expect(page.getByText(/you are signed in/)).toHaveCount(0);
    await page.getByRole('link', { name: 'Choose a password' }).click();
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    const ownPassword = 'Owners-Own-Lantern-5';
    await page.getByLabel('New password', { exact: true }).fill(ownPassword);
    await page.getByLabel('Confirm new password').fill(ownPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated successfully.')).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(
      page.getByRole('main').getByText('Invalid email or password. Please try again.'),
    ).toBeVisible();
    await signIn(page, { email: account.email, password: ownPassword });
  });
});

test.describe('password reset', () => {
  test.use({ allowedConsoleErrors: [/status of 40[01]/] });

  test('forgot password: the e-mailed link sets a new password that signs in; the old one no longer does', async ({
    page,
    request,
  }) => {
    const account = await signUp(page);
    const signupMail = await latestMail(request, account.email);
    await forgetSession(page);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Reset link sent!' })).toBeVisible();
    await expect(page.getByText('Please check your email for reset instructions.').first()).toBeVisible();

    // The mail, as a developer reads it: the local mailbox lists it with its links; open it and
    // follow the reset link shown there.
    await latestMail(request, account.email, signupMail.id);
    await openMailbox(page);
    const row = page
      .getByRole('row')
      .filter({ hasText: account.email })
      .filter({ hasText: 'Reset your Peace Coach password' });
    await expect(row.getByRole('link', { name: /\/reset-password\?token=/ })).toBeVisible();
    await row.getByRole('link', { name: 'Reset your Peace Coach password' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reset your Peace Coach password' }),
    ).toBeVisible();
    const resetLink = page
      .getByRole('region', { name: 'Links in this e-mail' })
      .getByRole('link', { name: /\/reset-password\?token=/ });
    const resetUrl = new URL((await resetLink.getAttribute('href'))!);
    await resetLink.click();
    await expect(page).toHaveURL(resetUrl.href);
    const newPassword = 'Gentle-Harbour-Evening-7';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated successfully.')).toBeVisible();

    // The link works once, and a used link says so as the page opens: no form to fill in first.
    await page.goto(resetUrl.pathname + resetUrl.search);
    await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );

    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(
      page.getByRole('main').getByText('Invalid email or password. Please try again.'),
    ).toBeVisible();

    await signIn(page, { email: account.email, password: newPassword });
  });
});

test.describe('a weak password', () => {
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('is said once, under the password field, which is marked invalid and focused', async ({ page }) => {
    const account = newAccount();
    await page.goto('/signup');
    await page.getByLabel('First name').fill(account.firstName);
    await page.getByLabel('Last name').fill(account.lastName);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('password123');
    await page.getByLabel('Confirm password').fill('password123');
    await page.getByRole('button', { name: 'Create Account' }).click();

    const password = page.getByLabel('Password', { exact: true });
    const reason = 'This password is one of the most commonly used, so it is easy to guess.';
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toBeFocused();
    await expect(password).toHaveAccessibleDescription(/one of the most commonly used/);
    // Once: not again in a banner, nor in a toast.
    await expect(page.getByText(reason)).toHaveCount(1);
    await expect(page.getByText('Signup failed')).toHaveCount(0);
    await expect(page).toHaveURL(/\/signup$/);
  });
});

// docs/product/specification.md#sign-in-and-sign-up
test('sign-up validation messages are the specified texts', async ({ page }) => {
  await page.goto('/signup?invite=FAMILY-123');
  await expect(page.getByLabel('Invitation code (optional)')).toHaveValue('FAMILY-123');
  const account = newAccount();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(`${account.password}-x`);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('First name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByLabel('First name')).toBeFocused();
});

test('the landing page opens without the query library, and Login from its bar loads it and signs in', async ({
  page,
}) => {
  const account = await signUp(page);
  await page.getByRole('banner').getByRole('button', { name: account.firstName }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('You have been logged out')).toBeVisible();

  // A fresh load of the landing page, as a visitor's first: the page fetches nothing but the session.
  // (Its prompts stay away: they have their own journeys.)
  await page.addInitScript(() => {
    for (const key of ['exitIntentDismissed', 'floatingCaptureDismissed', 'scrollCaptureDismissed'])
      localStorage.setItem(key, 'true');
  });
  const queryClientRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/app-query-client-[^/]+\.js$/.test(request.url())) queryClientRequests.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const nav = page.getByRole('banner');
  await expect(nav.getByRole('link', { name: 'Get Started' })).toBeVisible();
  expect(queryClientRequests).toEqual([]);

  await nav.getByRole('link', { name: 'Login' }).click();
  // The address changes as the navigation starts; the page renders once the client has loaded.
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(queryClientRequests).toHaveLength(1);
  await signIn(page, account);

  // Signed in, a fresh landing page knows it without the library: the bar shows the account menu. It
  // opens in a tab of its own: the dashboard that signing in opened may still be fetching its code here.
  const landing = await page.context().newPage();
  const landingRequests: string[] = [];
  landing.on('request', (request) => {
    if (/\/assets\/app-query-client-[^/]+\.js$/.test(request.url())) landingRequests.push(request.url());
  });
  await landing.goto('/');
  await expect(landing.getByRole('banner').getByRole('button', { name: account.firstName })).toBeVisible();
  await landing.waitForLoadState('networkidle');
  expect(landingRequests).toEqual([]);
});
