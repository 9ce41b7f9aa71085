// Every JSON endpoint fed malformed, oversized, wrong-typed and unicode-edge input, signed in and
// signed out: the server must answer each with a deliberate 4xx (or a 2xx) and a JSON body, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { type SignedUpUser, signUp } from '../test/auth-helpers.ts';
import { newChat } from '../test/chat-helpers.ts';

let t: TestApp;
let user: SignedUpUser;
let chatId: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t);
  chatId = (await newChat(t, user)).chat.id;
});
afterAll(() => t.close());

const strings = [
  '',
  ' ',
  '\u0000',
  '\uD800',
  '\u202Eevil',
  '😀'.repeat(3000),
  'x'.repeat(20_000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00%0d%0a',
  'a@b',
  'ＡＢＣ＠example.com',
  '\r\nBcc: victim@example.com',
];
const values: unknown[] = [
  ...strings,
  null,
  true,
  0,
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER,
  [],
  {},
  [1, 2],
  { a: { b: { c: [] } } },
];

type Endpoint = { method: string; path: string; fields: string[] };
const endpoints = (): Endpoint[] => [
  {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    fields: ['email', 'password', 'firstName', 'lastName', 'inviteCode'],
  },
  { method: 'POST', path: '/api/auth/sign-in/email', fields: ['email', 'password', 'rememberMe'] },
  { method: 'POST', path: '/api/auth/request-password-reset', fields: ['email', 'redirectTo'] },
  { method: 'POST', path: '/api/auth/reset-password', fields: ['newPassword', 'token'] },
  { method: 'POST', path: '/api/auth/change-password', fields: ['currentPassword', 'newPassword'] },
  { method: 'PATCH', path: '/api/account/profile', fields: ['firstName', 'lastName'] },
  { method: 'POST', path: '/api/account/delete', fields: ['password'] },
  { method: 'PATCH', path: `/api/chats/${chatId}`, fields: ['title'] },
  { method: 'POST', path: `/api/chats/${chatId}/messages`, fields: ['content'] },
  { method: 'POST', path: '/api/billing/checkout', fields: ['source'] },
  { method: 'POST', path: '/api/billing/confirm', fields: ['sessionId'] },
  { method: 'POST', path: '/api/family/invites', fields: ['email'] },
  { method: 'POST', path: '/api/family/accept', fields: ['code'] },
  { method: 'PUT', path: '/api/notifications/preferences', fields: ['email', 'push'] },
  { method: 'POST', path: '/api/notifications/waitlist', fields: ['feature'] },
  { method: 'POST', path: '/api/leads/subscribe', fields: ['form', 'firstName', 'email', 'tags'] },
  { method: 'POST', path: '/api/leads/lead-magnet', fields: ['form', 'firstName', 'email'] },
  { method: 'POST', path: '/api/contact', fields: ['name', 'email', 'subject', 'message'] },
  { method: 'POST', path: '/api/client-errors', fields: ['message', 'path', 'stack', 'status'] },
];

/** Bodies: each field set to each odd value in turn, plus whole-body oddities. */
function bodies(fields: string[]): string[] {
  const out: string[] = [
    '',
    'null',
    '[]',
    '"text"',
    '{',
    '{"a":',
    '{}',
    JSON.stringify(Object.fromEntries(fields.map((f) => [f, 1]))),
  ];
  for (const field of fields) {
    for (const value of values) out.push(JSON.stringify({ [field]: value }));
  }
  return out;
}

async function expectNo500(res: Response, label: string) {
  expect(res.status, label).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.headers.get('content-type') ?? '', label).toMatch(/application\/json/);
    expect(((await res.json()) as { error: { code: string } }).error.code, label).toBeTruthy();
  } else {
    await res.arrayBuffer();
  }
}

describe('fuzzing every endpoint', () => {
  it('never answers 500, signed in or not (over 1,000 generated cases)', { timeout: 600_000 }, async () => {
    let cases = 0;
    for (const endpoint of endpoints()) {
      for (const body of bodies(endpoint.fields)) {
        for (const cookie of [user.cookie, undefined]) {
          const res = await t.request(endpoint.path, {
            method: endpoint.method,
            headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
            body,
          });
          await expectNo500(res, `${endpoint.method} ${endpoint.path} ${body.slice(0, 60)}`);
          cases++;
        }
      }
    }
    expect(cases).toBeGreaterThan(1000);
  });

  it('odd path and query parameters are 4xx, never 500', async () => {
    const ids = ['x', '%00', '..%2F..%2Fusers', "1' or '1'='1", 'ü'.repeat(500), '-1', '0'];
    for (const id of ids) {
      for (const [method, path] of [
        ['GET', `/api/chats/${id}/messages`],
        ['DELETE', `/api/chats/${id}`],
        ['POST', `/api/chats/${id}/regenerate`],
        ['DELETE', `/api/account/sessions/${id}`],
        ['DELETE', `/api/coach/memory/${id}`],
        ['DELETE', `/api/family/invites/${id}`],
      ] as const) {
        await expectNo500(
          await t.request(path, { method, headers: { cookie: user.cookie } }),
          `${method} ${path}`,
        );
      }
    }
    for (const query of [
      'limit=-5',
      'limit=abc',
      'limit=1e9',
      'cursor=%FF',
      `cursor=${'x'.repeat(300)}`,
      'before=%00',
    ]) {
      await expectNo500(await t.request(`/api/chats?${query}`, { headers: { cookie: user.cookie } }), query);
      await expectNo500(
        await t.request(`/api/chats/${chatId}/messages?${query}`, { headers: { cookie: user.cookie } }),
        query,
      );
    }
  });
});
