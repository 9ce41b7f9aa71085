import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi } from '#web/test/mock-api.ts';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

const RESET = 'POST /api/auth/request-password-reset';
const renderForm = () =>
  renderRoutes([{ path: '/', Component: () => <ChangePasswordForm email="grace@example.com" /> }], {
    session: createUser({ email: 'grace@example.com' }),
  });

afterEach(() => vi.unstubAllGlobals());

describe('a forgotten current password', () => {
  it('e-mails a reset link to the account address and says so', async () => {
    const api = mockApi({ [RESET]: json({ status: true }) });
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Email me a reset link' }));
    expect(await screen.findByText('Password reset email sent')).toBeInTheDocument();
    expect(screen.getByText('Check your email for a password reset link.')).toBeInTheDocument();
    expect(api.bodies(RESET)).toEqual([{ email: 'grace@example.com' }]);
  });

  it('says when the e-mail could not be sent', async () => {
    mockApi({ [RESET]: apiError(429, 'rate_limited', 'Too many requests.') });
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Email me a reset link' }));
    expect(await screen.findByText('Password reset failed')).toBeInTheDocument();
    expect(screen.getByText('There was a problem sending the reset email.')).toBeInTheDocument();
  });
});
