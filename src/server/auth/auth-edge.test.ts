// The auth edge as an attacker meets it: redirects that could leave our origin, the session token in
// answer bodies, guessing one account's password from many addresses, e-mail floods at one person,
// and what a password change leaves signed in.
import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox, users } from '../db/schema.ts';
import { createPeerInstance, createTestApp, TEST_ORIGIN, type TestApp } from '../test/app.ts';
import { readError } from '../test/client.ts';
import {
  cookieFrom,
  GOOD_PASSWORD,
  latestMail,
  me,
  signIn,
  signUp,
  uniqueEmail,
} from '../test/auth-helpers.ts';
import { ACCOUNT_SIGN_IN_RULE, RECIPIENT_MAIL_RULE } from './auth-limits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Where a browser would go with this answer, or null when it is not a redirect. */
function redirectTarget(res: Response): URL | null {
  const location = res.headers.get('location');
  return location === null ? null : new URL(location, TEST_ORIGIN);
}

async function mailsTo(email: string, subject: RegExp) {
  const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  return rows.filter((row) => subject.test(row.subject));
}

describe('redirects stay on our origin', () => {
  // As the attack sent them (already encoded for a query string), and the usual other spellings.
  const RAW = [
    '/.//evil.example',
    '/a/..//evil.example',
    '/.%2F%2Fevil.example',
    '/./%2Fevil.example',
    '//evil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '%5C%5Cevil.example',
    'https://evil.example',
    'https:%2F%2Fevil.example',
    'HTTPS://evil.example/%2e%2e',
    '%2F.%2F%2Fevil.example',
    '/%2e/%2fevil.example',
    'http://localhost:3000@evil.example',
    '%09//evil.example',
    'javascript:alert(1)',
  ];
  const variants = [...RAW, ...RAW.map((raw) => encodeURIComponent(raw))];

  it('the confirmation link never redirects, whatever callbackURL says (forged and real tokens)', async () => {
    for (const callback of variants) {
      for (const name of ['callbackURL', 'errorCallbackURL', 'redirectTo']) {
        const res = await t.request(`/api/auth/verify-email?token=x&${name}=${callback}`);
        expect(redirectTarget(res), `${name}=${callback}`).toBeNull();
        expect(res.status, callback).toBe(401);
        expect((await readError(res)).code).toBe('invalid_token');
      }
    }
    const user = await signUp(t);
    const mail = await latestMail(t, user.email);
    const res = await t.request(
      `/api/auth/verify-email?token=${encodeURIComponent(mail!.token!)}&callbackURL=/.//evil.example`,
      { headers: { cookie: user.cookie } },
    );
    expect(redirectTarget(res)).toBeNull();
    expect(res.status).toBe(200);
    expect((await me(t, user.cookie)).user?.emailConfirmed).toBe(true);
  });

  it('no auth answer carries a way off our origin when a body names one', async () => {
    const user = await signUp(t);
    for (const callback of ['/.//evil.example', '//evil.example', 'https://evil.example']) {
      const answers = [
        await signIn(t, user.email, user.password).then(() =>
          t.request('/api/auth/sign-in/email', {
            method: 'POST',
            json: { email: user.email, password: user.password, callbackURL: callback },
          }),
        ),
        await t.request('/api/auth/send-verification-email', {
          method: 'POST',
          json: { email: user.email, callbackURL: callback },
        }),
        await t.request('/api/auth/request-password-reset', {
          method: 'POST',
          json: { email: user.email, redirectTo: callback },
        }),
      ];
      for (const res of answers) {
        expect(redirectTarget(res), res.url).toBeNull();
        expect(res.status).toBeLessThan(300);
        expect(await res.text()).not.toContain('evil.example');
      }
    }
  });
});

describe('the session token is only ever in the cookie', () => {
  /** The token part of the signed session cookie (`token.signature`). */
  function sessionToken(cookie: string): string {
    const value = /pc\.session_token=([^;]+)/.exec(cookie)?.[1];
    return decodeURIComponent(value ?? '').split('.')[0]!;
  }

  const PRODUCTION_URL = 'https://peacecoach.example';
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({
      NODE_ENV: 'production',
      APP_URL: PRODUCTION_URL,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      SMTP_URL: 'smtp://127.0.0.1:1',
      PAYMENTS_PROVIDER: 'test',
      AI_PROVIDER: 'builtin',
      COMPANY_NAME: 'Peace Coach Ltd',
      COMPANY_ADDRESS: '1 Quiet Lane, York',
      PRIVACY_CONTACT_EMAIL: 'privacy@peace.example',
    });
  });
  afterAll(() => prod.close());

  it.each(['development', 'production'])(
    'sign-up, sign-in and get-session answers carry neither a token field nor its value (%s)',
    async (mode) => {
      const app = mode === 'production' ? prod : t;
      const call = (path: string, init: RequestInit & { json?: unknown } = {}) =>
        app.request(path, { ...init, headers: { origin: app.config.appUrl, ...init.headers } });
      const email = uniqueEmail();
      const up = await call('/api/auth/sign-up/email', {
        method: 'POST',
        json: { email, password: GOOD_PASSWORD, firstName: 'Ruth', lastName: 'Moab' },
      });
      const upCookie = cookieFrom(up);
      const upBody = await up.text();
      expect(up.status).toBe(200);
      expect(JSON.parse(upBody)).toMatchObject({ signedIn: true, user: { email } });

      const inRes = await call('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email, password: GOOD_PASSWORD, rememberMe: true },
      });
      expect(inRes.status).toBe(200);
      const inCookie = cookieFrom(inRes);
      const inBody = await inRes.text();

      const session = await call('/api/auth/get-session', { headers: { cookie: inCookie } });
      const sessionBody = await session.text();
      expect(JSON.parse(sessionBody)).toMatchObject({ user: { email } });

      for (const [body, cookie] of [
        [upBody, upCookie],
        [inBody, inCookie],
        [sessionBody, inCookie],
      ] as const) {
        const token = sessionToken(cookie);
        expect(token.length).toBeGreaterThan(10);
        expect(body).not.toContain(token);
        expect(body).not.toMatch(/"token"/);
      }
    },
  );
});

describe('password change', () => {
  it('ends every other session whatever the client sends', async () => {
    for (const revokeOtherSessions of [false, undefined, 'no']) {
      const user = await signUp(t);
      const phone = cookieFrom(await signIn(t, user.email, user.password));
      const newPassword = `gentle-answer-${Math.random().toString(36).slice(2, 8)}`;
      const res = await t.request('/api/auth/change-password', {
        method: 'POST',
        headers: { cookie: user.cookie },
        json: { currentPassword: user.password, newPassword, revokeOtherSessions },
      });
      expect(res.status, String(revokeOtherSessions)).toBe(200);
      expect((await me(t, phone)).user, String(revokeOtherSessions)).toBeNull();
      // The device that changed it stays signed in, with the session the answer set.
      expect((await me(t, cookieFrom(res))).user?.email).toBe(user.email);
    }
  });
});

describe('sign-in limits per account', () => {
  const attempts = ACCOUNT_SIGN_IN_RULE.max + 10;

  async function guess(instance: TestApp, email: string, i: number, password = 'wrong-password-1') {
    return instance.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'x-forwarded-for': `198.18.${Math.floor(i / 200)}.${(i % 200) + 1}` },
      json: { email, password, rememberMe: false },
    });
  }

  it('refuses guesses at one account from many addresses (counted across instances), without locking the owner out', async () => {
    const peer = await createPeerInstance(t);
    const user = await signUp(t);
    // The owner signed in on this browser before the attack: it holds the known-client cookie.
    const owners = await signIn(t, user.email, user.password);
    expect(owners.status).toBe(200);
    const ownersBrowser = cookieFrom(owners);
    expect(ownersBrowser).toMatch(/pc\.known_client=/);

    const statuses: number[] = [];
    for (let i = 0; i < attempts; i++) {
      const res = await guess(i % 2 === 0 ? t : peer, user.email, i);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect((await readError(res)).code).toBe('rate_limited');
      } else {
        await res.arrayBuffer();
      }
    }
    // The owner's own sign-in from a client new to the account counted as one attempt too.
    const allowed = ACCOUNT_SIGN_IN_RULE.max - 1;
    expect(statuses.slice(0, allowed).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(allowed).every((s) => s === 429)).toBe(true);

    // A new client is held back even with the right password: that is the limit...
    expect((await guess(t, user.email, 900, user.password)).status).toBe(429);
    // ...but the owner's own browser still signs in.
    const owner = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { cookie: ownersBrowser, 'x-forwarded-for': '198.18.9.9' },
      json: { email: user.email, password: user.password, rememberMe: true },
    });
    expect(owner.status).toBe(200);
    await peer.close();
  });

  it('answers an unknown address exactly as a registered one', async () => {
    const email = uniqueEmail('nobody');
    const statuses: number[] = [];
    for (let i = 0; i < attempts; i++) statuses.push((await guess(t, email, 400 + i)).status);
    expect(statuses.slice(0, ACCOUNT_SIGN_IN_RULE.max).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(ACCOUNT_SIGN_IN_RULE.max).every((s) => s === 429)).toBe(true);
  });

  it("another account's known-client cookie does not lift the limit, nor does a forged one", async () => {
    const victim = await signUp(t);
    const attacker = await signUp(t);
    const attackersBrowser = cookieFrom(await signIn(t, attacker.email, attacker.password));
    for (let i = 0; i < ACCOUNT_SIGN_IN_RULE.max; i++)
      await (await guess(t, victim.email, 600 + i)).arrayBuffer();
    for (const cookie of [attackersBrowser, 'pc.known_client=1.abc.def', '']) {
      const res = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { cookie, 'x-forwarded-for': '198.18.8.8' },
        json: { email: victim.email, password: victim.password, rememberMe: false },
      });
      expect(res.status, cookie).toBe(429);
    }
  });
});

describe('e-mails to one person', () => {
  it('sends at most the per-recipient number of reset e-mails, from however many addresses', async () => {
    const user = await signUp(t);
    for (let address = 0; address < 10; address++) {
      // Three each: what one address may ask for in a minute.
      for (let i = 0; i < 3; i++) {
        const res = await t.request('/api/auth/request-password-reset', {
          method: 'POST',
          headers: { 'x-forwarded-for': `198.18.20.${address + 1}` },
          json: { email: user.email },
        });
        // The answer never changes: it must not say whether (or how often) mail went out.
        expect(res.status).toBe(200);
      }
    }
    expect(await mailsTo(user.email, /Reset your/)).toHaveLength(RECIPIENT_MAIL_RULE.max);
  });

  it('sends at most the per-recipient number of confirmation e-mails, the sign-up one included', async () => {
    const user = await signUp(t);
    for (let address = 0; address < 10; address++) {
      for (let i = 0; i < 2; i++) {
        const res = await t.request('/api/auth/send-verification-email', {
          method: 'POST',
          headers: { 'x-forwarded-for': `198.18.21.${address + 1}` },
          json: { email: user.email },
        });
        expect(res.status).toBe(200);
      }
    }
    expect(await mailsTo(user.email, /Confirm your/)).toHaveLength(RECIPIENT_MAIL_RULE.max);
  });
});

describe('sign-up with a registered address when confirmation is required', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' });
  });
  afterAll(() => strict.close());

  /** The answer with the values that differ for any two new accounts blanked out. */
  function shape(value: unknown): unknown {
    if (Array.isArray(value)) return value.map(shape);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, v]) => [
          key,
          ['id', 'email', 'createdAt', 'updatedAt'].includes(key) ? typeof v : shape(v),
        ]),
      );
    }
    return value;
  }

  async function signUpAs(email: string) {
    return strict.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: GOOD_PASSWORD, firstName: 'Ruth', lastName: 'Naomi' },
    });
  }

  it('answers as for a new address and tells the owner by e-mail instead', async () => {
    const email = uniqueEmail('owner');
    const first = await signUpAs(email);
    const fresh = await signUpAs(uniqueEmail('fresh'));
    const again = await signUpAs(email.toUpperCase());
    expect(again.status).toBe(first.status);
    expect(shape(await again.json())).toEqual(shape(await fresh.json()));
    expect(cookieFrom(again)).toBe('');

    const rows = await strict.database.db.select().from(users).where(like(users.email, email));
    expect(rows).toHaveLength(1);
    const notices = await strict.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email)));
    expect(notices.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        'Confirm your e-mail address for Peace Coach',
        expect.stringMatching(/already/i),
      ]),
    );
    const notice = notices.find((m) => /already/i.test(m.subject))!;
    expect(notice.text).toContain(`${TEST_ORIGIN}/login`);
    expect(notice.text).toContain(`${TEST_ORIGIN}/forgot-password`);
  });
});

describe('password reset requests', () => {
  /** The kinds of statement (select, insert...) one request runs, in order. */
  async function statementsOf(request: () => Promise<Response>): Promise<string[]> {
    // The driver's client under Drizzle (PGlite, or the pg pool): every statement goes through `query`.
    const { $client: client } = t.database.db as unknown as {
      $client: { query: (...args: unknown[]) => Promise<unknown> };
    };
    const seen: string[] = [];
    const original = client.query.bind(client);
    const spy = vi.spyOn(client, 'query').mockImplementation((...args: unknown[]) => {
      const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string }).text ?? '');
      seen.push(/^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? '?');
      return original(...args);
    });
    try {
      const res = await request();
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    } finally {
      spy.mockRestore();
    }
    return seen;
  }

  it('does the same database work for a registered and an unknown address', async () => {
    const user = await signUp(t);
    const ask = (email: string) => () =>
      t.request('/api/auth/request-password-reset', { method: 'POST', json: { email } });
    // The first lookup of a token also clears expired ones (at most every few minutes): not per request.
    await statementsOf(ask(uniqueEmail('warm-up')));
    const registered = await statementsOf(ask(user.email));
    const unknown = await statementsOf(ask(uniqueEmail('nobody')));
    const writes = (statements: string[]) => statements.filter((s) => s !== 'select').length;
    expect(writes(unknown)).toBe(writes(registered));
    expect(unknown).toHaveLength(registered.length);
    // And the registered address did get its e-mail.
    expect((await latestMail(t, user.email))?.subject).toMatch(/Reset your/);
  });
});

describe('one body at the auth edge', () => {
  const rawSignIn = (body: string, contentType: string, i: number) =>
    t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: {
        'content-type': contentType,
        'x-forwarded-for': `198.19.${Math.floor(i / 200)}.${(i % 200) + 1}`,
      },
      body,
    });
  const form = (fields: [string, string][]) => new URLSearchParams(fields).toString();

  it('a form body, in any case of its type, never reaches the auth library: no guess counts, none signs in', async () => {
    const user = await signUp(t);
    for (const type of [
      'APPLICATION/X-WWW-FORM-URLENCODED',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      for (let i = 0; i < ACCOUNT_SIGN_IN_RULE.max + 5; i++) {
        const res = await rawSignIn(
          form([
            ['email', user.email],
            ['password', `wrong-${i}`],
          ]),
          type,
          1000 + i,
        );
        expect(res.status, type).toBe(415);
        expect((await readError(res)).code).toBe('unsupported_media_type');
      }
      const right = await rawSignIn(
        form([
          ['email', user.email],
          ['password', user.password],
        ]),
        type,
        1999,
      );
      expect(right.status, type).toBe(415);
      expect(cookieFrom(right)).toBe('');
    }
  });

  it('the e-mail a throttle counts is the one the auth library checks: a second `email` field changes nothing', async () => {
    const user = await signUp(t);
    for (let i = 0; i < ACCOUNT_SIGN_IN_RULE.max; i++) {
      // Form fields twice (ours read the first, the library the last), and raw JSON with the key twice.
      const asForm = await rawSignIn(
        form([
          ['email', uniqueEmail(`decoy-${i}`)],
          ['email', user.email],
          ['password', `wrong-${i}`],
        ]),
        'Application/X-Www-Form-Urlencoded',
        2000 + i,
      );
      expect(asForm.status).toBe(415);
      const asJson = await rawSignIn(
        `{"email":"${uniqueEmail(`decoy-${i}`)}","email":"${user.email}","password":"wrong-${i}"}`,
        'application/json',
        2100 + i,
      );
      expect(asJson.status).toBe(401);
      await asJson.arrayBuffer();
    }
    // Every JSON guess counted against the account the library checked.
    const right = await rawSignIn(
      JSON.stringify({ email: user.email, password: user.password }),
      'application/json',
      2999,
    );
    expect(right.status).toBe(429);
  });

  it('reads JSON whatever the case of its type, and refuses a body without a JSON type with a 415', async () => {
    const user = await signUp(t);
    const ok = await rawSignIn(
      JSON.stringify({ email: user.email, password: user.password }),
      'Application/JSON; charset=UTF-8',
      3000,
    );
    expect(ok.status).toBe(200);
    for (const type of ['text/plain', 'application/jsonx', '']) {
      const res = await rawSignIn(JSON.stringify({ email: user.email, password: user.password }), type, 3001);
      expect(res.status, type).toBe(415);
      expect((await readError(res)).code).toBe('unsupported_media_type');
    }
    for (const body of ['{"email":', '[]', '"x"', 'null']) {
      const res = await rawSignIn(body, 'application/json', 3002);
      expect(res.status, body).toBe(400);
      expect((await readError(res)).code).toBe('invalid_request');
    }
  });

  it('drops redirect fields from a JSON body however its type is spelled', async () => {
    const user = await signUp(t);
    const res = await rawSignIn(
      JSON.stringify({ email: user.email, password: user.password, callbackURL: 'https://evil.example' }),
      'APPLICATION/JSON',
      3100,
    );
    expect(res.status).toBe(200);
    expect(redirectTarget(res)).toBeNull();
    expect(await res.text()).not.toContain('evil.example');
  });
});
