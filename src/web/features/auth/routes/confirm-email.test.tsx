import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '#web/test/mock-api.ts';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import ConfirmEmailPage from './confirm-email.tsx';

const VERIFY = 'GET /api/auth/verify-email';

function renderPage() {
  return renderRoutes(
    [
      { path: '/confirm-email', Component: ConfirmEmailPage },
      { path: '/login', Component: () => <h1>Login page</h1> },
      { path: '/dashboard', Component: () => <h1>Dashboard page</h1> },
      { path: '/reset-password', Component: () => <h1>Reset password page</h1> },
    ],
    { initialEntries: ['/confirm-email?token=abc'], session: null },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the confirmation page', () => {
  it('opened in the browser signed in to the account: it is ready and the way on is the dashboard', async () => {
    mockApi({
      [VERIFY]: json({ status: true, user: null }),
      'GET /api/account/me': json({ user: createUser() }),
    });
    renderPage();
    expect(
      await screen.findByText('Thank you. Your account is ready, and you are signed in.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('a link used before, in a signed-out browser: confirmed, and "Sign in" rather than a false "signed in"', async () => {
    mockApi({
      [VERIFY]: json({ status: true, user: null }),
      'GET /api/account/me': json({ user: null }),
    });
    const { user } = renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Your e-mail address is confirmed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Thank you. Your e-mail address is confirmed. Please sign in to continue.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/you are signed in/)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('opened where the account is not signed in: confirmed, and the owner is asked to choose a password', async () => {
    mockApi({
      [VERIFY]: json({ status: true, user: null, passwordToken: 'choose-token' }),
      'GET /api/account/me': json({ user: null }),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Your e-mail address is confirmed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Thank you. Your e-mail address is confirmed. To keep your account yours, please choose your password now: the link was opened where you are not signed in.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/you are signed in\./)).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose a password' })).toHaveAttribute(
      'href',
      '/reset-password?token=choose-token',
    );
  });
});
