// Input an attacker found answered 500 (or worse, served): each must be a deliberate 4xx. The fuzz
// suite (fuzz.test.ts) covers the classes; these are the instances, named.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAILBOX_PATH } from '../mail/mailbox.routes.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { latestMail, signUp } from '../test/auth-helpers.ts';
import { api, apiErrorBody, readJson } from '../test/client.ts';

let t: TestApp;
beforeAll(async () => {
  // No proxy in front (the default): a proxy on the same host is the mailbox case below.
  t = await createTestApp({ TRUSTED_PROXY_HOPS: '0' });
});
afterAll(() => t.close());

/** The prototype's own names: looked up in a plain object, each finds something that is not ours. */
const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  '__defineGetter__',
  'prototype',
];

/** A request from a client on this machine, as the node server would see its socket. */
function fromLoopback(path: string, headers: Record<string, string> = {}) {
  return t.app.request(
    path,
    { headers },
    {
      incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 50_000, remoteFamily: 'IPv4' } },
    },
  );
}

describe('the thank-you page of a form posted without JavaScript', () => {
  it('is a 404 page for a form that is not ours, prototype names included', async () => {
    for (const form of [...PROTOTYPE_KEYS, 'no-such-form', '']) {
      for (const outcome of ['', 'already', ...PROTOTYPE_KEYS]) {
        const res = await t.request(`/api/leads/thanks?${new URLSearchParams({ form, outcome }).toString()}`);
        expect(res.status, `form=${form} outcome=${outcome}`).toBe(404);
        expect(res.headers.get('content-type')).toMatch(/^text\/html/);
        expect(await res.text()).toContain('<h1>Page not found</h1>');
      }
    }
  });

  it("shows each form's own text whatever the outcome says", async () => {
    const page = async (query: string) => (await t.request(`/api/leads/thanks?${query}`)).text();
    expect(await page('form=newsletter&outcome=__proto__')).toContain(
      'Welcome! You&#39;ll receive weekly encouragement in your inbox.',
    );
    expect(await page('form=scroll&outcome=already')).toContain(
      'You&#39;re already subscribed! Thanks for reading.',
    );
    expect(await page('form=contact&outcome=toString')).toContain('Your message has reached us.');
  });
});

describe('the chat list cursor', () => {
  it('refuses a cursor whose time PostgreSQL cannot hold, or that is not one of ours, with a 400', async () => {
    const user = await signUp(t);
    for (const cursor of [
      '275760-09-13|x',
      '+275760-09-13T00:00:00.000Z|x',
      '0000-01-01T00:00:00.000Z|x',
      '10000-01-01T00:00:00.000Z|x',
      '+010000-01-01T00:00:00.000Z|x',
      '-000001-01-01T00:00:00.000Z|x',
      '2020-02-31T00:00:00.000Z|x',
      '2020-01-01T00:00:00.000Z|',
      '2020-01-01T00:00:00.000Z|x|y',
      '2020-01-01|x',
      'x',
    ]) {
      const res = await t.request(`/api/chats?cursor=${encodeURIComponent(cursor)}`, {
        headers: { cookie: user.cookie },
      });
      expect(res.status, cursor).toBe(400);
      expect(await readJson(res, apiErrorBody)).toMatchObject({
        error: { code: 'validation_failed', message: 'Please reload the page to see your conversations.' },
      });
    }
  });

  it('still pages with the cursors it gives', async () => {
    const user = await signUp(t);
    const ids = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await api(t, user.cookie).chats.$post();
      expect(res.status).toBe(201);
      // Named, so the next "New Chat" makes another chat (an untouched one is reused).
      const { chat } = await res.json();
      await api(t, user.cookie).chats[':id'].$patch({ param: { id: chat.id }, json: { title: `Chat ${i}` } });
    }
    let cursor: string | null = null;
    do {
      const res = await api(t, user.cookie).chats.$get({
        query: { limit: '1', ...(cursor ? { cursor } : {}) },
      });
      expect(res.status).toBe(200);
      const page = await res.json();
      for (const chat of page.chats) ids.add(chat.id);
      cursor = page.nextCursor;
    } while (cursor);
    expect(ids.size).toBe(3);
  });
});

describe('the local mailbox', () => {
  it('answers odd ids and addresses with a 4xx, NUL included', async () => {
    for (const path of [
      `${MAILBOX_PATH}/%00`,
      `${MAILBOX_PATH}/a%00b`,
      `${MAILBOX_PATH}/api/latest?to=%00`,
      `${MAILBOX_PATH}/api/latest?to=a%00%40example.com`,
      `${MAILBOX_PATH}/%FF`,
      `${MAILBOX_PATH}/api/latest?to=%FF`,
      `${MAILBOX_PATH}/api/latest?to=%uD800`,
    ]) {
      const res = await fromLoopback(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
  });

  it('is served to a client on this machine that came through no proxy', async () => {
    const user = await signUp(t);
    expect((await fromLoopback(MAILBOX_PATH)).status).toBe(200);
    const res = await fromLoopback(`${MAILBOX_PATH}/api/latest?to=${encodeURIComponent(user.email)}`);
    expect(res.status).toBe(200);
    expect((await readJson(res, z.object({ id: z.string() }))).id).toBe(
      (await latestMail(t, user.email))!.id,
    );
  });

  it('does not exist for a request a proxy forwarded, even from this machine', async () => {
    const proxied: Record<string, string>[] = [
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-forwarded-for': '' },
      { forwarded: 'for=127.0.0.1' },
      { forwarded: 'for="[::1]";proto=http' },
      { 'x-real-ip': '127.0.0.1' },
      { via: '1.1 proxy' },
    ];
    for (const headers of proxied) {
      for (const path of [MAILBOX_PATH, `${MAILBOX_PATH}/api/latest?to=ann@example.com`]) {
        const res = await fromLoopback(path, headers);
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(404);
        expect(await readJson(res, apiErrorBody)).toMatchObject({ error: { code: 'not_found' } });
      }
    }
  });
});
