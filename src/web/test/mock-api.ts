import { vi } from 'vitest';

type Reply = Response | (() => Response | Promise<Response>);

export const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export const apiError = (status: number, code: string, message: string, extra: object = {}) =>
  json({ error: { code, message, ...extra } }, status);

/**
 * Replaces the network with answers keyed by "METHOD /path" (query string ignored). A request nobody
 * answered fails loudly, so a test never passes on a call it did not expect.
 */
export function mockApi(routes: Record<string, Reply>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), 'http://localhost');
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const reply = routes[`${method} ${url.pathname}`];
    if (!reply) throw new Error(`Unexpected request: ${method} ${url.pathname}`);
    const response = typeof reply === 'function' ? await reply() : reply;
    return response.clone();
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    /** The JSON bodies sent to "METHOD /path", in order. */
    bodies(key: string): unknown[] {
      return fetch.mock.calls
        .filter(([input, init]) => {
          const url = new URL(String(input), 'http://localhost');
          return `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}` === key;
        })
        .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    },
  };
}
