import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import type { SignedUpUser } from './auth-helpers.ts';

/** Starts a checkout and presses "Pay" on the test provider's page; returns the success URL. */
export async function subscribeWithTestProvider(
  t: TestApp,
  user: SignedUpUser,
  source: 'pricing' | 'upgrade' = 'pricing',
) {
  const res = await t.request('/api/billing/checkout', {
    method: 'POST',
    headers: { cookie: user.cookie },
    json: { source },
  });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  const path = new URL(url).pathname;
  const pay = await t.request(`${path}/pay`, { method: 'POST', headers: { cookie: user.cookie } });
  expect(pay.status).toBe(303);
  return { checkoutPath: path, successUrl: pay.headers.get('location')! };
}
