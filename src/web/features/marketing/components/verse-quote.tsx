import { clsx } from 'clsx';
import type { VerseQuote as Verse } from '../lib/landing-content.ts';

/** A verse cut from the middle of a sentence ends in "," or ";": show that it continues. */
export function displayVerseText(text: string): string {
  return /[,;:]$/.test(text) ? `${text.slice(0, -1)}…` : text;
}

export function VerseQuote({ verse, className }: { verse: Verse; className?: string }) {
  return (
    <figure className={clsx('border-l-4 border-gold/60 pl-4', className)}>
      <blockquote className="font-serif text-lg text-ink italic">“{displayVerseText(verse.text)}”</blockquote>
      <figcaption className="mt-1 text-sm text-ink-soft">{verse.ref} (WEB)</figcaption>
    </figure>
  );
}
