// Every message goes through the outbox (chat-ui-store.ts): it is kept, with its send key, until the
// server has it. Offline it waits, shown at once as "Waiting for connection"; when the connection is
// back the waiting messages go once each, in order, under their keys; one our server could not be
// reached for stays as "Not sent" with "Try again"
// (docs/product/rulings.md#sending-when-the-connection-fails).
import { useCallback, useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { focusComposer, type OutboxEntry, useChatUi } from '../chat-ui-store.ts';
import { toastStrings as t } from '../chat.strings.ts';
import { isUnreachable, newClientId, useSendMessage } from '../api/send-message.ts';
import { RECONNECTING_TOAST_ID } from '../lib/stream-reply-into-cache.ts';
import { useOnline } from './use-online.ts';

const NONE: OutboxEntry[] = [];
const offlineNow = () => navigator.onLine === false;

/** `ready`: the conversation has loaded (a send edits its cached messages). */
export function useSendQueue(chatId: string, ready: boolean) {
  const { mutateAsync } = useSendMessage(chatId);
  const online = useOnline();
  const entries = useChatUi((state) => state.outbox[chatId] ?? NONE);
  const flushing = useRef(false);

  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    const ui = useChatUi.getState;
    try {
      for (;;) {
        if (offlineNow()) return;
        const next = (ui().outbox[chatId] ?? NONE).find((entry) => entry.state === 'waiting');
        if (!next) return;
        ui().setOutboxState(chatId, next.clientId, 'sending');
        try {
          await mutateAsync({ chatId, content: next.content, clientId: next.clientId });
          ui().dropFromOutbox(chatId, next.clientId);
        } catch (error) {
          if (!isUnreachable(error)) {
            // Refused by the server (a limit, too long): its text is back in the composer (useSendMessage).
            ui().dropFromOutbox(chatId, next.clientId);
            return;
          }
          if (offlineNow()) {
            // The connection went while sending: it waits for the next 'online', without an error.
            ui().setOutboxState(chatId, next.clientId, 'waiting');
            toast.dismiss(RECONNECTING_TOAST_ID);
          } else {
            ui().setOutboxState(chatId, next.clientId, 'failed');
            toast.error(t.connectionFailed, {
              id: RECONNECTING_TOAST_ID,
              description: t.sendUnreachableDescription,
            });
          }
          return;
        }
      }
    } finally {
      flushing.current = false;
    }
  }, [chatId, mutateAsync]);

  // Back online: what could not be sent before goes now, in order (its key makes a repeat safe).
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) {
      const ui = useChatUi.getState();
      for (const entry of ui.outbox[chatId] ?? NONE)
        if (entry.state === 'failed') ui.setOutboxState(chatId, entry.clientId, 'waiting');
    }
    wasOnline.current = online;
  }, [online, chatId]);

  useEffect(() => {
    if (online && ready) void flush();
  }, [online, ready, flush]);

  const submit = useCallback(
    (content: string) => {
      useChatUi.getState().enqueue(chatId, { clientId: newClientId(), content, state: 'waiting' });
      if (ready) void flush();
    },
    [chatId, ready, flush],
  );

  /** Takes a message out of the outbox and puts its text back into the composer. */
  const cancel = useCallback(
    (clientId: string) => {
      const ui = useChatUi.getState();
      const entry = (ui.outbox[chatId] ?? NONE).find((e) => e.clientId === clientId);
      if (!entry || entry.state === 'sending') return;
      ui.dropFromOutbox(chatId, clientId);
      const draft = ui.drafts[chatId] ?? '';
      ui.setDraft(chatId, draft.trim() ? `${draft.trimEnd()}\n\n${entry.content}` : entry.content);
      focusComposer();
    },
    [chatId],
  );

  const retry = useCallback(
    (clientId: string) => {
      useChatUi.getState().setOutboxState(chatId, clientId, 'waiting');
      void flush();
    },
    [chatId, flush],
  );

  return { entries, online, submit, cancel, retry };
}
