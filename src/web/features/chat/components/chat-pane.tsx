import { useIsMutating } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Usage } from '../../../../shared/chat.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { flattenMessages, useMessages } from '../api/list-messages.ts';
import { chatKeys } from '../api/query-keys.ts';
import { useRegenerateReply } from '../api/regenerate-reply.ts';
import { useSendMessage } from '../api/send-message.ts';
import { chatStrings as t } from '../chat.strings.ts';
import { messageAllowance, messageLimitReached } from '../lib/limits.ts';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';

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
  const send = useSendMessage(chatId);
  const regenerate = useRegenerateReply(chatId);
  // Counts a send or a regenerate in this chat, even one started before the pane was last mounted.
  const replying = useIsMutating({ mutationKey: chatKeys.reply(chatId) }) > 0;
  const list = flattenMessages(messages.data);
  const missing = messages.error instanceof ApiError && messages.error.status === 404;
  // A safety reply (helplines after a disclosure of danger) is never swapped for another variant.
  const lastReply = list.findLast((m) => m.role !== 'scripture' && m.role !== 'user');
  const canRegenerate = list.some((m) => m.role === 'user') && lastReply?.flag !== 'safety';

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
          messages={list}
          hasEarlier={messages.hasNextPage}
          loadingEarlier={messages.isFetchingNextPage}
          onLoadEarlier={() => void messages.fetchNextPage()}
          canRegenerate={canRegenerate}
          replying={replying}
          onRegenerate={() => regenerate.mutate(chatId)}
        />
      )}
      <Composer
        chatId={chatId}
        onSend={(content) => send.mutate({ chatId, content })}
        replying={replying}
        ready={messages.isSuccess}
        limitReached={messageLimitReached(allowance)}
        usage={allowance}
        premium={premium}
      />
    </>
  );
}
