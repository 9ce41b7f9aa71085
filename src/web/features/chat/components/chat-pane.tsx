import { useIsMutating } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Usage } from '#shared/chat.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-error.ts';
import { flattenMessages, type ListedMessage, useMessages } from '../api/list-messages.ts';
import { useEditMessage } from '../api/edit-message.ts';
import { chatKeys } from '../api/query-keys.ts';
import { useRegenerateReply } from '../api/regenerate-reply.ts';
import { useChatUi, type OutboxEntry } from '../chat-ui-store.ts';
import { chatStrings as t } from '../chat.strings.ts';
import { useSendQueue } from '../hooks/use-send-queue.ts';
import { messageAllowance, messageLimitReached } from '../lib/limits.ts';
import { isTemporary } from '../lib/messages-cache.ts';
import { stopReply } from '../lib/stop-reply.ts';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';
import { OfflineBanner } from './offline-banner.tsx';

/** A message of the outbox as the list shows it: after the conversation, marked not sent yet. */
const outboxMessage = (entry: OutboxEntry): ListedMessage => ({
  id: `outbox:${entry.clientId}`,
  clientKey: entry.clientId,
  role: 'user',
  content: entry.content,
  reference: null,
  flag: null,
  createdAt: '',
  sendState: entry.state === 'failed' ? 'failed' : 'waiting',
});

interface ChatPaneProps {
  chatId: string;
  usage: Usage | undefined;
  premium: boolean;
  /** The chat does not exist (deleted elsewhere, or not this user's): forget it, so another opens. */
  onMissing: (chatId: string) => void;
}

/** One open conversation: its messages and the composer. Mounted per chat (keyed by id). */
export function ChatPane({ chatId, usage, premium, onMissing }: ChatPaneProps) {
  const messages = useMessages(chatId);
  const queue = useSendQueue(chatId, messages.isSuccess);
  const regenerate = useRegenerateReply(chatId);
  const edit = useEditMessage(chatId);
  // Counts a send or a regenerate in this chat, even one started before the pane was last mounted.
  const replying = useIsMutating({ mutationKey: chatKeys.reply(chatId) }) > 0;
  const list = flattenMessages(messages.data);
  const missing = messages.error instanceof ApiError && messages.error.status === 404;
  // A safety reply (helplines after a disclosure of danger) is never swapped for another variant.
  const lastReply = list.findLast((m) => m.role !== 'scripture' && m.role !== 'user');
  const canRegenerate = list.some((m) => m.role === 'user') && lastReply?.flag !== 'safety';
  // The message being sent is in the conversation's cache already; the others follow it, in order.
  const unsent = queue.entries.filter((entry) => entry.state !== 'sending').map(outboxMessage);
  // The last message can be edited once it is saved and answered: not while a reply is being written
  // or a message still waits to be sent after it.
  const lastUser = list.findLast((m) => m.role === 'user');
  const canEdit = !replying && queue.entries.length === 0 && lastUser !== undefined && !isTemporary(lastUser);
  const editLast = async (messageId: string, content: string) => {
    await edit.mutateAsync({ chatId, messageId, content });
    useChatUi.getState().requestComposerFocus(chatId);
  };

  useEffect(() => {
    if (missing) onMissing(chatId);
  }, [missing, onMissing, chatId]);

  const allowance = messageAllowance(usage, premium);

  return (
    <>
      {messages.isPending ? (
        <div className="flex flex-1 items-center justify-center">
          <Spinner label={t.loadingMessages} />
        </div>
      ) : messages.isError ? (
        <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
          <p className="text-ink">{t.messagesFailed}</p>
          <Button variant="secondary" onClick={() => void messages.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : (
        <MessageList
          messages={unsent.length > 0 ? [...list, ...unsent] : list}
          hasEarlier={messages.hasNextPage}
          loadingEarlier={messages.isFetchingNextPage}
          onLoadEarlier={() => void messages.fetchNextPage()}
          canRegenerate={canRegenerate}
          replying={replying}
          onRegenerate={() => regenerate.mutate(chatId)}
          onCancelSend={queue.cancel}
          onRetrySend={queue.retry}
          onEdit={canEdit ? editLast : undefined}
        />
      )}
      <OfflineBanner offline={!queue.online} />
      <Composer
        chatId={chatId}
        onSend={queue.submit}
        replying={replying}
        limitReached={messageLimitReached(allowance)}
        usage={allowance}
        premium={premium}
        onStop={() => void stopReply(chatId)}
      />
    </>
  );
}
