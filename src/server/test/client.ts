// The typed API client for tests: the web app's `hc<AppType>`, answered in process by the test app, so
// request bodies and answers are checked against the routes' own types. Routes outside AppType
// (better-auth, the test payment pages, webhooks, the mailbox) keep `t.request` and read their answers
// through `readJson` with a schema.
import { hc } from 'hono/client';
import { z } from 'zod';
import type { ApiErrorBody } from '#shared/api-error.ts';
import type { AppType } from '../app.ts';
import type { TestApp } from './app.ts';
import { randomTestIp, TEST_ORIGIN } from './origin.ts';

/**
 * The typed client on `t`'s app, as a browser on our own origin: Origin set, each call from its own
 * client address unless X-Forwarded-For is given (as `t.request` does). `cookie` (or any headers) goes
 * with every call of this client; a call may add its own as `{ headers }` in its second argument.
 */
export function api(t: Pick<TestApp, 'app'>, headers: string | Record<string, string> = {}) {
  return hc<AppType>(`${TEST_ORIGIN}/api`, {
    headers: typeof headers === 'string' ? { cookie: headers } : headers,
    fetch: (input: string | URL | Request, init: RequestInit = {}) => {
      const h = new Headers(init.headers);
      if (!h.has('origin')) h.set('origin', TEST_ORIGIN);
      if (!h.has('x-forwarded-for')) h.set('x-forwarded-for', randomTestIp());
      return Promise.resolve(t.app.request(input, { ...init, headers: h }));
    },
  });
}

/** The answer's JSON body checked against `schema`: for answers whose type the routes do not give. */
export async function readJson<S extends z.ZodType>(
  res: { json(): Promise<unknown> },
  schema: S,
): Promise<z.output<S>> {
  return schema.parse(await res.json());
}

/** Every API error's body, for a test that reads an error from raw text. */
export const apiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    reasons: z.array(z.string()).optional(),
  }),
}) satisfies z.ZodType<ApiErrorBody>;

/**
 * The `error` of an error answer (`{ error: { code, message, fields?, reasons? } }`): errors are thrown
 * and answered by `onError`, so no route's type names them.
 */
export async function readError(res: { json(): Promise<unknown> }): Promise<ApiErrorBody['error']> {
  return apiErrorBody.parse(await res.json()).error;
}

/**
 * The typed client on a spawned server, over real HTTP, as a browser on our own origin; `headers` (a
 * cookie, a client address) go with every call.
 */
export function serverApi(baseUrl: string, headers: Record<string, string> = {}) {
  return hc<AppType>(`${baseUrl}/api`, { headers: { origin: TEST_ORIGIN, ...headers } });
}
