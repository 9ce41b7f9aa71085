import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillingStatus } from '#shared/billing.ts';
import type { Role } from '#shared/plans.ts';
import { apiError, json, mockApi } from '#web/test/mock-api.ts';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import { PlanTab } from './plan-tab.tsx';
import { goToUrl, reloadPage } from './plan-tab-navigation.ts';

vi.mock('./plan-tab-navigation.ts', () => ({ goToUrl: vi.fn(), reloadPage: vi.fn() }));

const STATUS = 'GET /api/billing/status';
const REFRESH = 'POST /api/billing/refresh';
const PORTAL = 'POST /api/billing/portal';

function status(overrides: Partial<BillingStatus> = {}): BillingStatus {
  return {
    role: 'free',
    provider: 'test',
    payer: false,
    sharedByOwner: false,
    subscription: null,
    ...overrides,
  };
}

const payer = status({
  role: 'premium',
  payer: true,
  subscription: {
    status: 'active',
    amountPence: 4900,
    trialEnd: null,
    currentPeriodEnd: '2030-03-03T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    pastDue: false,
  },
});

function renderTab(role: Role) {
  return renderRoutes(
    [
      { path: '/settings', Component: PlanTab },
      { path: '/pricing', Component: () => <p>Pricing page</p> },
    ],
    { initialEntries: ['/settings'], session: createUser({ role }) },
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(goToUrl).mockClear();
  vi.mocked(reloadPage).mockClear();
});

describe('PlanTab', () => {
  it('free: badge, limits, the upgrade hint and "Upgrade to Premium"', async () => {
    mockApi({ [STATUS]: json(status()) });
    renderTab('free');
    expect(screen.getByText('Free Plan')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'What your plan includes' })).toHaveTextContent('10');
    expect(screen.getByText(/Upgrade to Premium for unlimited coaching/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('button', { name: 'Refresh Status' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage Subscription' })).toBeNull();
  });

  it('payer: entitlements, next charge, test-mode billing note, family section and the portal', async () => {
    mockApi({
      [STATUS]: json(payer),
      'GET /api/family': json({ owner: null, members: [], invites: [], canInvite: true }),
      [PORTAL]: json({ url: '/api/billing/test/portal/cus_1' }),
    });
    const { user } = renderTab('premium');
    expect(screen.getByText('Premium')).toBeInTheDocument();
    expect(screen.getByText('unlimited messages')).toBeInTheDocument();
    expect(await screen.findByText('Next charge: £49 on 3 March 2030.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Billing Management' })).toBeInTheDocument();
    expect(screen.getByText(/test mode/)).toBeInTheDocument();
    expect(await screen.findByLabelText('Partner’s email')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Manage Subscription' }));
    await vi.waitFor(() => expect(goToUrl).toHaveBeenCalledWith('/api/billing/test/portal/cus_1'));
  });

  it('member: the plan is shared by the owner, no "Manage Subscription", a way to leave', async () => {
    mockApi({
      [STATUS]: json(status({ role: 'premium', sharedByOwner: true })),
      'GET /api/family': json({
        owner: { firstName: 'Ruth', lastName: 'Hope' },
        members: [],
        invites: [],
        canInvite: false,
      }),
    });
    renderTab('premium');
    expect(
      await screen.findByText(
        'Your Premium plan is shared with you by Ruth Hope, who manages the subscription.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave family plan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage Subscription' })).toBeNull();
    expect(screen.queryByLabelText('Partner’s email')).toBeNull();
  });

  it('refresh: a role change to free toasts and reloads after 1.5 s', async () => {
    mockApi({
      [STATUS]: json(payer),
      'GET /api/family': json({ owner: null, members: [], invites: [], canInvite: true }),
      [REFRESH]: json({ role: 'free' }),
    });
    const { user } = renderTab('premium');
    await user.click(screen.getByRole('button', { name: 'Refresh Status' }));
    expect(await screen.findByText('Subscription status updated')).toBeInTheDocument();
    expect(screen.getByText('Your subscription has been canceled or expired.')).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), { timeout: 2500 });
  });

  it('refresh: premium confirmed, up to date, and failure toasts', async () => {
    const answers = [json({ role: 'premium' }), json({ role: 'free' }), apiError(500, 'internal', 'Boom')];
    mockApi({ [STATUS]: json(status()), [REFRESH]: () => answers.shift() ?? json({}) });
    const { user } = renderTab('free');
    const refresh = () => user.click(screen.getByRole('button', { name: 'Refresh Status' }));
    await refresh();
    expect(await screen.findByText('Premium status confirmed!')).toBeInTheDocument();
    await refresh();
    expect(await screen.findByText('Your free status is up to date')).toBeInTheDocument();
    await refresh();
    expect(await screen.findByText('Failed to refresh subscription status')).toBeInTheDocument();
    expect(screen.getByText('Please try again or contact support.')).toBeInTheDocument();
  });

  it('portal without a subscription: info toast, then /pricing after 2 s', async () => {
    mockApi({
      [STATUS]: json(status({ role: 'basic', payer: true })),
      [PORTAL]: json({ needsSubscription: true, redirectUrl: '/pricing' }),
    });
    const { user } = renderTab('basic');
    await user.click(await screen.findByRole('button', { name: 'Manage Subscription' }));
    expect(await screen.findByText('You need to subscribe first')).toBeInTheDocument();
    expect(screen.queryByText('Pricing page')).toBeNull();
    expect(await screen.findByText('Pricing page', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  // docs/product/specification.md#plans-and-checkout
  it('portal failure shows the specified toast', async () => {
    mockApi({
      [STATUS]: json(payer),
      'GET /api/family': json({ owner: null, members: [], invites: [], canInvite: true }),
      [PORTAL]: apiError(500, 'internal', 'Boom'),
    });
    const { user } = renderTab('premium');
    await user.click(await screen.findByRole('button', { name: 'Manage Subscription' }));
    expect(await screen.findByText('Failed to open subscription management portal')).toBeInTheDocument();
    expect(
      screen.getByText('There was a problem accessing your subscription. Please try again.'),
    ).toBeInTheDocument();
  });
});
