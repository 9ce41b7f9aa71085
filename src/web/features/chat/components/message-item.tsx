import { CloudOff, LifeBuoy, Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import type { ListedMessage } from '../api/list-messages.ts';
import { editStrings, outboxStrings, messageStrings as t } from '../chat.strings.ts';
import { helplineParts } from '../lib/helpline-links.ts';
import { isPendingReply } from '../lib/messages-cache.ts';
import { CoachAvatar } from './coach-avatar.tsx';
import { MessageEditor } from './message-editor.tsx';
import { ReplyText } from './reply-text.tsx';
import { ScriptureCard } from './scripture-card.tsx';
import { TypingIndicator } from './typing-indicator.tsx';

/** Message text is always text (never HTML); line breaks the writer made are kept. */
const textClasses = 'break-words whitespace-pre-wrap';

interface MessageItemProps {
  message: ListedMessage;
  onCancelSend?: (clientId: string) => void;
  onRetrySend?: (clientId: string) => void;
  /**
   * Given for the last message while it can be edited: resolves once the edit is accepted, rejects
   * (after saying why) when it was not, and the editor opens again with the words.
   */
  onEdit?: ((messageId: string, content: string) => Promise<unknown>) | undefined;
}

/** Under a message not sent yet: what is happening to it, and what the user can do. */
function SendState({ message, onCancelSend, onRetrySend }: MessageItemProps) {
  const clientId = message.clientKey;
  if (!message.sendState || !clientId) return null;
  const failed = message.sendState === 'failed';
  return (
    <div className="flex flex-wrap items-center justify-end gap-x-2 text-sm text-ink-soft">
      <p className="flex items-center gap-1.5">
        <CloudOff aria-hidden="true" className="size-4" />
        {failed ? outboxStrings.failed : outboxStrings.waiting}
      </p>
      {failed && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={outboxStrings.retryLabel}
          onClick={() => onRetrySend?.(clientId)}
        >
          {outboxStrings.retry}
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        aria-label={outboxStrings.cancelLabel}
        onClick={() => onCancelSend?.(clientId)}
      >
        {outboxStrings.cancel}
      </Button>
    </div>
  );
}

const linkClasses =
  'rounded-sm font-semibold text-teal-dark underline underline-offset-2 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal';

/** The safety reply's words, each helpline number a link to call it (or text it, where that is how). */
function SafetyText({ content }: { content: string }) {
  return helplineParts(content).map((part, index) => {
    if (typeof part === 'string') return part;
    const { line, call, text } = part;
    const key = `${index}-${line.tel}`;
    if (!call && text) {
      return (
        <a key={key} href={text} aria-label={t.textLabel(line.number)} className={linkClasses}>
          {line.number}
        </a>
      );
    }
    return (
      <span key={key}>
        <a href={call ?? undefined} aria-label={t.callLabel(line.number)} className={linkClasses}>
          {line.number}
        </a>
        {text && (
          <>
            {' '}
            <a
              href={text}
              aria-label={t.textLabel(line.number)}
              className={cn(linkClasses, 'rounded-full border border-teal/40 px-1.5 text-sm no-underline')}
            >
              {t.text}
            </a>
          </>
        )}
      </span>
    );
  });
}

/** The user's own message: its bubble, what is happening to it, and (the last one) a way to edit it. */
function UserMessage(props: MessageItemProps) {
  const { message, onEdit } = props;
  /** The words the editor opens with; null while it is closed. */
  const [editing, setEditing] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing !== null || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  if (editing !== null && onEdit) {
    return (
      <MessageEditor
        original={message.content}
        initial={editing}
        onSave={(content) => {
          setEditing(null);
          onEdit(message.id, content).catch(() => setEditing(content));
        }}
        onCancel={() => {
          returnFocus.current = true;
          setEditing(null);
        }}
      />
    );
  }

  return (
    <div className="flex flex-col items-end gap-1">
      <div
        className={cn(
          'max-w-[85%] rounded-2xl rounded-br-sm bg-teal px-4 py-2.5 text-white',
          // Not sent yet: the same bubble, dashed, so it reads as still on its way.
          message.sendState && 'border-2 border-dashed border-teal bg-white text-ink',
        )}
      >
        <p className={textClasses}>
          <span className="sr-only">{t.you} </span>
          {message.content}
        </p>
      </div>
      <SendState {...props} />
      {(message.edited || onEdit) && (
        <div className="flex items-center gap-2 text-xs text-ink-soft">
          {message.edited && <p>{editStrings.edited}</p>}
          {onEdit && (
            <Button
              ref={editButton}
              variant="ghost"
              size="sm"
              aria-label={editStrings.editLabel}
              onClick={() => setEditing(message.content)}
            >
              <Pencil aria-hidden="true" className="size-4" />
              {editStrings.edit}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

export function MessageItem(props: MessageItemProps) {
  const { message } = props;
  if (message.role === 'scripture') return <ScriptureCard message={message} />;
  if (message.role === 'user') return <UserMessage {...props} />;

  const streaming = isPendingReply(message);
  if (streaming && message.recovering) return <TypingIndicator label={t.recovering} />;
  if (streaming && !message.content) return <TypingIndicator />;
  const safety = message.flag === 'safety';
  return (
    // While the words stream in, screen readers are spared every fragment: the saved reply replaces
    // this bubble when it is complete, and the log announces it once.
    <div className="flex items-start gap-2" aria-hidden={streaming || undefined}>
      <CoachAvatar />
      <div
        className={cn(
          'max-w-[85%] rounded-2xl rounded-tl-sm px-4 py-2.5 text-ink',
          safety ? 'border-2 border-gold/50 bg-amber-note' : 'border border-sand-deep bg-white',
        )}
      >
        {safety && (
          <p className="mb-1.5 flex items-center gap-1.5 text-sm font-semibold text-gold">
            <LifeBuoy aria-hidden="true" className="size-4" />
            {t.safetyLabel}
          </p>
        )}
        <p className={textClasses}>
          <span className="sr-only">{t.coach} </span>
          {/* While the words stream in, plain text: blocks and their buttons come with the saved reply. */}
          {streaming ? (
            message.content
          ) : safety ? (
            <SafetyText content={message.content} />
          ) : (
            <ReplyText content={message.content} />
          )}
        </p>
        {message.stopped && (
          <p className="mt-1.5 text-xs font-medium text-ink-soft" title={t.stoppedHint}>
            {t.stopped}
          </p>
        )}
        {message.flag === 'offline' && (
          <p className="mt-1.5 text-xs font-medium text-ink-soft" title={t.offlineHint}>
            {t.offline}
          </p>
        )}
      </div>
    </div>
  );
}
