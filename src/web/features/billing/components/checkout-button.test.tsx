import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi } from '#web/test/mock-api.ts';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import { CheckoutButton } from './checkout-button.tsx';
import { redirectToPayment } from './redirect-to-payment.ts';

vi.mock('./redirect-to-payment.ts', () => ({ redirectToPayment: vi.fn(() => () => undefined) }));

const CHECKOUT = 'POST /api/billing/checkout';

function renderButton(
  session: ReturnType<typeof createUser> | null,
  source: 'pricing' | 'upgrade' = 'pricing',
) {
  return renderRoutes(
    [
      { path: '/pricing', Component: () => <CheckoutButton source={source} /> },
      { path: '/login', Component: () => <p>Login page</p> },
    ],
    { initialEntries: ['/pricing'], session },
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(redirectToPayment).mockClear();
});

describe('CheckoutButton', () => {
  it('reads "Processing..." while busy, then redirects to the payment page', async () => {
    let answer!: (response: Response) => void;
    const api = mockApi({ [CHECKOUT]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user } = renderButton(createUser());
    await user.click(screen.getByRole('button', { name: 'Start Your First Conversation Today' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(api.bodies(CHECKOUT)).toEqual([{ source: 'pricing' }]);
    await act(async () => answer(json({ url: '/api/billing/test/checkout/cs_1' })));
    expect(redirectToPayment).toHaveBeenCalledWith('/api/billing/test/checkout/cs_1', expect.any(Function));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('shows the "Complete Payment" link and a toast when the redirect is blocked', async () => {
    mockApi({ [CHECKOUT]: json({ url: 'https://pay.example/cs_2' }) });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    vi.mocked(redirectToPayment).mockImplementationOnce((_url, onBlocked) => {
      onBlocked();
      return () => undefined;
    });
    const { user } = renderButton(createUser());
    await user.click(screen.getByRole('button', { name: 'Start Your First Conversation Today' }));
    expect(await screen.findByRole('link', { name: 'Complete Payment' })).toHaveAttribute(
      'href',
      'https://pay.example/cs_2',
    );
    expect(open).toHaveBeenCalledWith('https://pay.example/cs_2', '_blank', 'noopener');
    expect(await screen.findByText('Redirect blocked')).toBeInTheDocument();
    expect(screen.getByText('Please click the link below to complete your payment.')).toBeInTheDocument();
  });

  it('shows a disabled "Current Plan" to a premium user', () => {
    mockApi({});
    renderButton(createUser({ role: 'premium' }));
    expect(screen.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Start Your First Conversation Today' })).toBeNull();
  });

  it('sends a visitor to /login with a toast, and offers "Begin Your Journey"', async () => {
    const api = mockApi({});
    const { user } = renderButton(null);
    expect(screen.getByRole('link', { name: 'Begin Your Journey' })).toHaveAttribute('href', '/signup');
    await user.click(screen.getByRole('button', { name: 'Start Your First Conversation Today' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.getByText('Please log in first')).toBeInTheDocument();
    expect(screen.getByText('You need to be logged in to subscribe to premium.')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('on a log-in failure says so and goes to /login after 2 s', async () => {
    mockApi({ [CHECKOUT]: apiError(400, 'session_stale', 'Please log in again and try again.') });
    const { user } = renderButton(createUser());
    await user.click(screen.getByRole('button', { name: 'Start Your First Conversation Today' }));
    expect(await screen.findByText('Failed to start checkout process')).toBeInTheDocument();
    expect(screen.getByText('Please log in and try again.')).toBeInTheDocument();
    expect(screen.queryByText('Login page')).toBeNull();
    expect(await screen.findByText('Login page', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('on another failure asks to try later and stays', async () => {
    mockApi({ [CHECKOUT]: apiError(500, 'internal', 'Something broke.') });
    const { user } = renderButton(createUser());
    await user.click(screen.getByRole('button', { name: 'Start Your First Conversation Today' }));
    expect(await screen.findByText('Please try again later or contact support.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Your First Conversation Today' })).toBeEnabled();
  });

  it('on /upgrade shows the upgrade failure toast', async () => {
    mockApi({ [CHECKOUT]: apiError(500, 'internal', 'Something broke.') });
    const { user } = renderButton(createUser(), 'upgrade');
    await user.click(screen.getByRole('button', { name: 'Start Your First Conversation Today' }));
    expect(await screen.findByText('Failed to upgrade plan')).toBeInTheDocument();
    expect(
      screen.getByText('There was an issue processing your request. Please try again.'),
    ).toBeInTheDocument();
  });

  it('points an existing subscriber to Settings -> Plan', async () => {
    mockApi({ [CHECKOUT]: apiError(409, 'already_subscribed', 'You already have an active subscription.') });
    const { user } = renderButton(createUser({ role: 'basic' }));
    await user.click(screen.getByRole('button', { name: 'Start Your First Conversation Today' }));
    expect(await screen.findByText('You can manage it in Settings -> Plan.')).toBeInTheDocument();
  });

  it.each(['pricing', 'upgrade'] as const)(
    'says "Account issue" when the account has no valid e-mail address (from /%s)',
    async (source) => {
      mockApi({
        [CHECKOUT]: apiError(
          400,
          'account_issue',
          "Account issue: Your account doesn't have a valid email address. Please contact support.",
        ),
      });
      const { user } = renderButton(createUser(), source);
      await user.click(screen.getByRole('button', { name: 'Start Your First Conversation Today' }));
      expect(await screen.findByText('Account issue')).toBeInTheDocument();
      expect(
        screen.getByText("Your account doesn't have a valid email address. Please contact support."),
      ).toBeInTheDocument();
      expect(screen.queryByText('Failed to start checkout process')).toBeNull();
      expect(screen.queryByText('Failed to upgrade plan')).toBeNull();
    },
  );
});
