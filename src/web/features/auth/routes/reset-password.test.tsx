import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import ResetPasswordPage from './reset-password.tsx';

const CHECK = 'POST /api/auth/check-reset-token';

function renderPage(url: string) {
  return renderRoutes(
    [
      { path: '/reset-password', Component: ResetPasswordPage },
      { path: '/forgot-password', Component: () => <h1>Forgot password page</h1> },
    ],
    { initialEntries: [url], session: null },
  );
}

afterEach(() => vi.unstubAllGlobals());

// docs/product/rulings.md#reset-password-page
describe('the reset page', () => {
  it('checks the link on opening: a used or expired one says so at once, with a way to a new link', async () => {
    const api = mockApi({ [CHECK]: json({ usable: false }) });
    const { user } = renderPage('/reset-password?token=used-token');

    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(api.bodies(CHECK)).toEqual([{ token: 'used-token' }]);
    await user.click(screen.getByRole('link', { name: 'Request a new reset link' }));
    expect(await screen.findByRole('heading', { name: 'Forgot password page' })).toBeInTheDocument();
  });

  it('shows the form for a link that still works', async () => {
    mockApi({ [CHECK]: json({ usable: true }) });
    renderPage('/reset-password?token=fresh-token');
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toBeInTheDocument();
  });

  it('still shows the form when the check cannot be made (the submit will tell)', async () => {
    mockApi({ [CHECK]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderPage('/reset-password?token=some-token');
    expect(await screen.findByLabelText('New password', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
