import { apiErrorOf } from './api-error.ts';
import { createFetchWithRetry } from './fetch-with-retry.ts';

// The auth endpoints are served by the auth library's handler, which the typed client does not describe,
// so they are called with plain JSON requests through the same retrying fetch.
const fetchWithRetry = createFetchWithRetry();

/**
 * The answer of an auth call, read through `parse` (the caller's schema of the fields it uses), or its
 * failure thrown as an ApiError. Without `parse` the answer is not read: the call only has to succeed.
 */
async function answerOf<T>(response: Response, parse?: (answer: unknown) => T): Promise<T | undefined> {
  if (!response.ok) throw await apiErrorOf(response);
  if (!parse) return undefined;
  const answer: unknown = response.status === 204 ? undefined : await response.json();
  return parse(answer);
}

export function authPost(path: string, body: unknown): Promise<void>;
export function authPost<T>(path: string, body: unknown, parse: (answer: unknown) => T): Promise<T>;
export async function authPost<T>(path: string, body: unknown, parse?: (answer: unknown) => T) {
  const response = await fetchWithRetry(`/api/auth/${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return answerOf(response, parse);
}

export function authGet(path: string): Promise<void>;
export function authGet<T>(path: string, parse: (answer: unknown) => T): Promise<T>;
export async function authGet<T>(path: string, parse?: (answer: unknown) => T) {
  return answerOf(await fetchWithRetry(`/api/auth/${path}`, { credentials: 'same-origin' }), parse);
}
