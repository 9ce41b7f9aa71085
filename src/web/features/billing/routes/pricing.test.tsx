// /pricing after sign-up: the offer stays where the spec lands a new account, with a way to go on free
// (docs/product/rulings.md#a-free-path-after-sign-up).
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '#web/test/mock-api.ts';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import PricingPage from './pricing.tsx';

const FREE_PATH = 'Not now: start with the free plan';

function renderPricing(session: ReturnType<typeof createUser> | null) {
  mockApi({ 'GET /api/billing/trial': json({ eligible: true }) });
  return renderRoutes(
    [
      { path: '/pricing', Component: PricingPage },
      { path: '/chat', Component: () => <p>Chat page</p> },
    ],
    { initialEntries: ['/pricing'], session },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('/pricing', () => {
  it('offers a signed-in free user a clear way on to the free chat, after the checkout button', async () => {
    const { user } = renderPricing(createUser({ role: 'free' }));
    const checkout = screen.getByRole('button', { name: 'Start Your First Conversation Today' });
    const link = screen.getByRole('link', { name: FREE_PATH });
    expect(link).toHaveAttribute('href', '/chat');
    // The paid offer stays first: the free path comes after it in the reading and tab order.
    expect(checkout.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(link);
    expect(await screen.findByText('Chat page')).toBeVisible();
  });

  it('does not offer it to a visitor, who has no account yet', () => {
    renderPricing(null);
    expect(screen.queryByRole('link', { name: FREE_PATH })).toBeNull();
  });

  it('does not offer it to a Premium member', () => {
    renderPricing(createUser({ role: 'premium' }));
    expect(screen.queryByRole('link', { name: FREE_PATH })).toBeNull();
  });
});
