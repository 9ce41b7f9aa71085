import { useMutation, useQueryClient } from '@tanstack/react-query';
import { href, useNavigate } from 'react-router';
import { api } from '#web/lib/api-client.ts';
import { openUiMessageStream, type UiMessagePart } from '../lib/read-ui-message-stream.ts';
import { replaceLastReply } from '../lib/replace-last-reply.ts';
import { showReplyRequestError } from '../lib/reply-errors.ts';
import { chatKeys } from './query-keys.ts';

export async function regenerateReply(
  chatId: string,
  signal?: AbortSignal,
): Promise<AsyncGenerator<UiMessagePart>> {
  return openUiMessageStream(
    await api.chats[':id'].regenerate.$post({ param: { id: chatId } }, signal ? { init: { signal } } : {}),
  );
}

/**
 * Asks for another reply to the last user message (docs/product/specification.md#sending-a-message,
 * docs/product/rulings.md#regenerate). The old replies leave the list at once; if the request never reaches
 * the server they come back, since nothing was replaced.
 */
export function useRegenerateReply(chatId: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: chatKeys.reply(chatId ?? ''),
    mutationFn: (id: string) =>
      replaceLastReply({ queryClient, chatId: id, request: (signal) => regenerateReply(id, signal) }),
    onError: (error) => showReplyRequestError(error, () => void navigate(href('/pricing'))),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: chatKeys.usage }),
  });
}
