import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError, isSessionEnded } from '../../../lib/api-error.ts';
import { useCreateChat } from '../api/create-chat.ts';
import { useDeleteChat } from '../api/delete-chat.ts';
import { chatKeys } from '../api/query-keys.ts';
import { useRenameChat } from '../api/rename-chat.ts';
import { useChatUi } from '../chat-ui-store.ts';
import { toastStrings as t } from '../chat.strings.ts';
import { dropChat } from '../lib/chats-cache.ts';
import { handleLimitError } from '../lib/reply-errors.ts';

interface ChatActionsInput {
  select: (id: string | null, options?: { replace?: boolean }) => void;
  closeDrawer: () => void;
}

/** The conversation list's actions with the feedback of spec section 8 ("Chat creation"). */
export function useChatActions({ select, closeDrawer }: ChatActionsInput) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateChat();
  const rename = useRenameChat();
  const remove = useDeleteChat();
  const { mutateAsync: createAsync } = create;

  const newChat = () => {
    createAsync().then(
      ({ chat }) => {
        // The new chat's composer mounts after the URL changes; it takes focus when it appears.
        useChatUi.getState().requestComposerFocus(chat.id);
        select(chat.id);
        closeDrawer();
      },
      (error: unknown) => {
        if (isSessionEnded(error)) return;
        if (!handleLimitError(error, () => void navigate('/pricing'))) toast.error(t.newChatFailed);
      },
    );
  };

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
