import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillingStatus } from '#shared/billing.ts';
import { planFor } from '#shared/plans.ts';
import { apiError, json, mockApi } from '#web/test/mock-api.ts';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import { PlanBillingDetails } from './plan-tab-billing.tsx';
import { PlanSummary } from './plan-tab-summary.tsx';
import { PremiumOfferCard } from './premium-offer-card.tsx';
import { rememberPlanBeforePortal } from './portal-return.ts';

const subscription: NonNullable<BillingStatus['subscription']> = {
  status: 'trialing',
  amountPence: 4900,
  trialEnd: '2030-03-03T00:00:00.000Z',
  currentPeriodEnd: '2030-03-03T00:00:00.000Z',
  cancelAtPeriodEnd: true,
  pastDue: false,
};
const status = (sub: Partial<typeof subscription> = {}): BillingStatus => ({
  role: 'premium',
  provider: 'test',
  payer: true,
  sharedByOwner: false,
  subscription: { ...subscription, ...sub },
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('Settings -> Plan after cancelling (docs/product/rulings.md#cancelling-keeps-premium-to-the-periods-end)', () => {
  const renderDetails = () =>
    renderRoutes(
      [
        {
          path: '/settings',
          Component: () => (
            <PlanBillingDetails subscription={subscription} onFixPayment={() => undefined} fixing={false} />
          ),
        },
      ],
      { initialEntries: ['/settings'], session: createUser({ role: 'premium' }) },
    );

  it('shows "Premium until {date}" and resumes with a toast', async () => {
    const api = mockApi({
      'POST /api/billing/resume': json({ resumed: true, role: 'premium' }),
      'GET /api/billing/status': json(status({ cancelAtPeriodEnd: false })),
    });
    const { user } = renderDetails();
    expect(screen.getByText('Premium until 3 March 2030')).toBeInTheDocument();
    // Cancelled: no next charge and no trial-end promise of one.
    expect(screen.queryByText(/Next charge/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByText('Your subscription will continue')).toBeInTheDocument();
    expect(api.fetch.mock.calls.some(([input]) => String(input).endsWith('/api/billing/resume'))).toBe(true);
  });

  it('says why resuming failed', async () => {
    mockApi({
      'POST /api/billing/resume': apiError(
        409,
        'nothing_to_resume',
        'There is no cancelled subscription to resume.',
      ),
    });
    const { user } = renderDetails();
    await user.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByText('Could not resume your subscription')).toBeInTheDocument();
    expect(screen.getByText('There is no cancelled subscription to resume.')).toBeInTheDocument();
  });
});

describe('back from the billing portal', () => {
  const renderSummary = (current: BillingStatus) =>
    renderRoutes(
      [{ path: '/settings', Component: () => <PlanSummary plan={planFor('premium')} status={current} /> }],
      { initialEntries: ['/settings'], session: createUser({ role: 'premium' }) },
    );

  it('toasts a cancellation with the date access ends, once', async () => {
    rememberPlanBeforePortal(status({ cancelAtPeriodEnd: false }));
    const api = mockApi({
      'POST /api/billing/refresh': json({ role: 'premium' }),
      'GET /api/billing/status': json(status({ cancelAtPeriodEnd: true })),
    });
    renderSummary(status());
    expect(await screen.findByText('Your subscription is cancelled')).toBeInTheDocument();
    expect(
      screen.getByText('Premium stays until 3 March 2030. You can resume it here until then.'),
    ).toBeInTheDocument();
    // The provider is asked first (its webhook may still be on its way).
    expect(String(api.fetch.mock.calls[0]![0])).toMatch(/\/api\/billing\/refresh$/);
    expect(sessionStorage.length).toBe(0);
  });

  it('toasts a resumption', async () => {
    rememberPlanBeforePortal(status({ cancelAtPeriodEnd: true }));
    mockApi({
      'POST /api/billing/refresh': json({ role: 'premium' }),
      'GET /api/billing/status': json(status({ cancelAtPeriodEnd: false })),
    });
    renderSummary(status({ cancelAtPeriodEnd: false }));
    expect(await screen.findByText('Your subscription will continue')).toBeInTheDocument();
  });

  it('says nothing on a visit that is not a return from the portal', async () => {
    const api = mockApi({});
    renderSummary(status());
    expect(screen.getByText('Premium')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });
});

describe('the trial on /pricing and /upgrade (docs/product/rulings.md#the-trial-once)', () => {
  const renderOffer = (session: ReturnType<typeof createUser> | null) =>
    renderRoutes([{ path: '/pricing', Component: () => <PremiumOfferCard source="pricing" /> }], {
      initialEntries: ['/pricing'],
      session,
    });

  it('is not advertised to someone who already had it', async () => {
    const api = mockApi({ 'GET /api/billing/trial': json({ eligible: false, trialDays: 0 }) });
    renderOffer(createUser());
    await vi.waitFor(() => expect(api.fetch).toHaveBeenCalled());
    expect(await screen.findByText('Cancel anytime')).toBeInTheDocument();
    expect(screen.queryByText(/free trial/)).toBeNull();
  });

  it('is advertised to a signed-in user who can have it, and to a visitor', async () => {
    mockApi({ 'GET /api/billing/trial': json({ eligible: true, trialDays: 7 }) });
    const { unmount } = renderOffer(createUser());
    expect(await screen.findByText('7-day free trial · Cancel anytime')).toBeInTheDocument();
    unmount();
    const api = mockApi({});
    renderOffer(null);
    expect(screen.getByText('7-day free trial · Cancel anytime')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
