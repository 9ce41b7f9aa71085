import { Check, Copy } from 'lucide-react';
import { type RefObject, useEffect, useState } from 'react';
import { cn } from '#web/lib/cn.ts';
import { copyStrings as t } from '../chat.strings.ts';
import { copyText, selectContents } from '../lib/copy-text.ts';

/** How long "Copied" stays beside the button. */
export const COPIED_MS = 2_000;

interface CopyButtonProps {
  text: string;
  /** The button's name ("Copy these words"); it starts with the visible "Copy". */
  label: string;
  /** The words on screen, selected for copying by hand when the clipboard is refused. */
  source: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * Copies `text` and says so: "Copied" beside the button for a moment, announced politely. When the
 * browser refuses the clipboard, the words are selected instead and the note says how to copy them.
 * Phrasing content only, so it can sit inside a message's paragraph.
 */
export function CopyButton({ text, label, source, className }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    if (await copyText(text)) {
      setState('copied');
      return;
    }
    if (source.current) selectContents(source.current);
    setState('failed');
  };

  return (
    <span className={cn('mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1', className)}>
      <button
        type="button"
        aria-label={label}
        onClick={() => void copy()}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-md border border-sand-deep bg-white px-2.5 text-sm font-medium text-ink hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal"
      >
        {state === 'copied' ? (
          <Check aria-hidden="true" className="size-4 text-teal-dark" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {t.copy}
      </button>
      {/* Always there, so the change is announced; polite, never interrupting. */}
      <span
        role="status"
        className={cn('text-sm', state === 'failed' ? 'text-ink' : 'font-medium text-teal-dark')}
      >
        {state === 'copied' ? t.copied : state === 'failed' ? t.failed : ''}
      </span>
    </span>
  );
}
