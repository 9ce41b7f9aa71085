import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from './app.ts';
import { databaseUnavailable, RETRY_AFTER_SECONDS } from './db/unavailable.ts';
import { createTestApp, type TestApp } from './test/app.ts';
import { signUp } from './test/auth-helpers.ts';
import { api, readError } from './test/client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('answers /api/health', async () => {
    const res = await api(t).health.$get();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers /api/ready when the database is reachable', async () => {
    const res = await api(t).ready.$get();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ready' });
  });
});

describe('API errors are JSON and never 500', () => {
  it('an unknown /api path is a JSON 404', async () => {
    const res = await t.request('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('an unknown /api path a browser navigates to is a page, not JSON', async () => {
    const res = await t.request('/api/no-such-thing', { headers: { accept: 'text/html,*/*;q=0.8' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toContain('<h1>Page not found</h1>');
  });

  it('an unknown /api path is a JSON 404 for every method', async () => {
    const res = await t.request('/api/no-such-thing', { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('malformed JSON is a 400', async () => {
    const res = await t.request('/api/client-errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"message": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_request' } });
  });

  it('a body that breaks the schema is a 400 naming the field', async () => {
    const res = await t.request('/api/client-errors', { method: 'POST', json: { message: 42, path: '/' } });
    expect(res.status).toBe(400);
    const error = await readError(res);
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields ?? {})).toContain('message');
  });

  it('a body over 1 MB is a 413', async () => {
    const res = await t.request('/api/client-errors', {
      method: 'POST',
      json: { message: 'x'.repeat(MAX_BODY_BYTES + 10), path: '/' },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('a lone UTF-16 surrogate in a JSON string is a 400, a well-formed pair (an emoji) is fine', async () => {
    // For an existing account better-auth answered this redirectTo with a 500 (building the e-mailed
    // link's URL throws on a lone surrogate).
    const { email } = await signUp(t);
    for (const body of [
      `{"email":"${email}","redirectTo":"\\ud800"}`,
      `{"email":"${email}","redirectTo":"/x","\\udfff":1}`,
    ]) {
      const res = await t.request('/api/auth/request-password-reset', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.status, body).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'invalid_characters' } });
    }
    const emoji = await t.request('/api/client-errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"message":"boom \\ud83d\\ude00","path":"/"}',
    });
    expect(emoji.status).toBe(204);
    // An escaped backslash before "ud800" is ordinary text.
    const text = await t.request('/api/client-errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"message":"C:\\\\ud800","path":"/"}',
    });
    expect(text.status).toBe(204);
  });

  it('a valid report is accepted', async () => {
    const res = await api(t)['client-errors'].$post({ json: { message: 'boom', path: '/chat' } });
    expect(res.status).toBe(204);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from another origin', async () => {
    const res = await t.request('/api/client-errors', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      json: { message: 'boom', path: '/' },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'forbidden_origin' } });
  });

  it('refuses a cross-site fetch that sends no Origin', async () => {
    const res = await t.app.request('/api/client-errors', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'boom', path: '/' }),
    });
    expect(res.status).toBe(403);
  });
});

describe('every response', () => {
  it('carries the security headers and a request id', async () => {
    const res = await api(t).health.$get();
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a sane incoming request id and replaces an unsafe one', async () => {
    const kept = await api(t, { 'x-request-id': 'lb-1234' }).health.$get();
    expect(kept.headers.get('x-request-id')).toBe('lb-1234');
    const replaced = await api(t, { 'x-request-id': 'bad id\n' }).health.$get();
    expect(replaced.headers.get('x-request-id')).not.toContain('bad');
  });
});

describe('readiness when the database is gone', () => {
  it('reports 503 with a JSON body', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await api(other).ready.$get();
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(RETRY_AFTER_SECONDS);
    // The same body every other endpoint answers while the database is unreachable (db/unavailable.ts).
    expect(await res.json()).toEqual(databaseUnavailable().toBody());
    expect(databaseUnavailable().code).toBe('service_unavailable');
  });
});
