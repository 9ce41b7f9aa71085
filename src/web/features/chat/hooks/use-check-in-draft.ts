import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { CHECK_IN_QUESTIONS } from '#shared/check-in.ts';
import { ApiError, isSessionEnded } from '#web/lib/api-error.ts';
import { useCreateChat } from '../api/create-chat.ts';
import { useChatUi } from '../chat-ui-store.ts';
import { toastStrings } from '../chat.strings.ts';

/**
 * `/chat?checkin=<n>`: the weekly check-in e-mail's link (the server's scheduled-mails.ts), n being the
 * question's place in CHECK_IN_QUESTIONS (docs/product/specification.md#weekly-check-in).
 */
export const CHECK_IN_PARAM = 'checkin';

/** The question a link names, or null for anything else (an old or hand-edited link). */
export function checkInQuestionAt(raw: string | null): string | null {
  if (raw === null || !/^\d{1,3}$/.test(raw)) return null;
  return CHECK_IN_QUESTIONS[Number(raw)] ?? null;
}

/**
 * Opening the check-in link starts a chat (the server hands back the newest chat while it is untouched,
 * so no empty chat piles up) and places the question in its composer as a draft: the user decides
 * whether to send it, nothing is sent for them. The draft lives in the chat's store, not in the URL, so
 * the list's own corrections of the URL cannot lose it. Decided once per link: React's StrictMode runs
 * effects twice (the ref survives that).
 */
export function useCheckInDraft(select: (id: string | null, options?: { replace?: boolean }) => void): void {
  const [params, setParams] = useSearchParams();
  const raw = params.get(CHECK_IN_PARAM);
  const { mutateAsync: createChat } = useCreateChat();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (raw === null || handled.current === raw) return;
    handled.current = raw;
    const question = checkInQuestionAt(raw);
    if (!question) {
      setParams(
        (current) => {
          current.delete(CHECK_IN_PARAM);
          return current;
        },
        { replace: true, preventScrollReset: true },
      );
      return;
    }
    createChat().then(
      ({ chat }) => {
        const ui = useChatUi.getState();
        const draft = ui.drafts[chat.id] ?? '';
        // Opening the same link again must not paste the question twice.
        if (!draft.includes(question))
          ui.setDraft(chat.id, draft.trim() ? `${draft.trimEnd()}\n\n${question}` : question);
        ui.requestComposerFocus(chat.id);
        select(chat.id, { replace: true });
      },
      (error: unknown) => {
        if (isSessionEnded(error)) return;
        toast.error(toastStrings.newChatFailed, {
          description: error instanceof ApiError ? error.message : undefined,
        });
        select(null, { replace: true });
      },
    );
  }, [raw, createChat, select, setParams]);
}
