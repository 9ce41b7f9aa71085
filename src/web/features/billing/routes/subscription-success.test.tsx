import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi } from '#web/test/mock-api.ts';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import SubscriptionSuccessPage from './subscription-success.tsx';

const CONFIRM = 'POST /api/billing/confirm';
const ME = 'GET /api/account/me';

function renderPage(path = '/subscription-success?session_id=cs_test_1') {
  return renderRoutes(
    [
      { path: '/subscription-success', Component: SubscriptionSuccessPage },
      { path: '/dashboard', Component: () => <p>Dashboard page</p> },
    ],
    { initialEntries: [path], session: createUser() },
  );
}

/** Lets pending promises settle and moves the fake clock. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SubscriptionSuccessPage', () => {
  it('polls every 2 s until the role is premium, updates the session and continues to the dashboard', async () => {
    const answers = [
      { role: 'free', status: 'pending' },
      { role: 'free', status: 'pending' },
      { role: 'premium', status: 'complete' },
    ];
    const api = mockApi({
      [CONFIRM]: () => json(answers.shift() ?? { role: 'premium', status: 'complete' }),
      [ME]: json({ user: createUser({ role: 'premium' }) }),
    });
    const { queryClient } = renderPage();
    expect(screen.getByRole('heading', { name: 'Activating Your Premium Account' })).toBeInTheDocument();
    expect(screen.getByText('cs_test_1')).toBeInTheDocument();
    await advance(0);
    expect(api.bodies(CONFIRM)).toEqual([{ sessionId: 'cs_test_1' }]);
    await advance(2000);
    expect(api.bodies(CONFIRM)).toHaveLength(2);
    await advance(2000);
    expect(api.bodies(CONFIRM)).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Welcome to Premium!' })).toBeInTheDocument();
    expect(queryClient.getQueryData<{ user: { role: string } }>(['session', 'me'])?.user.role).toBe(
      'premium',
    );
    await advance(100);
    vi.useRealTimers();
    expect(await screen.findByText('Subscription updated')).toBeInTheDocument();
    expect(screen.getByText('Your account has been upgraded to Premium.')).toBeInTheDocument();

    await act(async () => screen.getByRole('button', { name: 'Continue to Dashboard' }).click());
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('fails after 20 s when the role never becomes premium', async () => {
    const api = mockApi({ [CONFIRM]: () => json({ role: 'free', status: 'pending' }) });
    renderPage();
    await advance(19_000);
    expect(screen.getByRole('heading', { name: 'Activating Your Premium Account' })).toBeInTheDocument();
    await advance(2000);
    expect(screen.getByRole('heading', { name: 'Activation Failed' })).toBeInTheDocument();
    expect(screen.getByText('Subscription activation failed. Please contact support.')).toBeInTheDocument();
    expect(api.bodies(CONFIRM).length).toBeLessThanOrEqual(11);
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByText('Order reference', { exact: false })).toBeInTheDocument();
  });

  it('still welcomes a confirmed payment when the account cannot be read again, and says so', async () => {
    mockApi({
      [CONFIRM]: json({ role: 'premium', status: 'complete' }),
      [ME]: apiError(500, 'internal', 'Something went wrong.'),
    });
    renderPage();
    await advance(0);
    // The session query tries a server error once more before giving up.
    await advance(3000);
    expect(screen.getByRole('heading', { name: 'Welcome to Premium!' })).toBeInTheDocument();
    vi.useRealTimers();
    expect(await screen.findByText('Failed to update subscription')).toBeInTheDocument();
    expect(screen.getByText('There was a problem updating your subscription.')).toBeInTheDocument();
  });

  it('shows the server message when the check fails', async () => {
    mockApi({ [CONFIRM]: apiError(404, 'not_found', 'We could not find that order.') });
    renderPage();
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Activation Failed' })).toBeInTheDocument();
    expect(
      screen.getByText('Failed to activate subscription: We could not find that order.'),
    ).toBeInTheDocument();
  });

  it('without a session id says so and asks nothing', () => {
    const api = mockApi({});
    renderPage('/subscription-success');
    expect(screen.getByRole('heading', { name: 'Activation Failed' })).toBeInTheDocument();
    expect(screen.getByText('No session ID found. Please try again or contact support.')).toBeInTheDocument();
    expect(screen.queryByText('Order reference', { exact: false })).toBeNull();
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
