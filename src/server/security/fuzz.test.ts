// Every endpoint fed malformed, oversized, wrong-typed and unicode-edge input. Each state-changing
// endpoint starts from a VALID request (as a signed-in user where it needs one, with real ids) and
// has one part replaced at a time (each body field, nested ones too, each query parameter, path
// parameter and header) by each odd value, so a case gets past the other fields' checks to the one
// under test; then whole-body oddities (arrays, null, deep nesting, invalid UTF-8, duplicate and
// prototype keys, wrong content types, oversize). The endpoints come from the app's route table: one
// without a spec here fails the run. The server must answer every case with a deliberate 4xx (or a
// 2xx), a JSON error body, never a 5xx, and still be healthy at the end.
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '#shared/notifications.ts';
import { subscribers } from '../db/schema.ts';
import { createStripeProvider } from '../features/billing/stripe-provider.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { apiEndpoints, pathParams, STATE_CHANGING_METHODS } from '../test/api-routes.ts';
import {
  cookieFrom,
  GOOD_PASSWORD,
  latestMail,
  type SignedUpUser,
  signUp,
  signUpAnswer,
  uniqueEmail,
} from '../test/auth-helpers.ts';
import { openPortal, subscribeWithTestProvider } from '../test/billing-helpers.ts';
import { history, newChat, send } from '../test/chat-helpers.ts';
import { api, apiErrorBody, readJson } from '../test/client.ts';
import { type FakeStripe, startFakeStripe } from '../test/fake-stripe.ts';
import { MAILBOX_PATH } from '../mail/mailbox.routes.ts';

const WEBHOOK_SECRET = 'whsec_fuzz_secret';

let t: TestApp;
/** The same app with Stripe configured (a local fake Stripe), for the webhook's real signature check. */
let stripeApp: TestApp;
let fakeStripe: FakeStripe;

// Every request comes from its own address, so the per-address rate limits never answer in place of
// the check a case aims at (the limits have their own tests in rate-limits.test.ts).
let addressCounter = 0;
const nextAddress = () => {
  const n = addressCounter++;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
};
function fromOwnAddress(app: TestApp): TestApp {
  return {
    ...app,
    request: (path, init = {}) =>
      app.request(path, {
        ...init,
        headers: { 'x-forwarded-for': nextAddress(), ...(init.headers as Record<string, string>) },
      }),
  };
}
let f: TestApp;
// The operator's console's actions are fuzzed as a confirmed admin acting on the test's user.
const FUZZ_ADMIN = 'fuzz-admin@example.com';
let admin: SignedUpUser;
const asAdmin = (user: SignedUpUser): Target => ({ cookie: admin.cookie, body: { userId: user.userId } });

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: FUZZ_ADMIN });
  f = fromOwnAddress(t);
  const signedUp = await signUp(f, { email: FUZZ_ADMIN });
  const confirmation = (await latestMail(t, FUZZ_ADMIN))!.token!;
  // Confirmed in the browser that signed up, then a password chosen after it: what opens the console.
  await f.request(`/api/auth/verify-email?token=${encodeURIComponent(confirmation)}`, {
    headers: { cookie: signedUp.cookie },
  });
  const newPassword = `${signedUp.password}-after`;
  const changed = await f.request('/api/auth/change-password', {
    method: 'POST',
    headers: { cookie: signedUp.cookie },
    json: { currentPassword: signedUp.password, newPassword },
  });
  admin = { ...signedUp, password: newPassword, cookie: cookieFrom(changed) };
  fakeStripe = await startFakeStripe();
  stripeApp = await createTestApp(
    {},
    {
      payments: createStripeProvider({
        secretKey: 'sk_test_local',
        webhookSecret: WEBHOOK_SECRET,
        host: '127.0.0.1',
        port: fakeStripe.port,
        protocol: 'http',
      }),
    },
  );
});
afterAll(async () => {
  await stripeApp.close();
  await t.close();
  await fakeStripe.close();
});

/** Names an object inherits: looked up in a plain object by a name the request gives, each finds something. */
const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
];
/**
 * Control characters inside text: line breaks (header injection in mail subjects and names), the
 * rest of C0, DEL, C1, and the Unicode line and paragraph separators; one at a time, then all together.
 */
const CONTROL_TEXTS = [
  ...['\n', '\r', '\r\n', '\t', '\v', '\f', '\b', '\x1b[31m', '\x7f', '\x85', '\u2028', '\u2029'].map(
    (control) => `Ann${control}Lee`,
  ),
  `Ann${Array.from({ length: 32 }, (_, i) => String.fromCharCode(i))
    .filter((ch) => ch !== '\0')
    .join('')}\x7f${Array.from({ length: 32 }, (_, i) => String.fromCharCode(0x80 + i)).join('')}Lee`,
];
/** Chat list cursors: times PostgreSQL cannot hold (years 0, 10000 and JavaScript's last), and odd shapes. */
const ODD_CURSORS = [
  '275760-09-13|x',
  '+275760-09-13T00:00:00.000Z|x',
  '0000-01-01T00:00:00.000Z|x',
  '10000-01-01T00:00:00.000Z|x',
  '+010000-01-01T00:00:00.000Z|x',
  '-000001-01-01T00:00:00.000Z|x',
  '-271821-04-20T00:00:00.000Z|x',
  '0001-01-01T00:00:00.000Z|x',
  '9999-12-31T23:59:59.999Z|x',
  '2020-02-30T00:00:00.000Z|x',
  '2020-01-01T24:00:00.000Z|x',
  "2020-01-01T00:00:00.000Z|x' or '1'='1",
  '2020-01-01T00:00:00.000Z|',
  '|x',
  '|',
  '||',
  'NaN|x',
  'Infinity|x',
  '1e400|x',
  '-1|x',
  'epoch|x',
  'now|x',
];

const oddStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\uFEFF',
  '\u202Eevil',
  'e\u0301'.repeat(2_000),
  '😀'.repeat(3_000),
  'x'.repeat(20_000),
  'y'.repeat(200_000),
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  "'; drop table users; --",
  '../../etc/passwd',
  '%00%0d%0a',
  '%s%n%x',
  '${7*7}{{7*7}}',
  'a@b',
  'ＡＢＣ＠example.com',
  '\r\nBcc: victim@example.com',
  'null',
  '1e309',
  ...PROTOTYPE_KEYS,
  ...CONTROL_TEXTS,
];
const oddValues: unknown[] = [
  ...oddStrings,
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  {},
  [1, 2],
  ['x'],
  { a: { b: { c: [] } } },
  { __proto__: { role: 'premium' } },
];
/** For path parameters, query parameters and headers: text only. */
const oddIds = [
  'x',
  '-1',
  '0',
  'ü'.repeat(500),
  "1' or '1'='1",
  '..',
  '../../users',
  '%',
  '%FF',
  '%00',
  'a'.repeat(5_000),
];

type Json = Record<string, unknown>;

/** One endpoint's valid request; the cases below each change one part of it. */
interface Target {
  app?: TestApp;
  cookie?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** The valid JSON body; absent for endpoints that read none (whole-body oddities are still sent). */
  body?: Json;
}

const premium = async (user: SignedUpUser) => {
  await subscribeWithTestProvider(f, user);
  return user;
};

async function inviteCode(owner: SignedUpUser, email: string) {
  const res = await f.request('/api/family/invites', {
    method: 'POST',
    headers: { cookie: owner.cookie },
    json: { email },
  });
  expect(res.status).toBe(201);
  return /signup\?invite=([\w-]+)/.exec((await latestMail(t, email))!.text)![1]!;
}

async function signUpWithCode(email: string, code: string) {
  const res = await f.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { email, password: GOOD_PASSWORD, firstName: 'Ben', lastName: 'Partner', inviteCode: code },
  });
  expect(res.status).toBe(200);
  return { cookie: cookieFrom(res), userId: (await readJson(res, signUpAnswer)).user.id };
}

async function openCheckout(user: SignedUpUser) {
  const res = await api(f, user.cookie).billing.checkout.$post({ json: { source: 'pricing' } });
  return new URL((await res.json()).url).pathname.split('/').at(-1)!;
}

async function chatWithMessage(user: SignedUpUser) {
  const { chat } = await newChat(f, user);
  await (await send(f, user, chat.id, 'We argued about money again.')).text();
  return chat.id;
}

const stripeEvent = () => ({
  id: `evt_fuzz_${addressCounter}`,
  object: 'event',
  type: 'customer.subscription.updated',
  created: Math.floor(Date.now() / 1000),
  data: { object: { id: 'sub_fuzz', object: 'subscription', customer: 'cus_fuzz', status: 'active' } },
});

/**
 * The valid request of every endpoint, built for a fresh user of its own (so a case that signs out,
 * deletes the account or pays affects no other endpoint's cases).
 */
const SPECS: Record<string, (user: SignedUpUser) => Promise<Target>> = {
  'POST /api/auth/sign-up/email': async () => ({
    body: {
      email: uniqueEmail('fuzz'),
      password: GOOD_PASSWORD,
      firstName: 'Grace',
      lastName: 'Hope',
      inviteCode: 'no-such-code',
    },
  }),
  'POST /api/auth/sign-in/email': async (user) => ({
    body: { email: user.email, password: user.password, rememberMe: true },
  }),
  'POST /api/auth/sign-out': async (user) => ({ cookie: user.cookie, body: {} }),
  'POST /api/auth/request-password-reset': async (user) => ({
    body: { email: user.email, redirectTo: '/reset-password' },
  }),
  'POST /api/auth/reset-password': async (user) => {
    await f.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: user.email, redirectTo: '/reset-password' },
    });
    return {
      body: { newPassword: 'a-new-quiet-psalm-88', token: (await latestMail(t, user.email))!.token! },
    };
  },
  'POST /api/auth/check-reset-token': async (user) => {
    await f.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: user.email, redirectTo: '/reset-password' },
    });
    return { body: { token: (await latestMail(t, user.email))!.token! } };
  },
  'POST /api/auth/change-password': async (user) => ({
    cookie: user.cookie,
    body: { currentPassword: user.password, newPassword: 'a-new-quiet-psalm-88', revokeOtherSessions: true },
  }),
  'POST /api/auth/send-verification-email': async (user) => ({
    cookie: user.cookie,
    body: { email: user.email, callbackURL: '/confirm-email' },
  }),
  'POST /api/client-errors': async () => ({
    body: { message: 'boom', path: '/chat', stack: 'Error: boom\n    at x', status: 500 },
  }),
  'PATCH /api/account/profile': async (user) => ({
    cookie: user.cookie,
    body: { firstName: 'Naomi', lastName: 'Ruth' },
  }),
  'DELETE /api/account/sessions/:id': async (user) => {
    const { sessions } = await (await api(f, user.cookie).account.sessions.$get()).json();
    return { cookie: user.cookie, params: { id: sessions[0]!.id } };
  },
  'POST /api/account/delete': async (user) => ({ cookie: user.cookie, body: { password: user.password } }),
  'POST /api/chats': async (user) => ({ cookie: user.cookie }),
  'PATCH /api/chats/:id': async (user) => ({
    cookie: user.cookie,
    params: { id: (await newChat(f, user)).chat.id },
    body: { title: 'Sunday plans' },
  }),
  'DELETE /api/chats/:id': async (user) => ({
    cookie: user.cookie,
    params: { id: (await newChat(f, user)).chat.id },
  }),
  'POST /api/chats/:id/messages': async (user) => ({
    cookie: (await premium(user)).cookie,
    params: { id: (await newChat(f, user)).chat.id },
    body: { content: 'How do I say sorry first?' },
  }),
  'POST /api/chats/:id/regenerate': async (user) => ({
    cookie: (await premium(user)).cookie,
    params: { id: await chatWithMessage(user) },
  }),
  'POST /api/chats/:id/stop': async (user) => ({
    cookie: user.cookie,
    params: { id: (await newChat(f, user)).chat.id },
  }),
  'PATCH /api/chats/:id/messages/:messageId': async (user) => {
    const id = await chatWithMessage(await premium(user));
    const mine = (await history(f, user, id)).find((m) => m.role === 'user')!;
    return {
      cookie: user.cookie,
      params: { id, messageId: mine.id },
      body: { content: 'We argued about his mother, not money.' },
    };
  },
  'POST /api/billing/checkout': async (user) => ({ cookie: user.cookie, body: { source: 'pricing' } }),
  'POST /api/billing/portal': async (user) => ({ cookie: (await premium(user)).cookie }),
  'POST /api/billing/refresh': async (user) => ({ cookie: (await premium(user)).cookie }),
  'POST /api/billing/confirm': async (user) => ({
    cookie: user.cookie,
    body: { sessionId: await openCheckout(user) },
  }),
  'POST /api/billing/webhook': async () => {
    const payload = JSON.stringify(stripeEvent());
    // Signed with a secret that is not ours: what anyone on the internet can send.
    const signature = new Stripe('sk_test_local').webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_not_ours',
    });
    return {
      app: stripeApp,
      headers: { 'stripe-signature': signature },
      body: JSON.parse(payload) as Json,
    };
  },
  'POST /api/billing/test/checkout/:id/pay': async (user) => ({
    cookie: user.cookie,
    params: { id: await openCheckout(user) },
  }),
  'POST /api/billing/test/checkout/:id/cancel': async (user) => ({
    cookie: user.cookie,
    params: { id: await openCheckout(user) },
  }),
  'POST /api/billing/test/portal/cancel/:subscriptionId': async (user) => {
    await premium(user);
    const path = await openPortal(f, user);
    const page = await (await f.request(path, { headers: { cookie: user.cookie } })).text();
    return { cookie: user.cookie, params: { subscriptionId: /portal\/cancel\/([^"]+)"/.exec(page)![1]! } };
  },
  'POST /api/billing/resume': async (user) => {
    // Something to resume: a subscription cancelled at its period's end, through the portal's confirmation.
    await premium(user);
    const page = await (
      await f.request(await openPortal(f, user), { headers: { cookie: user.cookie } })
    ).text();
    const action = /action="(\/api\/billing\/test\/portal\/cancel\/[^"]+)"/.exec(page)![1]!;
    await f.request(action, {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'confirm=yes',
    });
    return { cookie: user.cookie };
  },
  'POST /api/family/invites': async (user) => ({
    cookie: (await premium(user)).cookie,
    body: { email: uniqueEmail('partner') },
  }),
  'DELETE /api/family/invites/:id': async (user) => ({
    cookie: (await premium(user)).cookie,
    params: { id: await inviteCode(user, uniqueEmail('partner')) },
  }),
  'POST /api/family/invites/:id/approve': async (user) => {
    const code = await inviteCode(await premium(user), uniqueEmail('partner'));
    await signUpWithCode(uniqueEmail('other'), code);
    return { cookie: user.cookie, params: { id: code } };
  },
  'DELETE /api/family/members/:id': async (user) => {
    const email = uniqueEmail('member');
    const member = await signUpWithCode(email, await inviteCode(await premium(user), email));
    return { cookie: user.cookie, params: { id: member.userId } };
  },
  'POST /api/family/leave': async (user) => {
    const email = uniqueEmail('member');
    const member = await signUpWithCode(email, await inviteCode(await premium(user), email));
    return { cookie: member.cookie };
  },
  'POST /api/family/accept': async (user) => {
    const owner = await premium(await signUp(f));
    return { cookie: user.cookie, body: { code: await inviteCode(owner, user.email) } };
  },
  'DELETE /api/coach/memory/:id': async (user) => {
    const chatId = (await newChat(f, user)).chat.id;
    await t.services.coach.memory.remember(user.userId, chatId, [
      { kind: 'goal', text: 'Goal: kinder words' },
    ]);
    const [note] = await t.services.coach.memory.listEntries(user.userId);
    return { cookie: user.cookie, params: { id: note!.id } };
  },
  'DELETE /api/coach/memory': async (user) => ({ cookie: user.cookie }),
  'DELETE /api/coach/memory/careful': async (user) => {
    await t.services.coach.memory.startCareful(
      user.userId,
      (await newChat(f, user)).chat.id,
      'threats',
      new Date(),
    );
    return { cookie: user.cookie };
  },
  'POST /api/journey/pdf': async (user) => ({
    cookie: user.cookie,
    body: {
      chatIds: [await chatWithMessage(user)],
      includeNotes: true,
      includeVerses: true,
      includeSafety: false,
    },
  }),
  'POST /api/admin/users/resend-confirmation': async (user) => asAdmin(user),
  'POST /api/admin/users/grant-premium': async (user) => asAdmin(user),
  'POST /api/admin/users/end-premium': async (user) => {
    await f.request('/api/admin/users/grant-premium', {
      method: 'POST',
      headers: { cookie: admin.cookie },
      json: { userId: user.userId },
    });
    return asAdmin(user);
  },
  'POST /api/admin/users/end-sessions': async (user) => asAdmin(user),
  'PUT /api/notifications/preferences': async (user) => ({
    cookie: user.cookie,
    body: structuredClone(DEFAULT_NOTIFICATION_PREFERENCES) as unknown as Json,
  }),
  'POST /api/notifications/waitlist': async (user) => ({
    cookie: (await premium(user)).cookie,
    body: { feature: 'audio-devotionals' },
  }),
  'POST /api/push/subscriptions': async (user) => ({
    cookie: user.cookie,
    body: {
      endpoint: `https://fcm.googleapis.com/fcm/send/fuzz-${user.userId}`,
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    },
  }),
  'DELETE /api/push/subscriptions': async (user) => ({
    cookie: user.cookie,
    body: { endpoint: `https://fcm.googleapis.com/fcm/send/fuzz-${user.userId}` },
  }),
  'POST /api/notifications/unsubscribe': async (user) => {
    const url = new URL(t.services.unsubscribeLinks.url(user.userId, 'updates'));
    return { query: Object.fromEntries(url.searchParams) };
  },
  'POST /api/leads/subscribe': async () => ({
    body: { form: 'exit-intent', firstName: 'Ann', email: uniqueEmail('lead'), tags: ['365series'] },
  }),
  'POST /api/leads/lead-magnet': async () => ({
    body: { form: 'lead-magnet', firstName: 'Ann', email: uniqueEmail('lead') },
  }),
  'POST /api/leads/unsubscribe': async () => {
    const email = uniqueEmail('lead');
    await f.request('/api/leads/subscribe', {
      method: 'POST',
      json: { form: 'newsletter', firstName: 'Ann', email },
    });
    const [row] = await t.database.db.select().from(subscribers).where(eq(subscribers.email, email));
    return { query: { token: row!.unsubscribeToken } };
  },
  'POST /api/contact': async (user) => ({
    cookie: user.cookie,
    body: { name: 'Ann', email: uniqueEmail('contact'), subject: 'A question', message: 'Can we talk?' },
  }),
};

interface Case {
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

/** Every leaf and branch of a JSON object, as key paths. */
function keyPaths(value: Json, prefix: string[] = []): string[][] {
  return Object.entries(value).flatMap(([key, v]) => {
    const path = [...prefix, key];
    return v && typeof v === 'object' && !Array.isArray(v) ? [path, ...keyPaths(v as Json, path)] : [path];
  });
}

function withValue(body: Json, path: string[], value: unknown, remove = false): Json {
  const copy = structuredClone(body);
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Json;
  if (remove) delete node[path.at(-1)!];
  else node[path.at(-1)!] = value;
  return copy;
}

function urlOf(endpoint: string, params: Record<string, string>, query: Record<string, string>, raw = '') {
  const path = endpoint
    .split(' ')[1]!
    .replace(/:(\w+)/g, (_, name: string) =>
      name === raw ? params[name]! : encodeURIComponent(params[name] ?? 'x'),
    );
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** Builds every case for one endpoint from its valid request. */
function casesFor(endpoint: string, target: Target): Case[] {
  const method = endpoint.split(' ')[0]!;
  const params = target.params ?? {};
  const query = target.query ?? {};
  const base = { ...target.headers, ...(target.cookie ? { cookie: target.cookie } : {}) };
  const json = { ...base, 'content-type': 'application/json' };
  const validBody = target.body ? JSON.stringify(target.body) : undefined;
  const validPath = urlOf(endpoint, params, query);
  const out: Case[] = [];
  const add = (label: string, path: string, headers: Record<string, string>, body?: string | Uint8Array) =>
    out.push({
      label: `${endpoint} ${label}`,
      method,
      path,
      headers,
      ...(body === undefined ? {} : { body }),
    });

  // One field at a time, everything else valid.
  if (target.body) {
    for (const path of keyPaths(target.body)) {
      const name = path.join('.');
      add(`without ${name}`, validPath, json, JSON.stringify(withValue(target.body, path, null, true)));
      oddValues.forEach((value, i) =>
        add(`${name}=odd#${i}`, validPath, json, JSON.stringify(withValue(target.body!, path, value))),
      );
    }
  }
  for (const key of Object.keys(query)) {
    for (const [i, value] of [...oddStrings, ...oddIds].entries()) {
      add(`?${key}=odd#${i}`, urlOf(endpoint, params, { ...query, [key]: value }), json, validBody);
    }
    add(`without ?${key}`, urlOf(endpoint, params, { ...query, [key]: '' }), json, validBody);
  }
  for (const name of pathParams(endpoint)) {
    for (const [i, value] of [...oddIds, ...PROTOTYPE_KEYS].entries()) {
      add(`:${name}=odd#${i}`, urlOf(endpoint, { ...params, [name]: value }, query), json, validBody);
    }
    // Unencoded, as a client could send it: traversal and stray percent signs in the path itself.
    for (const value of ['..%2F..%2Fusers', '%E0%A4%A', '%2e%2e', 'a%2Fb']) {
      add(
        `:${name}=${value} (raw)`,
        urlOf(endpoint, { ...params, [name]: value }, query, name),
        json,
        validBody,
      );
    }
  }
  for (const key of Object.keys(target.headers ?? {})) {
    const headerSafe = oddIds.filter((v) => /^[\x20-\x7e]*$/.test(v));
    for (const [i, value] of [
      ...headerSafe,
      't=1,v1=00',
      't=abc,v1=',
      ',,,',
      'v1='.repeat(2_000),
    ].entries()) {
      add(`header ${key}=odd#${i}`, validPath, { ...json, [key]: value }, validBody);
    }
  }

  // The whole body.
  const first = (target.body && keyPaths(target.body)[0]?.join('.')) ?? 'a';
  const wholeBodies: [string, string | Uint8Array][] = [
    ['empty', ''],
    ['null', 'null'],
    ['array', '[]'],
    ['array of the valid body', `[${validBody ?? '{}'}]`],
    ['string', '"text"'],
    ['number', '42'],
    ['truncated', (validBody ?? '{"a":1}').slice(0, -3)],
    ['not JSON', '{a:1,}'],
    ['deeply nested arrays', `${'['.repeat(50_000)}${']'.repeat(50_000)}`],
    ['deeply nested objects', `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`],
    [`deep nesting in ${first}`, `{"${first}":${'['.repeat(10_000)}${']'.repeat(10_000)}}`],
    ['duplicate key', `{"${first}":"x",${(validBody ?? '{}').slice(1)}`],
    ['duplicate key after', `${(validBody ?? '{').slice(0, -1)}${validBody ? ',' : ''}"${first}":[{}]}`],
    [
      'prototype keys',
      `{"__proto__":{"role":"premium","isAdmin":true},"constructor":{"prototype":{"role":"premium"}}${validBody && validBody !== '{}' ? `,${validBody.slice(1, -1)}` : ''}}`,
    ],
    [
      'server-owned fields',
      JSON.stringify({
        ...target.body,
        role: 'premium',
        userId: 'someone',
        id: 'x',
        familyId: 'x',
        emailVerified: true,
      }),
    ],
    [
      'invalid UTF-8',
      Buffer.concat([
        Buffer.from(`{"${first}":"`),
        Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]),
        Buffer.from('"}'),
      ]),
    ],
    ['UTF-16 with BOM', Buffer.from(`\ufeff${validBody ?? '{}'}`, 'utf16le')],
    ['many keys', JSON.stringify(Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i])))],
    ['just under 1 MB', JSON.stringify({ ...target.body, padding: 'p'.repeat(1024 * 1024 - 200) })],
    ['over 1 MB', JSON.stringify({ ...target.body, padding: 'p'.repeat(1024 * 1024 + 10) })],
  ];
  for (const [label, body] of wholeBodies) add(`body: ${label}`, validPath, json, body);

  // The valid body under the wrong content types, and none.
  const form = new URLSearchParams(
    Object.entries(target.body ?? {}).map(([k, v]): [string, string] => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  ).toString();
  const contentTypes: [string, string, string | Uint8Array | undefined][] = [
    ['text/plain', validBody ?? '{}', undefined],
    ['application/x-www-form-urlencoded', form, undefined],
    [
      'multipart/form-data; boundary=x',
      `--x\r\nContent-Disposition: form-data; name="${first}"\r\n\r\nv\r\n--x--\r\n`,
      undefined,
    ],
    ['multipart/form-data', 'no boundary', undefined],
    [
      'application/xml',
      '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
      undefined,
    ],
    ['application/json; charset=utf-16', validBody ?? '{}', undefined],
    ['application/json', validBody ?? '{}', undefined],
  ];
  for (const [type, body] of contentTypes)
    add(`content-type ${type}`, validPath, { ...base, 'content-type': type }, body);
  // A form body's own prototype keys, single and repeated (a repeated field is read as a list).
  const prototypeFields = PROTOTYPE_KEYS.flatMap((key) => [`${key}=a`, `${key}=b`, `${key}[]=c`]).join('&');
  add(
    'content-type application/x-www-form-urlencoded with prototype keys',
    validPath,
    { ...base, 'content-type': 'application/x-www-form-urlencoded' },
    form ? `${prototypeFields}&${form}` : prototypeFields,
  );
  add('no content-type', validPath, base, validBody ?? '{}');

  // The valid request last: for some endpoints (sign-out, delete, pay) it ends what the others use.
  add('valid', validPath, json, validBody);
  return out;
}

/** Endpoints a pre-rendered form posts to without JavaScript: they answer a form post with a page. */
const BROWSER_FORM_ENDPOINTS = [
  'POST /api/leads/subscribe ',
  'POST /api/leads/lead-magnet ',
  'POST /api/contact ',
];
const isBrowserFormPost = (label: string) =>
  /content-type (application\/x-www-form-urlencoded|multipart\/form-data)/.test(label) &&
  BROWSER_FORM_ENDPOINTS.some((endpoint) => label.startsWith(endpoint));

async function expectNo5xx(res: Response, label: string) {
  expect(res.status, label).toBeLessThan(500);
  if (res.status >= 400 && isBrowserFormPost(label)) {
    expect(res.headers.get('content-type') ?? '', label).toMatch(/text\/html/);
    await res.arrayBuffer();
  } else if (res.status >= 400) {
    const text = await res.text();
    expect(res.headers.get('content-type') ?? '', `${label}: ${text.slice(0, 200)}`).toMatch(
      /application\/json/,
    );
    const body = apiErrorBody.safeParse(JSON.parse(text));
    expect(body.success && body.data.error.code, `${label}: ${text.slice(0, 200)}`).toBeTruthy();
  } else {
    await res.arrayBuffer();
  }
}

describe('fuzzing every endpoint', () => {
  it('has a spec for every state-changing /api endpoint the app serves', () => {
    const endpoints = [...apiEndpoints(t.app), ...apiEndpoints(stripeApp.app)].filter((e) =>
      STATE_CHANGING_METHODS.has(e.split(' ')[0]!),
    );
    expect(
      [...new Set(endpoints)].filter((e) => !(e in SPECS)),
      'endpoints without a fuzz spec',
    ).toEqual([]);
    expect(
      Object.keys(SPECS).filter((e) => !endpoints.includes(e)),
      'specs of endpoints that are gone',
    ).toEqual([]);
  });

  // Otherwise the one-part-at-a-time cases would all stop at whatever made the "valid" one invalid.
  it(
    "accepts each spec's valid request (on a fresh user, as the fuzzing starts from it)",
    { timeout: 300_000 },
    async () => {
      for (const [endpoint, spec] of Object.entries(SPECS)) {
        const target = await spec(await signUp(f));
        const valid = casesFor(endpoint, target).at(-1)!;
        const res = await fromOwnAddress(target.app ?? t).request(valid.path, {
          method: valid.method,
          headers: valid.headers,
          ...(valid.body === undefined ? {} : { body: valid.body as RequestInit['body'] }),
        });
        const text = await res.text();
        if (endpoint === 'POST /api/billing/webhook') {
          // Signed with a secret that is not ours: refused, by design.
          expect(JSON.parse(text), endpoint).toMatchObject({ error: { code: 'invalid_signature' } });
        } else {
          expect(res.status, `${endpoint}: ${text.slice(0, 200)}`).toBeLessThan(400);
        }
      }
    },
  );

  it(
    'never answers 5xx to a state-changing endpoint, one odd part at a time (over 1,000 cases)',
    { timeout: 900_000 },
    async () => {
      let cases = 0;
      for (const [endpoint, spec] of Object.entries(SPECS)) {
        const target = await spec(await signUp(f));
        const app = fromOwnAddress(target.app ?? t);
        for (const c of casesFor(endpoint, target)) {
          const res = await app.request(c.path, {
            method: c.method,
            headers: c.headers,
            ...(c.body === undefined ? {} : { body: c.body as RequestInit['body'] }),
          });
          await expectNo5xx(res, c.label);
          cases++;
        }
      }
      expect(cases).toBeGreaterThan(1000);

      for (const app of [t, stripeApp]) {
        expect((await app.request('/api/health')).status).toBe(200);
        expect((await app.request('/api/ready')).status).toBe(200);
      }
      // And it still does its job: a new user signs up and talks with the coach.
      const user = await signUp(f);
      const { chat } = await newChat(f, user);
      const reply = await send(f, user, chat.id, 'Are you still there?');
      expect(reply.status).toBe(200);
      await reply.text();
    },
  );

  it(
    'never answers 5xx to odd path parameters and queries on any GET endpoint',
    { timeout: 300_000 },
    async () => {
      const user = await signUp(f);
      const queries = [
        'limit=-5',
        'limit=abc',
        'limit=1e9',
        'limit=1&limit=2',
        'cursor=%FF',
        `cursor=${'x'.repeat(300)}`,
        'cursor=2020-01-01T00:00:00.000Z|x',
        ...ODD_CURSORS.map((cursor) => `cursor=${encodeURIComponent(cursor)}`),
        'before=%00',
        'before=%E0%A4%A',
        'token=',
        `token=${'t'.repeat(5_000)}`,
        'u=x&p=__proto__&s=',
        'callbackURL=javascript:alert(1)',
        'callbackURL=https://evil.example',
      ];
      let cases = 0;
      for (const endpoint of apiEndpoints(t.app).filter((e) => e.startsWith('GET '))) {
        for (const cookie of [user.cookie, undefined]) {
          const ids = pathParams(endpoint).length > 0 ? oddIds : ['x'];
          for (const id of ids) {
            const params = Object.fromEntries(pathParams(endpoint).map((n) => [n, id]));
            for (const query of ['', ...queries]) {
              const path = urlOf(endpoint, params, {}) + (query ? `?${query}` : '');
              const res = await f.request(path, { headers: cookie ? { cookie } : {} });
              expect(res.status, `${path}`).toBeLessThan(500);
              await res.arrayBuffer();
              cases++;
            }
          }
        }
      }
      expect(cases).toBeGreaterThan(300);
    },
  );
  it(
    'never answers 5xx to an odd value in any query parameter a GET endpoint reads, one at a time',
    { timeout: 300_000 },
    async () => {
      const user = await signUp(f);
      const chatId = await chatWithMessage(user);
      await newChat(f, user);
      const list = await (await api(f, user.cookie).chats.$get({ query: { limit: '1' } })).json();
      const { messages } = await (
        await api(f, user.cookie).chats[':id'].messages.$get({ param: { id: chatId }, query: { limit: '1' } })
      ).json();
      const leadEmail = uniqueEmail('lead');
      await f.request('/api/leads/subscribe', {
        method: 'POST',
        json: { form: 'newsletter', firstName: 'Ann', email: leadEmail },
      });
      const [lead] = await t.database.db.select().from(subscribers).where(eq(subscribers.email, leadEmail));
      const unsubscribe = new URL(t.services.unsubscribeLinks.url(user.userId, 'updates'));
      // Each GET endpoint that reads a query, with a valid one: the cases replace one parameter each.
      const valid: Record<string, { path: string; query: Record<string, string> }> = {
        'GET /api/chats': { path: '/api/chats', query: { limit: '1', cursor: list.nextCursor! } },
        'GET /api/chats/search': { path: '/api/chats/search', query: { q: 'money' } },
        'GET /api/chats/:id/messages': {
          path: `/api/chats/${chatId}/messages`,
          query: { limit: '1', before: messages[0]!.id },
        },
        'GET /api/leads/thanks': {
          path: '/api/leads/thanks',
          query: { form: 'newsletter', outcome: 'already' },
        },
        'GET /api/leads/unsubscribe': {
          path: '/api/leads/unsubscribe',
          query: { token: lead!.unsubscribeToken },
        },
        'GET /api/notifications/unsubscribe': {
          path: '/api/notifications/unsubscribe',
          query: Object.fromEntries(unsubscribe.searchParams),
        },
        'GET /api/auth/verify-email': {
          path: '/api/auth/verify-email',
          query: { token: (await latestMail(t, user.email))!.token! },
        },
      };
      expect(
        Object.keys(valid).filter((e) => !apiEndpoints(t.app).includes(e)),
        'query specs of endpoints that are gone',
      ).toEqual([]);
      const values = [
        ...oddStrings.filter((v) => v.length < 10_000),
        ...oddIds,
        ...ODD_CURSORS,
        '%',
        '%%32%65',
        'a&b=c',
        'a#b',
      ];
      // Some of these answer with a page (the thank-you and unsubscribe pages): HTML or a JSON error.
      const check = async (res: Response, label: string) => {
        expect(res.status, label).toBeLessThan(500);
        if (res.status >= 400)
          expect(res.headers.get('content-type'), label).toMatch(/application\/json|text\/html/);
        await res.arrayBuffer();
      };
      let cases = 0;
      for (const [endpoint, { path, query }] of Object.entries(valid)) {
        const ok = await f.request(`${path}?${new URLSearchParams(query).toString()}`, {
          headers: { cookie: user.cookie },
        });
        expect(ok.status, `${endpoint} valid`).toBeLessThan(400);
        await ok.arrayBuffer();
        for (const name of Object.keys(query)) {
          for (const value of values) {
            const search = new URLSearchParams({ ...query, [name]: value }).toString();
            const res = await f.request(`${path}?${search}`, { headers: { cookie: user.cookie } });
            await check(res, `${endpoint} ?${name}=${JSON.stringify(value).slice(0, 80)}`);
            cases++;
          }
          // The parameter twice, and as a prototype key beside the valid query.
          for (const extra of [`${name}=a&${name}=b`, ...PROTOTYPE_KEYS.map((key) => `${key}=${name}`)]) {
            const res = await f.request(`${path}?${new URLSearchParams(query).toString()}&${extra}`, {
              headers: { cookie: user.cookie },
            });
            await check(res, `${endpoint} &${extra}`);
            cases++;
          }
        }
      }
      expect(cases).toBeGreaterThan(500);
    },
  );

  it(
    'never answers 5xx to prototype keys and control characters as query names on any GET endpoint',
    { timeout: 300_000 },
    async () => {
      const user = await signUp(f);
      const names = [...PROTOTYPE_KEYS, 'a\r\nb', 'a\u2028b', '', '[]', 'a[b]', 'a.b'];
      const query = names.map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(name)}`).join('&');
      let cases = 0;
      for (const endpoint of apiEndpoints(t.app).filter((e) => e.startsWith('GET '))) {
        const params = Object.fromEntries(pathParams(endpoint).map((n) => [n, 'x']));
        for (const cookie of [user.cookie, undefined]) {
          const res = await f.request(`${urlOf(endpoint, params, {})}?${query}`, {
            headers: cookie ? { cookie } : {},
          });
          expect(res.status, endpoint).toBeLessThan(500);
          await res.arrayBuffer();
          cases++;
        }
      }
      expect(cases).toBeGreaterThan(20);
    },
  );

  it('never answers 5xx in the local mailbox: odd ids, addresses and paths, with or without a proxy', async () => {
    const user = await signUp(f);
    // The mailbox answers clients on this machine only: as the node server sees a loopback socket.
    const loopback = {
      incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 1, remoteFamily: 'IPv4' } },
    };
    const get = (path: string, headers: Record<string, string> = {}) =>
      t.app.request(path, { headers }, loopback);
    const mailId = (await latestMail(t, user.email))!.id;
    expect((await get(`${MAILBOX_PATH}/${mailId}`)).status).toBe(200);
    expect((await get(`${MAILBOX_PATH}/api/latest?to=${encodeURIComponent(user.email)}`)).status).toBe(200);

    // Lone surrogates cannot be percent-encoded: the raw list below sends their UTF-8 bytes instead.
    const values = [...oddStrings.filter((v) => v.length < 10_000), ...oddIds, ...PROTOTYPE_KEYS].filter(
      (v) => !/\p{Cs}/u.test(v),
    );
    const paths = [
      ...values.map((v) => `${MAILBOX_PATH}/${encodeURIComponent(v)}`),
      ...values.map((v) => `${MAILBOX_PATH}/api/latest?to=${encodeURIComponent(v)}`),
      ...[
        '%00',
        '%FF',
        '%E0%A4%A',
        '..%2F..%2Fapi%2Fhealth',
        '%2e%2e',
        'a%2Fb',
        '%uD800',
        '%ED%A0%80',
      ].flatMap((raw) => [
        `${MAILBOX_PATH}/${raw}`,
        `${MAILBOX_PATH}/api/latest?to=${raw}`,
        `${MAILBOX_PATH}/api/${raw}`,
      ]),
      `${MAILBOX_PATH}/api/latest`,
      `${MAILBOX_PATH}/api/latest?to=`,
      `${MAILBOX_PATH}/api/latest?to=a&to=b`,
      `${MAILBOX_PATH}/${mailId}/x`,
      `${MAILBOX_PATH}//`,
    ];
    const proxied: Record<string, string>[] = [
      {},
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
    ];
    let cases = 0;
    for (const path of paths) {
      for (const headers of proxied) {
        const res = await get(path, headers);
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBeLessThan(500);
        if (Object.keys(headers).length > 0) expect(res.status, `${path} through a proxy`).toBe(404);
        await res.arrayBuffer();
        cases++;
      }
    }
    expect(cases).toBeGreaterThan(300);
  });
});
