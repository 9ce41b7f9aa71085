import { SendHorizontal, Square } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { href, Link } from 'react-router';
import { toast } from 'sonner';
import { sendMessageSchema } from '#shared/schemas/chat.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { cn } from '#web/lib/cn.ts';
import { COMPOSER_INPUT_ID, useChatUi } from '../chat-ui-store.ts';
import { composerStrings as t } from '../chat.strings.ts';
import { hasDesktopPointer } from '../lib/desktop-pointer.ts';
import type { MessageAllowance } from '../lib/limits.ts';
import { PromptPicker } from './prompt-picker.tsx';

/** The input grows to at most 120 px (docs/product/specification.md#chat-composer). */
export const COMPOSER_MAX_HEIGHT = 120;

interface ComposerProps {
  chatId: string;
  onSend: (content: string) => void;
  /** A reply is streaming: nothing new can be sent until it is done. */
  replying: boolean;
  /**
   * The month's messages are used up (never for premium). The field stays open: a message about someone's
   * safety is answered with help at the limit too, and only the server can tell it from another
   * (docs/product/rulings.md#safety-before-limits). Any other message comes back refused, its words kept.
   */
  limitReached: boolean;
  /** The numbers for the usage line; null for premium, who has no limits. */
  usage: MessageAllowance | null;
  premium: boolean;
  /** Stops the reply being written; the Stop button takes Send's place while `replying`. */
  onStop?: () => void;
}

export function Composer({ chatId, onSend, replying, limitReached, usage, premium, onStop }: ComposerProps) {
  const draft = useChatUi((state) => state.drafts[chatId] ?? '');
  const setDraft = useChatUi((state) => state.setDraft);
  const input = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const usageId = useId();
  const limitId = useId();
  // A message typed while the conversation is still loading is not refused: it waits in the outbox
  // and goes once the conversation is there (use-send-queue.ts), so Enter is never silently ignored.
  const focusRequested = useChatUi((state) => state.composerFocus === chatId);

  // Opening a conversation on a desktop puts the cursor here, ready to type, as chat apps do; only when
  // nothing else has focus (a conversation picked from the list keeps focus on the list).
  useEffect(() => {
    const nothingFocused = document.activeElement === document.body || document.activeElement === null;
    if (nothingFocused && hasDesktopPointer()) input.current?.focus();
  }, []);

  useEffect(() => {
    if (!focusRequested) return;
    input.current?.focus();
    useChatUi.getState().requestComposerFocus(null);
  }, [focusRequested]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    input.current?.focus();
    if (replying) return;
    const parsed = sendMessageSchema.safeParse({ content: draft });
    if (!parsed.success) {
      // Blank or whitespace-only messages are simply not sent; a message that is too long says why.
      if (draft.trim()) toast.error(parsed.error.issues[0]?.message ?? t.label);
      return;
    }
    setDraft(chatId, '');
    onSend(parsed.data.content);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line; Enter that confirms an IME composition is neither.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const insertPrompt = (content: string) => {
    setDraft(chatId, draft.trim() ? `${draft.trimEnd()}\n\n${content}` : content);
  };

  return (
    <form
      onSubmit={submit}
      className="border-t border-sand-deep bg-white px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6"
    >
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-2">
        {limitReached && (
          <Notice id={limitId} tone="amber">
            <p>{t.limitReached}</p>
            <p>{t.limitSafety}</p>
            <Link to={href('/pricing')} className={cn(buttonVariants({ size: 'sm' }), 'self-start')}>
              {t.upgrade}
            </Link>
          </Notice>
        )}
        <label htmlFor={COMPOSER_INPUT_ID} className="sr-only">
          {t.label}
        </label>
        <div className="flex items-end gap-2">
          {premium && <PromptPicker onPick={insertPrompt} disabled={limitReached} />}
          <Textarea
            ref={input}
            id={COMPOSER_INPUT_ID}
            rows={1}
            maxHeight={COMPOSER_MAX_HEIGHT}
            value={draft}
            onChange={(event) => setDraft(chatId, event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t.placeholder}
            // While a reply streams the field is read-only rather than disabled, so the cursor stays here.
            readOnly={replying}
            aria-disabled={replying || undefined}
            aria-describedby={cn(limitReached && limitId, hintId, usage && usageId)}
            className="min-h-11 flex-1 rounded-xl aria-disabled:bg-sand"
          />
          {replying && onStop ? (
            <Button
              type="button"
              aria-label={t.stop}
              title={t.stop}
              onClick={() => {
                onStop();
                input.current?.focus();
              }}
              className="size-11 shrink-0 rounded-xl p-0"
            >
              <Square aria-hidden="true" className="size-4 fill-current" />
            </Button>
          ) : (
            <Button
              type="submit"
              aria-label={t.send}
              disabled={replying || !draft.trim()}
              className="size-11 shrink-0 rounded-xl p-0"
            >
              <SendHorizontal aria-hidden="true" className="size-5" />
            </Button>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 text-xs text-ink-soft">
          <p id={hintId} className="hidden sm:block">
            {t.hint}
          </p>
          {usage && <p id={usageId}>{t.usage(usage)}</p>}
        </div>
      </div>
    </form>
  );
}
