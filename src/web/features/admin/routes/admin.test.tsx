import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi } from '#web/test/mock-api.ts';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import AdminPage from './admin.tsx';

const routes = [
  { path: '/admin', Component: AdminPage },
  { path: '/404', Component: () => <h1>Not found page</h1> },
];

const week = (label: string, week: string, accounts: number) => ({
  week,
  label,
  leads: 1,
  leadsByForm: { newsletter: 1 },
  accounts,
  confirmed: 1,
  firstMessage: 1,
  trials: 0,
  paid: 0,
  cancelled: 0,
});

const answers = {
  'GET /api/admin/me': json({ email: 'ops@example.com' }),
  'GET /api/admin/funnel': json({
    weeks: [week('2026-W47', '2026-11-16', 3), week('2026-W48', '2026-11-23', 5)],
    forms: ['newsletter'],
    totals: { leads: 2, accounts: 8, confirmed: 2, firstMessage: 2, trials: 0, paid: 0, cancelled: 0 },
    rates: { confirmed: 25, firstMessage: 25, trials: 0, paid: 0 },
  }),
  'GET /api/admin/revenue': json({
    mrrPence: 9800,
    plans: [{ role: 'premium', status: 'active', subscribers: 2 }],
    complimentary: 1,
  }),
  'GET /api/admin/health': json({
    outbox: { queued: 0, failed: 2, oldestWaiting: null },
    jobs: [],
    ai: [{ day: '2026-11-25', ai_provider_failure: 3, ai_offline_fallback: 1 }],
    safetyKinds: [],
    safety: [],
  }),
  'GET /api/admin/users': json({
    users: [
      {
        id: 'u1',
        email: 'ruth@example.com',
        name: 'Ruth Finder',
        role: 'free',
        family: 'none',
        createdAt: '2026-11-20T10:00:00.000Z',
        emailVerified: true,
        messageCount: 4,
        complimentary: false,
      },
    ],
  }),
  'POST /api/admin/users/grant-premium': json(null, 204),
};

afterEach(() => vi.unstubAllGlobals());

describe('the operator console page', () => {
  it('shows the 404 page to anyone the server does not take for an admin', async () => {
    mockApi({ 'GET /api/admin/me': apiError(404, 'not_found', 'There is nothing at this address.') });
    renderRoutes(routes, { initialEntries: ['/admin'], session: createUser() });
    expect(await screen.findByRole('heading', { name: 'Not found page' })).toBeInTheDocument();
  });

  it('shows the funnel as a table beside its chart, revenue apart from complimentary Premium, and health', async () => {
    mockApi(answers);
    renderRoutes(routes, { initialEntries: ['/admin'], session: createUser() });
    const table = await screen.findByRole('table', { name: 'Funnel by week' });
    const row = within(table).getByRole('row', { name: /2026-W48/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '5', '1', '1', '0', '0', '0']);
    expect(within(table).getByRole('row', { name: /Share of accounts created/ })).toHaveTextContent('25%');
    expect(await screen.findByText('£98.00')).toBeInTheDocument();
    expect(screen.getByText('Complimentary Premium (never revenue)').nextSibling).toHaveTextContent('1');
    const ai = await screen.findByRole('table', { name: /AI provider failures/ });
    expect(within(ai).getByRole('row', { name: /2026-11-25/ })).toHaveTextContent('31');
  });

  it('searches accounts and grants Premium only after the confirmation dialog', async () => {
    const api = mockApi(answers);
    const user = userEvent.setup();
    renderRoutes(routes, { initialEntries: ['/admin'], session: createUser() });
    await user.type(await screen.findByLabelText('Search by e-mail or name'), 'ruth');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const row = await screen.findByRole('row', { name: /ruth@example.com/ });
    expect(row).toHaveTextContent('4');
    await user.click(within(row).getByRole('button', { name: 'Grant Premium' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Give complimentary Premium?' });
    expect(api.bodies('POST /api/admin/users/grant-premium')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Grant Premium' }));
    expect(await screen.findByText('Complimentary Premium granted')).toBeInTheDocument();
    expect(api.bodies('POST /api/admin/users/grant-premium')).toEqual([{ userId: 'u1' }]);
  });
});
