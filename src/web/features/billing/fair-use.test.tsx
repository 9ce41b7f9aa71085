// Wherever Premium is called "Unlimited", the fair-use pause is said with plans.ts's own numbers
// (docs/product/rulings.md#fair-use-said-where-unlimited-is-said).
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAIR_USE, type Role } from '#shared/plans.ts';
import { json, mockApi } from '#web/test/mock-api.ts';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import { PlanTab } from './components/plan-tab.tsx';
import PricingPage from './routes/pricing.tsx';
import UpgradePage from './routes/upgrade.tsx';

vi.mock('./components/plan-tab-navigation.ts', () => ({ goToUrl: vi.fn(), reloadPage: vi.fn() }));

/** The numbers as plans.ts has them: a change there changes every page, and this test follows. */
const fairUse = new RegExp(
  `up to ${FAIR_USE.coachRunsPerWindow} replies in ${FAIR_USE.windowMinutes} minutes`,
);

function renderAt(path: string, Component: () => ReactNode, role: Role = 'free') {
  mockApi({
    'GET /api/billing/trial': json({ eligible: true }),
    'GET /api/billing/status': json({
      role,
      provider: 'test',
      payer: false,
      sharedByOwner: false,
      subscription: null,
    }),
  });
  return renderRoutes([{ path, Component }], { initialEntries: [path], session: createUser({ role }) });
}

afterEach(() => vi.unstubAllGlobals());

describe('fair use, said where "Unlimited" is said', () => {
  it('on /pricing', () => {
    renderAt('/pricing', PricingPage);
    expect(screen.getByText(/Unlimited coaching/)).toBeVisible();
    expect(screen.getByText(fairUse)).toBeVisible();
  });

  it('on /upgrade', () => {
    renderAt('/upgrade', UpgradePage);
    expect(screen.getByText(fairUse)).toBeVisible();
  });

  it('on the settings plan tab, for Premium and for the free plan that offers it', async () => {
    for (const role of ['premium', 'free'] as const) {
      const view = renderAt('/settings', PlanTab, role);
      expect(await screen.findByText(fairUse)).toBeVisible();
      view.unmount();
    }
  });
});
