// The terms say the fair-use pause with plans.ts's own numbers
// (docs/product/rulings.md#fair-use-said-where-unlimited-is-said).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAIR_USE } from '#shared/plans.ts';
import { renderRoutes } from '#web/test/render.tsx';
import TermsOfServicePage from './terms-of-service.tsx';

describe('/terms-of-service', () => {
  it('says the fair-use pause in the section on plans, with the numbers of plans.ts', () => {
    renderRoutes([{ path: '/terms-of-service', Component: TermsOfServicePage }], {
      initialEntries: ['/terms-of-service'],
      session: null,
    });
    const heading = screen.getByRole('heading', { name: /Plans, trials and payment/ });
    const section = heading.closest('section') ?? heading.parentElement;
    expect(section).not.toBeNull();
    expect(
      within(section as HTMLElement).getByText(
        new RegExp(`up to ${FAIR_USE.coachRunsPerWindow} replies in ${FAIR_USE.windowMinutes} minutes`),
      ),
    ).toBeVisible();
  });
});
