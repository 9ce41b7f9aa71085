import type { InferRequestType } from 'hono/client';
import type { api } from './api-client.ts';

const reported = new WeakSet<object>();

// What the server's route takes, from its own types (the typed client is not loaded for this: the
// reporter is in every page's shell, and most public pages make no other call).
type Report = InferRequestType<(typeof api)['client-errors']['$post']>['json'];

/** Sends a crash to the server's log once; never throws, never retries. */
export function reportClientError(error: unknown, message: string): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  const stack = error instanceof Error ? error.stack?.slice(0, 10_000) : undefined;
  const report: Report = {
    message: message.slice(0, 2_000) || 'Unknown error',
    path: window.location.pathname,
    stack,
  };
  void fetch('/api/client-errors', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
  }).catch(() => undefined);
}
