import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import type { SignedUpUser } from './auth-helpers.ts';
import { api } from './client.ts';

/** Starts a checkout and presses "Pay" on the test provider's page; returns the success URL. */
export async function subscribeWithTestProvider(
  t: TestApp,
  user: SignedUpUser,
  source: 'pricing' | 'upgrade' = 'pricing',
) {
  const res = await api(t, user.cookie).billing.checkout.$post({ json: { source } });
  expect(res.status).toBe(200);
  const { url } = await res.json();
  const path = new URL(url).pathname;
  const pay = await t.request(`${path}/pay`, { method: 'POST', headers: { cookie: user.cookie } });
  expect(pay.status).toBe(303);
  return { checkoutPath: path, successUrl: pay.headers.get('location')! };
}

/** Opens the billing portal of a subscribed user; returns the portal page's path. */
export async function openPortal(t: TestApp, user: Pick<SignedUpUser, 'cookie'>): Promise<string> {
  const res = await api(t, user.cookie).billing.portal.$post();
  expect(res.status).toBe(200);
  const answer = await res.json();
  if (!('url' in answer)) throw new Error(`no portal: ${JSON.stringify(answer)}`);
  return new URL(answer.url).pathname;
}
