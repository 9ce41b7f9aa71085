import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { POST_LOGIN_DELAY_MS, LoginForm } from './login-form.tsx';

const SIGN_IN = 'POST /api/auth/sign-in/email';

function renderForm(onSuccess = vi.fn()) {
  const view = renderRoutes([{ path: '/login', Component: () => <LoginForm onSuccess={onSuccess} /> }], {
    initialEntries: ['/login'],
    session: null,
  });
  return { ...view, onSuccess };
}

async function fillAndSubmit(user: ReturnType<typeof renderForm>['user'], password = 'Quiet-River-42') {
  await user.type(screen.getByLabelText('Email'), 'grace@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LoginForm', () => {
  // docs/product/specification.md#login, docs/product/specification.md#sign-in-and-sign-up
  it('starts with "Remember me for 7 days" checked and shows the specified messages for invalid input', async () => {
    mockApi({});
    const { user } = renderForm();
    expect(screen.getByLabelText('Remember me for 7 days')).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/forgot-password');

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const email = screen.getByLabelText('Email');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveFocus();
  });

  it('reads "Signing In..." while the request runs and sends the remember-me choice', async () => {
    let answer!: (response: Response) => void;
    const api = mockApi({ [SIGN_IN]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user } = renderForm();
    await user.click(screen.getByLabelText('Remember me for 7 days'));
    await fillAndSubmit(user);

    const button = await screen.findByRole('button', { name: 'Signing In...' });
    expect(button).toBeDisabled();
    expect(api.bodies(SIGN_IN)).toEqual([
      { email: 'grace@example.com', password: 'Quiet-River-42', rememberMe: false },
    ]);
    answer(apiError(401, 'invalid_credentials', 'Invalid email or password. Please try again.'));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('shows the red notice and the "Login failed" toast for wrong credentials', async () => {
    mockApi({ [SIGN_IN]: apiError(401, 'invalid_credentials', 'Wrong e-mail or password.') });
    const { user } = renderForm();
    await fillAndSubmit(user);

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Invalid email or password. Please try again.');
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Wrong e-mail or password.')).toBeInTheDocument();
  });

  it('shows the amber notice with a resend button when the e-mail is not confirmed', async () => {
    const api = mockApi({
      [SIGN_IN]: apiError(403, 'email_not_confirmed', 'Please confirm first.'),
      'POST /api/auth/send-verification-email': apiError(429, 'rate_limited', 'Too many attempts.'),
    });
    const { user } = renderForm();
    await fillAndSubmit(user);

    expect(
      await screen.findByText(
        'Your email address has not been confirmed yet. Please check your inbox and click the confirmation link before logging in.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Email not confirmed')).toBeInTheDocument();
    expect(
      screen.getByText('Please check your email inbox and confirm your account before logging in.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend confirmation e-mail' }));
    expect(await screen.findByText(/Please wait a minute/)).toBeInTheDocument();
    expect(api.bodies('POST /api/auth/send-verification-email')).toEqual([{ email: 'grace@example.com' }]);
  });

  it('clears the notice at the start of the next submit, even one that fails validation', async () => {
    mockApi({ [SIGN_IN]: apiError(401, 'invalid_credentials', 'Nope.') });
    const { user } = renderForm();
    await fillAndSubmit(user);
    expect(await screen.findByText('Invalid email or password. Please try again.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(screen.queryByText('Invalid email or password. Please try again.')).not.toBeInTheDocument(),
    );
  });

  it('on success toasts the welcome and leaves after 1 second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ [SIGN_IN]: json({ user: { id: 'u1', email: 'grace@example.com', firstName: 'Grace' } }) });
    const { user, onSuccess } = renderForm();
    await fillAndSubmit(user);

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(screen.getByText(/Welcome back, Grace/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    expect(onSuccess).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(POST_LOGIN_DELAY_MS);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});
