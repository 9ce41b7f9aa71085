// The local mailbox: without SMTP, every e-mail stays in mail_outbox, and these pages show it so a
// developer (and the browser tests, through /api/latest) can read mail and follow its links. The app
// mounts it at /dev/mailbox only outside production and only when no SMTP server is configured.
import { desc, eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { Config } from '../env.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { clientIp, isLoopback } from '../http/client-ip.ts';
import { rejectNul } from '../http/reject-nul.ts';
import type { AppEnv } from '../http/request-context.ts';
import { escapeHtml } from './escape-html.ts';

export const MAILBOX_PATH = '/dev/mailbox';

// Mail HTML is shown in a sandboxed srcdoc frame, which inherits this policy: no scripts anywhere,
// inline styles (every e-mail uses them), and only data: images, so a mail cannot call out.
const MAILBOX_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; frame-ancestors 'self'";

const PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;margin:2rem;color:#1f2933;background:#fff}' +
  'table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #ccd}' +
  'caption{text-align:left;font-weight:bold;margin-bottom:.5rem}pre{white-space:pre-wrap;background:#f4f4f7;padding:1rem}' +
  'iframe{width:100%;height:40rem;border:1px solid #ccd}a{color:#1d4ed8}dt{font-weight:bold}' +
  'td ul{margin:0;padding-left:1rem}td ul a{word-break:break-all}';

const LINK = /https?:\/\/[^\s<>"'`)\]]+/g;

/** Every http(s) link in a plain-text body, in order, without duplicates or trailing punctuation. */
export function extractLinks(text: string): string[] {
  const links = (text.match(LINK) ?? []).map((l) => l.replace(/[.,;:!?]+$/, ''));
  return [...new Set(links)];
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

type Row = typeof mailOutbox.$inferSelect;

function linkList(links: string[]): string {
  return links.length
    ? `<ul>${links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>`
    : '';
}

function listPage(
  rows: Pick<Row, 'id' | 'toAddress' | 'subject' | 'text' | 'createdAt' | 'status'>[],
): string {
  // Each mail's links beside its subject: a confirmation or reset link is one click from the list.
  const body = rows
    .map(
      (r) => `<tr><td>${escapeHtml(r.toAddress)}</td>
<td><a href="${MAILBOX_PATH}/${encodeURIComponent(r.id)}">${escapeHtml(r.subject)}</a></td>
<td>${linkList(extractLinks(r.text))}</td>
<td><time datetime="${r.createdAt.toISOString()}">${r.createdAt.toISOString()}</time></td>
<td>${escapeHtml(r.status)}</td></tr>`,
    )
    .join('\n');
  const table = rows.length
    ? `<table><caption>Newest ${rows.length} e-mails, newest first</caption>
<thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Links</th><th scope="col">Time</th><th scope="col">Status</th></tr></thead>
<tbody>${body}</tbody></table>`
    : '<p>No e-mails yet.</p>';
  return page('Local mailbox', `<h1>Local mailbox</h1>${table}`);
}

function detailPage(row: Row): string {
  const headers: [string, string][] = [
    ['To', row.toAddress],
    ['Subject', row.subject],
    ['Time', row.createdAt.toISOString()],
    ['Status', row.status],
    ['Category', row.category],
    ['Attempts', String(row.attempts)],
    ...Object.entries(row.headers),
  ];
  const links = extractLinks(row.text);
  const body = `<p><a href="${MAILBOX_PATH}">Back to the mailbox</a></p>
<h1>${escapeHtml(row.subject)}</h1>
<dl>${headers.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>
<section aria-labelledby="links"><h2 id="links">Links in this e-mail</h2>
${links.length ? linkList(links) : '<p>None.</p>'}</section>
<section aria-labelledby="text"><h2 id="text">Plain text</h2><pre>${escapeHtml(row.text)}</pre></section>
<section aria-labelledby="html"><h2 id="html">HTML</h2>
<iframe sandbox title="HTML version of the e-mail" srcdoc="${escapeHtml(row.html)}"></iframe></section>`;
  return page(row.subject, body);
}

export interface MailboxDeps {
  db: Database;
  config: Pick<Config, 'trustedProxyHops'>;
  /** Who may read the mailbox; loopback clients by default. Tests (no socket) pass their own. */
  isAllowed?: (c: Context<AppEnv>) => boolean;
}

const notFound = () => new AppError('not_found', 404, 'Not found');

/**
 * Headers a proxy adds on the way in. A reverse proxy on the same host makes every client's socket
 * look like loopback (and with TRUSTED_PROXY_HOPS=0 its X-Forwarded-For is not read), so a request
 * that carries any of them came from somewhere else: the mailbox is for a developer's own browser.
 */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host', 'via'];
export const viaProxy = (c: Context) => PROXY_HEADERS.some((name) => c.req.header(name) !== undefined);

export function mailboxRoutes(deps: MailboxDeps) {
  const { db, config } = deps;
  const isAllowed = deps.isAllowed ?? ((c) => isLoopback(clientIp(c, config.trustedProxyHops)));

  return (
    new Hono<AppEnv>()
      .use(async (c, next) => {
        // Mail holds sign-in links: to anyone else the mailbox does not exist.
        if (viaProxy(c) || !isAllowed(c)) throw notFound();
        await next();
      })
      // As under /api: a NUL in the path or the query (PostgreSQL text cannot hold it) is a 400, not a
      // failed query.
      .use(rejectNul())
      .use(async (c, next) => {
        await next();
        if (c.res.headers.get('content-type')?.startsWith('text/html')) {
          c.res.headers.set('Content-Security-Policy', MAILBOX_CSP);
          c.res.headers.set('Cache-Control', 'no-store');
        }
      })
      .get('/', async (c) => {
        const rows = await db
          .select({
            id: mailOutbox.id,
            toAddress: mailOutbox.toAddress,
            subject: mailOutbox.subject,
            text: mailOutbox.text,
            createdAt: mailOutbox.createdAt,
            status: mailOutbox.status,
          })
          .from(mailOutbox)
          .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
          .limit(100);
        return c.html(listPage(rows));
      })
      .get('/api/latest', async (c) => {
        const to = c.req.query('to')?.trim();
        if (!to) throw notFound();
        const [row] = await db
          .select()
          .from(mailOutbox)
          // Addresses are compared as people type them, whatever case the sign-up form kept.
          .where(sql`lower(${mailOutbox.toAddress}) = ${to.toLowerCase()}`)
          .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
          .limit(1);
        if (!row) throw notFound();
        c.header('Cache-Control', 'no-store');
        return c.json({
          id: row.id,
          to: row.toAddress,
          subject: row.subject,
          text: row.text,
          links: extractLinks(row.text),
        });
      })
      .get('/:id', async (c) => {
        const [row] = await db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.id, c.req.param('id')))
          .limit(1);
        if (!row) throw notFound();
        return c.html(detailPage(row));
      })
  );
}
