// Stop while the coach writes: the server is told first (POST /api/chats/:id/stop), and the instance
// writing the reply saves what it wrote, marked stopped, and ends the stream, which the browser reads to
// its end as usual. When that instance is another one, it stops as the browser's request ends: so if
// the stream has not ended soon after the press, the request is aborted, and the browser reads the
// conversation back (stream-reply-into-cache.ts) until the stopped reply is there.
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';

/** How long the stream may take to end by itself after Stop before the request is aborted. */
export const STOP_GRACE_MS = 3_000;

/** The request of the reply being read in each chat, to abort it if Stop did not end it. */
const open = new Map<string, AbortController>();

/** A reply's request begins in `chatId`: its signal ends it; `done` forgets it once it has ended. */
export function openReply(chatId: string): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  open.set(chatId, controller);
  return {
    signal: controller.signal,
    done: () => {
      if (open.get(chatId) === controller) open.delete(chatId);
    },
  };
}

/** Asks the server to stop the reply in `chatId`; resolves once it has been asked (or could not be). */
export async function stopReply(chatId: string): Promise<void> {
  const controller = open.get(chatId);
  try {
    await unwrap(await api.chats[':id'].stop.$post({ param: { id: chatId } }));
  } catch {
    // The press could not reach the server: ending the request is then the only way to say it.
  }
  if (!controller) return;
  setTimeout(() => {
    if (open.get(chatId) === controller) controller.abort();
  }, STOP_GRACE_MS);
}
