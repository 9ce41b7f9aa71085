// The API's endpoints as the app itself lists them, so a security test that walks them cannot forget a
// new one: Hono's route table (middleware left out), with the auth mount expanded into the library
// endpoints it lets through.
import { AUTH_ENDPOINTS } from '../auth/auth.routes.ts';
import { AUTH_BASE_PATH } from '../auth/auth.ts';
import type { TestApp } from './app.ts';

export const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every endpoint under /api as "METHOD /api/path/:param", sorted. */
export function apiEndpoints(app: TestApp['app']): string[] {
  const endpoints = new Set<string>();
  for (const route of app.routes) {
    // `use()` middleware and the JSON 404 catch-all are registered for ALL methods; endpoints are not.
    if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
    if (route.path === `${AUTH_BASE_PATH}/*`) continue;
    endpoints.add(`${route.method} ${route.path}`);
  }
  for (const [path, method] of Object.entries(AUTH_ENDPOINTS)) {
    endpoints.add(`${method} ${AUTH_BASE_PATH}${path}`);
  }
  return [...endpoints].sort();
}

/** "POST /api/chats/:id" with { id: 'abc' } -> ["POST", "/api/chats/abc"]. */
export function resolveEndpoint(endpoint: string, params: Record<string, string> = {}): [string, string] {
  const [method, pattern] = endpoint.split(' ') as [string, string];
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  return [method, path];
}

/** The names of an endpoint's path parameters. */
export function pathParams(endpoint: string): string[] {
  return [...endpoint.matchAll(/:(\w+)/g)].map((m) => m[1]!);
}
