import { api } from './api-client.ts';

const reported = new WeakSet<object>();

/** Sends a crash to the server's log once; never throws, never retries. */
export function reportClientError(error: unknown, message: string): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  const stack = error instanceof Error ? error.stack?.slice(0, 10_000) : undefined;
  void api['client-errors']
    .$post({
      json: { message: message.slice(0, 2_000) || 'Unknown error', path: window.location.pathname, stack },
    })
    .catch(() => undefined);
}
