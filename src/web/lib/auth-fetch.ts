import { unwrap } from './api-error.ts';
import { createFetchWithRetry } from './fetch-with-retry.ts';

// The auth endpoints are served by the auth library's handler, which the typed client does not describe,
// so they are called with plain JSON requests through the same retrying fetch.
const fetchWithRetry = createFetchWithRetry();

export function authPost<T>(path: string, body: unknown): Promise<T> {
  return fetchWithRetry(`/api/auth/${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((response) => unwrap<T>(response));
}

export function authGet<T>(path: string): Promise<T> {
  return fetchWithRetry(`/api/auth/${path}`, { credentials: 'same-origin' }).then((response) =>
    unwrap<T>(response),
  );
}
