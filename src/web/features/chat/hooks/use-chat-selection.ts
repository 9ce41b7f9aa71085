import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { ChatSummary } from '#shared/chat.ts';
import { focusComposer, useChatUi } from '../chat-ui-store.ts';

export const CHAT_PARAM = 'c';
/** `/chat?c=<id>&prompt=<text>` opens a chat with the text waiting in its composer (the weekly check-in). */
export const PROMPT_PARAM = 'prompt';

interface ChatListState {
  chats: ChatSummary[];
  /** The list has answered at least once. */
  ready: boolean;
  /** Every page of the list is loaded, so a chat missing from it does not exist. */
  complete: boolean;
}

/**
 * The open chat lives in the URL (/chat?c=<id>), so a reload or a shared link keeps it. A chat that is
 * not (or no longer) in the list is never opened: the most recent chat opens instead, or none
 * (docs/product/specification.md#new-chat). The URL is corrected in
 * place, without adding a history entry.
 */
export function useChatSelection({ chats, ready, complete }: ChatListState) {
  const [params, setParams] = useSearchParams();
  const requested = params.get(CHAT_PARAM);
  // Until the list is complete, trust the URL: the chat may be on a page not loaded yet.
  const known = requested !== null && (!complete || chats.some((chat) => chat.id === requested));
  const selectedId = known ? requested : ready ? (chats[0]?.id ?? null) : null;

  const select = useCallback(
    (id: string | null, options: { replace?: boolean } = {}) => {
      setParams(id ? { [CHAT_PARAM]: id } : {}, {
        replace: options.replace ?? false,
        preventScrollReset: true,
      });
    },
    [setParams],
  );

  const prompt = params.get(PROMPT_PARAM);
  const setDraft = useChatUi((state) => state.setDraft);
  useEffect(() => {
    if (!ready) return;
    if (prompt && selectedId && selectedId === requested) {
      // The text goes into the composer, not straight to the coach: the user decides to send it.
      setDraft(selectedId, prompt.slice(0, 2_000));
      focusComposer();
      select(selectedId, { replace: true });
    } else if (selectedId !== requested) {
      select(selectedId, { replace: true });
    }
  }, [ready, requested, selectedId, select, prompt, setDraft]);

  return { selectedId, select };
}
