// The per-address limits on the endpoints an attacker would hammer: each answers 429 with Retry-After
// once one address has used its allowance, and the count is one count across two server instances
// on one database (the requests alternate between them: counters kept per instance would never trip).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPeerInstance, createTestApp, type TestApp } from '../test/app.ts';
import { GOOD_PASSWORD, type SignedUpUser, signUp, uniqueEmail } from '../test/auth-helpers.ts';

let t: TestApp;
let peer: TestApp;
let user: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  peer = await createPeerInstance(t);
  user = await signUp(t);
});
afterAll(async () => {
  await peer.close();
  await t.close();
});

interface LimitCase {
  name: string;
  path: string;
  /** Requests one address may make in the window. */
  max: number;
  windowSeconds: number;
  body: () => Record<string, unknown>;
  /** What each allowed request answers. */
  allowed: number;
}

const cases = (): LimitCase[] => [
  {
    name: 'sign-in',
    path: '/api/auth/sign-in/email',
    max: 10,
    windowSeconds: 60,
    body: () => ({ email: user.email, password: 'wrong-password-1', rememberMe: false }),
    allowed: 401,
  },
  {
    name: 'sign-up',
    path: '/api/auth/sign-up/email',
    max: 5,
    windowSeconds: 60,
    body: () => ({ email: uniqueEmail(), password: GOOD_PASSWORD, firstName: 'Grace', lastName: 'Hope' }),
    allowed: 200,
  },
  {
    name: 'password reset request',
    path: '/api/auth/request-password-reset',
    max: 3,
    windowSeconds: 60,
    body: () => ({ email: uniqueEmail(), redirectTo: '/reset-password' }),
    allowed: 200,
  },
  {
    name: 'lead form',
    path: '/api/leads/subscribe',
    max: 5,
    windowSeconds: 600,
    body: () => ({ form: 'newsletter', firstName: 'Ann', email: uniqueEmail('lead') }),
    allowed: 200,
  },
  {
    name: 'contact form',
    path: '/api/contact',
    max: 5,
    windowSeconds: 600,
    body: () => ({
      name: 'Ann',
      email: uniqueEmail('contact'),
      subject: 'A question',
      message: 'How do I invite my husband?',
    }),
    allowed: 200,
  },
];

describe('rate limits', () => {
  it.each(cases().map((c, i) => [c.name, i] as const))(
    '%s: 429 with Retry-After once one address used its allowance, counted across two instances',
    async (_, index) => {
      const limit = cases()[index]!;
      const address = `198.51.100.${10 + index}`;
      const statuses: number[] = [];
      for (let i = 0; i < limit.max + 2; i++) {
        const instance = i % 2 === 0 ? t : peer;
        const res = await instance.request(limit.path, {
          method: 'POST',
          headers: { 'x-forwarded-for': address },
          json: limit.body(),
        });
        statuses.push(res.status);
        if (res.status === 429) {
          const wait = Number(res.headers.get('retry-after'));
          expect(wait).toBeGreaterThan(0);
          expect(wait).toBeLessThanOrEqual(limit.windowSeconds);
          expect(await res.json()).toMatchObject({ error: { code: 'rate_limited' } });
        } else {
          await res.arrayBuffer();
        }
      }
      expect(statuses).toEqual([...Array<number>(limit.max).fill(limit.allowed), 429, 429]);

      // Another address is not held back.
      const other = await t.request(limit.path, {
        method: 'POST',
        headers: { 'x-forwarded-for': `198.51.100.${110 + index}` },
        json: limit.body(),
      });
      expect(other.status).toBe(limit.allowed);
    },
  );

  it('counts by the address our proxy saw: a client cannot pick its bucket with its own X-Forwarded-For', async () => {
    // One trusted proxy (TRUSTED_PROXY_HOPS=1) appends the real address; whatever the client put to its
    // left changes with every request here and must not reset the count.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await (i % 2 === 0 ? t : peer).request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'x-forwarded-for': `192.0.2.${i + 1}, 198.51.100.200` },
        json: { email: user.email, password: 'wrong-password-1', rememberMe: false },
      });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
  });
});
