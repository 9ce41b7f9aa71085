import type { ClientResponse } from 'hono/client';
import { createFetchWithRetry } from './fetch-with-retry.ts';

type Endpoint = (...args: never[]) => Promise<ClientResponse<unknown>>;

const fetchWithRetry = createFetchWithRetry();

/**
 * A GET as the typed client (api-client.ts) makes it, through the same retrying fetch and typed by the
 * same route (`plainGet<typeof api.account.me.$get>`), without loading the client: its proxy, URL and
 * cookie helpers are about 2 KB that pages calling nothing else (every public page asks who is signed
 * in) need not download. The client returns fetch's response as it came, typed by the route; so does this.
 */
export async function plainGet<E extends Endpoint>(path: `/api/${string}`): Promise<Awaited<ReturnType<E>>> {
  const response = await fetchWithRetry(path, { credentials: 'same-origin' });
  return response as Awaited<ReturnType<E>>;
}
