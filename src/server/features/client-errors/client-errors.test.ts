// POST /api/client-errors is public (a page can crash before sign-in), so its cost is bounded by the
// schema's sizes and a per-address limit (issue 29, finding 16: 400 reports, 5 MB of log in 0.5 s).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ERROR_REPORTS } from '#shared/plans.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const report = (ip: string, json: unknown = { message: 'boom', path: '/chat' }) =>
  t.request('/api/client-errors', { method: 'POST', headers: { 'x-forwarded-for': ip }, json });

describe('client error reports', () => {
  it('takes CLIENT_ERROR_REPORTS.max from one address in its window, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < CLIENT_ERROR_REPORTS.max; i++) expect((await report('10.29.16.1')).status).toBe(204);
    const refused = await report('10.29.16.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not held back by the first.
    expect((await report('10.29.16.2')).status).toBe(204);
  });

  it('refuses a report over the schema’s sizes with a 400', async () => {
    const res = await report('10.29.16.3', { message: 'x'.repeat(2_001), path: '/' });
    expect(res.status).toBe(400);
  });
});
