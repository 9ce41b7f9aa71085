// Headers that every answer to a request carries are set on the node:http response itself when the app
// runs under @hono/node-server (which hands it over as `env.outgoing`). A route's answer then stays on
// the adapter's fast path: a c.json answer is written from its string and a plain header object,
// whereas touching `c.res.headers` after the route builds a web Headers object (and, for some
// changes, a whole new Response) on every request. node:http merges these under the answer's own
// headers when it writes the head, so a header the route sets itself (a page's CSP, its own
// Cache-Control) still wins.
import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';

/** The node:http response of this request, while its head is not written yet; null elsewhere (tests). */
export function nodeResponse(c: Context): ServerResponse | null {
  const outgoing = (c.env as { outgoing?: Partial<ServerResponse> } | undefined)?.outgoing;
  return outgoing && typeof outgoing.setHeader === 'function' && outgoing.headersSent === false
    ? (outgoing as ServerResponse)
    : null;
}
