import { BookOpen } from 'lucide-react';
import { useRef } from 'react';
import type { ChatMessage } from '#shared/chat.ts';
import { copyStrings, messageStrings as t } from '../chat.strings.ts';
import { CopyButton } from './copy-button.tsx';

/** A verse the coach offers after its reply: set apart from the conversation, like a card on the table. */
export function ScriptureCard({ message }: { message: ChatMessage }) {
  const verse = useRef<HTMLQuoteElement>(null);
  // Copied with its reference, as a verse is shared: "... (Psalm 34:18)".
  const copied = message.reference ? `${message.content} (${message.reference})` : message.content;
  return (
    <figure className="mx-auto w-full max-w-xl rounded-2xl border border-gold/40 bg-amber-note px-5 py-4">
      <p className="flex items-center gap-2 text-sm font-semibold text-gold">
        <BookOpen aria-hidden="true" className="size-4" />
        {t.scripturePrefix}
      </p>
      <blockquote
        ref={verse}
        className="mt-2 font-serif text-lg leading-relaxed break-words whitespace-pre-wrap text-ink"
      >
        {message.content}
      </blockquote>
      {message.reference && (
        <figcaption className="mt-2 text-sm font-medium text-ink-soft">{message.reference}</figcaption>
      )}
      <CopyButton text={copied} label={copyStrings.verse} source={verse} className="mt-2" />
    </figure>
  );
}
