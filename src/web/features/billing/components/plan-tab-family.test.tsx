// Settings -> Plan's family edges (docs/product/rulings.md#family): a free user waiting for an
// inviter's approval, and a payer whose Premium ended with a partner still attached.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillingStatus } from '#shared/billing.ts';
import { json, mockApi } from '#web/test/mock-api.ts';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import { PlanTab } from './plan-tab.tsx';

vi.mock('./plan-tab-navigation.ts', () => ({ goToUrl: vi.fn(), reloadPage: vi.fn() }));

const FREE: BillingStatus = {
  role: 'free',
  provider: 'test',
  payer: false,
  sharedByOwner: false,
  subscription: null,
};

const family = (overrides: object = {}) => ({
  owner: null,
  members: [],
  invites: [],
  canInvite: false,
  waitingFor: null,
  ...overrides,
});

function renderTab() {
  return renderRoutes([{ path: '/settings', Component: PlanTab }], {
    initialEntries: ['/settings'],
    session: createUser({ role: 'free' }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('PlanTab and the family plan', () => {
  it('a free user whose invitation waits for approval sees whose approval', async () => {
    mockApi({
      'GET /api/billing/status': json(FREE),
      'GET /api/family': json(family({ waitingFor: { firstName: 'Ruth' } })),
    });
    renderTab();
    expect(await screen.findByText("Waiting for Ruth's approval")).toBeInTheDocument();
    expect(screen.getByText('Free Plan')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Family plan' })).toBeNull();
  });

  it('a free user with a partner still attached sees the family card and can remove them', async () => {
    let removed = false;
    const api = mockApi({
      'GET /api/billing/status': json(FREE),
      'GET /api/family': () =>
        json(
          family({
            members: removed
              ? []
              : [{ id: 'partner-1', firstName: 'Ben', lastName: 'Hope', email: 'ben@example.com' }],
          }),
        ),
      'DELETE /api/family/members/partner-1': () => {
        removed = true;
        return json(null, 204);
      },
    });
    const { user } = renderTab();
    expect(await screen.findByRole('heading', { name: 'Family plan' })).toBeInTheDocument();
    expect(
      screen.getByText(/Your Premium plan has ended, so your partner no longer shares it/),
    ).toBeInTheDocument();
    expect(screen.getByText(/ben@example\.com/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Partner’s email')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    // Said even though the card itself goes away with the partner.
    expect(await screen.findByText('Partner removed from your plan')).toBeInTheDocument();
    expect(api.fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Family plan' })).toBeNull());
  });

  it('a free user with no family sees no family card and no waiting notice', async () => {
    mockApi({ 'GET /api/billing/status': json(FREE), 'GET /api/family': json(family()) });
    renderTab();
    expect(await screen.findByRole('link', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Family plan' })).toBeNull();
    expect(screen.queryByText(/Waiting for/)).toBeNull();
  });
});
