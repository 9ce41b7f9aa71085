import { clsx } from 'clsx';
import { quotedVerse } from '#shared/verse-text.ts';
import type { VerseQuote as Verse } from '../lib/landing-content.ts';

export function VerseQuote({ verse, className }: { verse: Verse; className?: string }) {
  return (
    <figure className={clsx('border-l-4 border-gold/60 pl-4', className)}>
      <blockquote className="font-serif text-lg text-ink italic">{quotedVerse(verse.text)}</blockquote>
      <figcaption className="mt-1 text-sm text-ink-soft">{verse.ref} (WEB)</figcaption>
    </figure>
  );
}
