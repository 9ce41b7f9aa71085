import { messageStrings as t } from '../chat.strings.ts';
import { CoachAvatar } from './coach-avatar.tsx';

/**
 * Shown from the moment a message is sent until the coach's first words arrive; with a `label`, that
 * text is shown beside the dots (the reply being read back after a cut connection).
 */
export function TypingIndicator({ label }: { label?: string }) {
  return (
    <div className="flex items-start gap-2">
      <CoachAvatar />
      <div className="flex items-center gap-1.5 rounded-2xl rounded-tl-sm border border-sand-deep bg-white px-4 py-3.5">
        {label ? (
          <span className="mr-1 text-sm text-ink-soft">{label}</span>
        ) : (
          <span className="sr-only">{t.typing}</span>
        )}
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            style={{ animationDelay: `${delay}ms` }}
            className="size-2 animate-bounce rounded-full bg-teal/70 motion-reduce:animate-none"
          />
        ))}
      </div>
    </div>
  );
}
