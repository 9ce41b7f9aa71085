import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { href, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Usage } from '#shared/chat.ts';
import { ApiError, isSessionEnded } from '#web/lib/api-error.ts';
import { useCreateChat } from '../api/create-chat.ts';
import { useDeleteChat } from '../api/delete-chat.ts';
import { chatKeys } from '../api/query-keys.ts';
import { useRenameChat } from '../api/rename-chat.ts';
import { useChatUi } from '../chat-ui-store.ts';
import { USAGE_POLL_MS, usageQueryOptions } from '../api/get-usage.ts';
import type { ChatsData } from '../api/list-chats.ts';
import { sidebarStrings, toastStrings as t } from '../chat.strings.ts';
import { allChats, dropChat } from '../lib/chats-cache.ts';
import { reachedChatLimit } from '../lib/limits.ts';
import { limitCheckDescription, PRICING_REDIRECT_MS } from '../lib/reply-errors.ts';

interface ChatActionsInput {
  select: (id: string | null, options?: { replace?: boolean }) => void;
  closeDrawer: () => void;
}

/** The conversation list's actions with the feedback of docs/product/specification.md#chat-and-limits. */
export function useChatActions({ select, closeDrawer }: ChatActionsInput) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateChat();
  const rename = useRenameChat();
  const remove = useDeleteChat();
  const { mutateAsync: createAsync } = create;

  const goToPricingSoon = () => setTimeout(() => void navigate(href('/pricing')), PRICING_REDIRECT_MS);

  /**
   * docs/product/specification.md#chat-and-limits: the month's conversations are checked before a new one is
   * created (the server checks again). Someone with no chat is never limited: the server always creates their
   * first one.
   */
  const mayCreate = async (): Promise<boolean> => {
    if (allChats(queryClient.getQueryData<ChatsData>(chatKeys.list)).length === 0) return true;
    let usage: Usage;
    try {
      // Fresh numbers from the last 5 s will do; a failure is reported at once (the fetch layer has
      // already retried gateway errors).
      usage = await queryClient.fetchQuery({
        ...usageQueryOptions(),
        staleTime: USAGE_POLL_MS,
        retry: false,
      });
    } catch (error) {
      if (!isSessionEnded(error))
        toast.error(t.chatLimitCheckFailed, { description: limitCheckDescription(error) });
      return false;
    }
    const chatLimit = reachedChatLimit(usage, false);
    if (chatLimit === null) return true;
    toast.error(t.chatLimit, { description: sidebarStrings.chatLimit(chatLimit) });
    goToPricingSoon();
    return false;
  };

  const createNewChat = async () => {
    if (!(await mayCreate())) return;
    try {
      const { chat } = await createAsync();
      // The new chat's composer mounts after the URL changes; it takes focus when it appears.
      useChatUi.getState().requestComposerFocus(chat.id);
      select(chat.id);
      closeDrawer();
    } catch (error) {
      if (isSessionEnded(error)) return;
      if (error instanceof ApiError && error.code === 'chat_limit_reached') {
        // The month's conversations were used up since the screen last knew (another device).
        toast.error(t.newChatFailed, { description: error.message || t.chatLimitDefault });
        goToPricingSoon();
      } else if (error instanceof ApiError && error.code !== 'http_error') {
        toast.error(t.createRefused, { description: error.message });
      } else {
        toast.error(t.createError);
      }
    }
  };
  const newChat = () => void createNewChat();

  const createInitial = useCallback(() => {
    createAsync().then(
      ({ chat }) => select(chat.id, { replace: true }),
      (error: unknown) => {
        if (isSessionEnded(error)) return;
        toast.error(t.initialChatFailed, {
          description: error instanceof ApiError ? error.message : undefined,
        });
      },
    );
  }, [createAsync, select]);

  const renameChat = (chatId: string, title: string) => {
    rename.mutate({ chatId, title }, { onError: () => toast.error(t.renameFailed) });
  };

  /** Once the chat leaves the list, the selection moves on by itself (see use-chat-selection.ts). */
  const deleteChat = async (chatId: string): Promise<boolean> => {
    try {
      await remove.mutateAsync(chatId);
      return true;
    } catch {
      toast.error(t.deleteFailed);
      return false;
    }
  };

  /** The server does not know this chat (deleted on another device): forget it here too. */
  const forgetChat = useCallback(
    (chatId: string) => {
      dropChat(queryClient, chatId);
      queryClient.removeQueries({ queryKey: chatKeys.messages(chatId) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.list });
    },
    [queryClient],
  );

  return {
    newChat,
    createInitial,
    creating: create.isPending,
    renameChat,
    deleteChat,
    deleting: remove.isPending,
    forgetChat,
  };
}
