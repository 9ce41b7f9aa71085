import { RefreshCw } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import type { ListedMessage } from '../api/list-messages.ts';
import { messageStrings as t } from '../chat.strings.ts';
import { MessageItem } from './message-item.tsx';

/** How close to the end (px) still counts as "reading the newest message". */
const STICKY_DISTANCE = 64;

interface MessageListProps {
  messages: ListedMessage[];
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  /** The chat has a user message, so there is a reply to regenerate. */
  canRegenerate: boolean;
  replying: boolean;
  onRegenerate: () => void;
  /** A message not sent yet (by its send key): cancel puts its text back into the composer. */
  onCancelSend: (clientId: string) => void;
  onRetrySend: (clientId: string) => void;
  /** Edit and resend: given while the last message can be edited (see MessageItem). */
  onEdit?: ((messageId: string, content: string) => Promise<unknown>) | undefined;
}

/**
 * The conversation, oldest first. It follows new messages while the reader is at the end, but never
 * pulls someone back down who scrolled up to reread; loading earlier messages keeps the view in place.
 */
export function MessageList(props: MessageListProps) {
  const { messages, hasEarlier, loadingEarlier, canRegenerate, replying } = props;
  const editableId = props.onEdit ? messages.findLast((m) => m.role === 'user')?.id : undefined;
  const scroller = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const lastId = useRef<string | undefined>(undefined);
  const anchor = useRef<{ firstId: string | undefined; height: number; top: number } | null>(null);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const last = messages.at(-1);
    // The user's own new message always brings the view to the end.
    if (last && last.id !== lastId.current && last.role === 'user') atEnd.current = true;
    lastId.current = last?.id;
    if (anchor.current && anchor.current.firstId !== messages[0]?.id) {
      el.scrollTop = anchor.current.top + (el.scrollHeight - anchor.current.height);
      anchor.current = null;
    } else if (atEnd.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [messages]);

  const onScroll = () => {
    const el = scroller.current;
    if (el) atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICKY_DISTANCE;
  };

  const loadEarlier = () => {
    const el = scroller.current;
    if (el) anchor.current = { firstId: messages[0]?.id, height: el.scrollHeight, top: el.scrollTop };
    props.onLoadEarlier();
  };

  return (
    // Focusable so keyboard users can scroll the conversation with the arrow keys.
    <div
      ref={scroller}
      onScroll={onScroll}
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4 sm:px-6"
    >
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        {hasEarlier && (
          <Button
            variant="ghost"
            size="sm"
            className="self-center"
            onClick={loadEarlier}
            loading={loadingEarlier}
          >
            {t.loadEarlier}
          </Button>
        )}
        <div
          role="log"
          aria-live="polite"
          aria-relevant="additions"
          aria-label={t.listLabel}
          aria-busy={loadingEarlier || undefined}
          className="flex flex-col gap-4"
        >
          {messages.map((message) => (
            <MessageItem
              key={message.clientKey ?? message.id}
              message={message}
              onCancelSend={props.onCancelSend}
              onRetrySend={props.onRetrySend}
              onEdit={message.id === editableId ? props.onEdit : undefined}
            />
          ))}
        </div>
        {canRegenerate && (
          <Button
            variant="ghost"
            size="sm"
            className="self-start text-ink-soft sm:ml-10"
            onClick={props.onRegenerate}
            disabled={replying}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {t.regenerate}
          </Button>
        )}
      </div>
    </div>
  );
}
