import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { editMessageSchema } from '#shared/schemas/chat.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { editStrings as t } from '../chat.strings.ts';

/** The editor grows to at most this height (px) before it scrolls, a little more than the composer. */
const EDITOR_MAX_HEIGHT = 240;

interface MessageEditorProps {
  /** The words as they are now, and the words to start from (kept from a failed try). */
  original: string;
  initial: string;
  onSave: (content: string) => void;
  onCancel: () => void;
}

/**
 * The last message, open for editing in place of its bubble. Enter saves (Shift+Enter is a new line),
 * Escape cancels; the same words as before just close it, since there is nothing to resend.
 */
export function MessageEditor({ original, initial, onSave, onCancel }: MessageEditorProps) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const errorId = useId();
  const inputId = useId();

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, []);

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = editMessageSchema.safeParse({ content: draft });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t.label);
      input.current?.focus();
      return;
    }
    if (parsed.data.content === original.trim()) return onCancel();
    onSave(parsed.data.content);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
      return;
    }
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    save();
  };

  return (
    <form onSubmit={save} className="flex w-full max-w-[85%] flex-col items-end gap-2 self-end">
      <label htmlFor={inputId} className="sr-only">
        {t.label}
      </label>
      <Textarea
        ref={input}
        id={inputId}
        rows={2}
        maxHeight={EDITOR_MAX_HEIGHT}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        className="w-full rounded-xl"
      />
      {error && (
        <p id={errorId} aria-live="polite" className="text-sm font-medium text-rose">
          {error}
        </p>
      )}
      <p id={hintId} className="hidden text-xs text-ink-soft sm:block">
        {t.hint}
      </p>
      <div className="flex gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" size="sm">
          {t.save}
        </Button>
      </div>
    </form>
  );
}
