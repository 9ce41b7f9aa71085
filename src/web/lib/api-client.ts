import { hc } from 'hono/client';
import type { AppType } from '#server/app.ts';
import { createFetchWithRetry } from './fetch-with-retry.ts';

/** The typed client: request and response types come from the server's routes. */
export const api = hc<AppType>('/api', {
  fetch: createFetchWithRetry(),
  init: { credentials: 'same-origin' },
});
