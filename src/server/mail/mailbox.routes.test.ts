import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { requestContext, type AppEnv } from '../http/request-context.ts';
import { securityHeaders } from '../http/security-headers.ts';
import { createLogger } from '../lib/logger.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { extractLinks, MAILBOX_PATH, mailboxRoutes, type MailboxDeps } from './mailbox.routes.ts';
import { createMailer } from './mailer.ts';
import { confirmEmailTemplate } from './templates.ts';
import { createOutboxTransport } from './transport.ts';

const VERIFY_URL = 'http://localhost:3000/verify-email?token=t0k3n&callbackURL=%2Fwelcome';
let database: TestDatabase;
let confirmId: string;
let tick = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const mailer = createMailer({
    db: database.db,
    transport: createOutboxTransport(),
    logger: createLogger('silent'),
    from: 'Peace Coach <hello@peacecoach.test>',
    // A second apart, so "newest first" never depends on two mails sharing a millisecond.
    now: () => new Date(Date.UTC(2030, 0, 1) + tick++ * 1000),
  });
  await mailer.send({ to: 'ann@example.test', subject: 'Older mail', text: 'old', html: '<p>old</p>' });
  const mail = confirmEmailTemplate({ firstName: '<b>Ann</b>', url: VERIFY_URL });
  confirmId = (await mailer.send({ to: 'ann@example.test', ...mail })).id;
  await mailer.send({ to: 'bob@example.test', subject: 'For Bob', text: 'hi', html: '<p>hi</p>' });
  await mailer.deliverDue();
});
afterAll(() => database.close());

/** The mailbox mounted the way the app mounts it, with the app's error handling and headers. */
function host(isAllowed?: MailboxDeps['isAllowed']) {
  const app = new Hono<AppEnv>();
  app.use(requestContext(createLogger('silent')));
  app.use(securityHeaders(false));
  app.route(MAILBOX_PATH, mailboxRoutes({ db: database.db, config: { trustedProxyHops: 0 }, isAllowed }));
  app.onError((error, c) => {
    if (error instanceof AppError) return c.json(error.toBody(), error.status);
    throw error;
  });
  return app;
}

let allowed: Hono<AppEnv>;
beforeAll(() => {
  allowed = host(() => true);
});

describe('the local mailbox', () => {
  it('lists the newest mail first in an accessible table', async () => {
    const res = await allowed.request(MAILBOX_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; frame-ancestors 'self'",
    );
    const html = await res.text();
    expect(html).toContain('<caption>');
    expect(html).toContain(
      `<a href="${MAILBOX_PATH}/${confirmId}">Confirm your e-mail address for Peace Coach</a>`,
    );
    expect(html.indexOf('For Bob')).toBeLessThan(html.indexOf('Older mail'));
  });

  it("shows each mail's links in the list, escaped", async () => {
    const html = await (await allowed.request(MAILBOX_PATH)).text();
    expect(html).toContain('<th scope="col">Links</th>');
    const href = VERIFY_URL.replace(/&/g, '&amp;');
    const row = html.slice(html.indexOf(`${MAILBOX_PATH}/${confirmId}`));
    expect(row.slice(0, row.indexOf('</tr>'))).toContain(`<li><a href="${href}">${href}</a></li>`);
  });

  it('shows one mail: headers, text, its links, and the HTML in a sandboxed frame', async () => {
    const res = await allowed.request(`${MAILBOX_PATH}/${confirmId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<h1>Confirm your e-mail address for Peace Coach</h1>');
    expect(html).toContain('ann@example.test');
    expect(html).toContain('Links in this e-mail');
    expect(html).toContain(`<li><a href="${VERIFY_URL.replace(/&/g, '&amp;')}">`);
    expect(html).toMatch(/<pre>Hi &lt;b&gt;Ann&lt;\/b&gt;,/);
    expect(html).toMatch(/<iframe sandbox [^>]*srcdoc="&lt;!doctype html&gt;/);
    // The mail's own markup only ever appears escaped inside srcdoc.
    expect(html).not.toContain('<table');
  });

  it('answers /api/latest with the newest mail to an address and its links', async () => {
    const res = await allowed.request(`${MAILBOX_PATH}/api/latest?to=ANN@example.test`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: confirmId,
      to: 'ann@example.test',
      subject: 'Confirm your e-mail address for Peace Coach',
      text: expect.stringContaining(VERIFY_URL) as string,
      links: [VERIFY_URL],
    });
  });

  it('is a JSON 404 for an unknown id or an address without mail', async () => {
    for (const path of [`${MAILBOX_PATH}/no-such-id`, `${MAILBOX_PATH}/api/latest?to=nobody@example.test`]) {
      const res = await allowed.request(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('does not exist for clients that are not allowed', async () => {
    for (const app of [host(() => false), host()]) {
      for (const path of [
        MAILBOX_PATH,
        `${MAILBOX_PATH}/${confirmId}`,
        `${MAILBOX_PATH}/api/latest?to=ann@example.test`,
      ]) {
        const res = await app.request(path);
        expect(res.status).toBe(404);
        expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
      }
    }
  });
});

describe('extractLinks', () => {
  it('finds each http(s) link once, without trailing punctuation', () => {
    const text = 'Go to https://a.test/x?y=1. Or (http://b.test/). Again https://a.test/x?y=1, ftp://no.test';
    expect(extractLinks(text)).toEqual(['https://a.test/x?y=1', 'http://b.test/']);
  });
});
