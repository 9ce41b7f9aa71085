import { LifeBuoy } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import type { ListedMessage } from '../api/list-messages.ts';
import { messageStrings as t } from '../chat.strings.ts';
import { isPendingReply } from '../lib/messages-cache.ts';
import { CoachAvatar } from './coach-avatar.tsx';
import { ScriptureCard } from './scripture-card.tsx';
import { TypingIndicator } from './typing-indicator.tsx';

/** Message text is always text (never HTML); line breaks the writer made are kept. */
const textClasses = 'break-words whitespace-pre-wrap';

export function MessageItem({ message }: { message: ListedMessage }) {
  if (message.role === 'scripture') return <ScriptureCard message={message} />;

  if (message.role === 'user') {
    return (
      <div className="flex justify-end">
        <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-teal px-4 py-2.5 text-white">
          <p className={textClasses}>
            <span className="sr-only">{t.you} </span>
            {message.content}
          </p>
        </div>
      </div>
    );
  }

  const streaming = isPendingReply(message);
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
          {message.content}
        </p>
        {message.flag === 'offline' && (
          <p className="mt-1.5 text-xs font-medium text-ink-soft" title={t.offlineHint}>
            {t.offline}
          </p>
        )}
      </div>
    </div>
  );
}
