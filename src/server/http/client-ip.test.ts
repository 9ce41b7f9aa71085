import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { clientIp } from './client-ip.ts';

// Behind no proxy (TRUSTED_PROXY_HOPS=0) X-Forwarded-For is whatever the client wrote: trusting it
// would let anyone pick a fresh rate-limit bucket for every request.
function ipApp(hops: number) {
  return new Hono().get('/', (c) => c.text(clientIp(c, hops)));
}

describe('the client address', () => {
  it('ignores X-Forwarded-For without trusted proxies and reads the right hop with them', async () => {
    const chain = { 'x-forwarded-for': '198.51.100.1, 203.0.113.9, 192.0.2.4' };
    // app.request has no socket: the socket's address reads as "unknown".
    expect(await (await ipApp(0).request('/', { headers: chain })).text()).toBe('unknown');
    expect(await (await ipApp(1).request('/', { headers: chain })).text()).toBe('192.0.2.4');
    expect(await (await ipApp(2).request('/', { headers: chain })).text()).toBe('203.0.113.9');
    // A chain shorter than the hops we trust cannot name the client: the socket's address counts.
    expect(await (await ipApp(4).request('/', { headers: chain })).text()).toBe('unknown');
  });
});

describe('sign-in limits without trusted proxies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUSTED_PROXY_HOPS: '0' });
  });
  afterAll(() => t.close());

  it('a client that writes a new X-Forwarded-For on every attempt is still limited', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        json: { email: 'nobody@example.test', password: 'wrong-password-1', rememberMe: true },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
