import { LoaderCircle, Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { href, Link } from 'react-router';
import { searchChatsQuerySchema } from '#shared/schemas/chat.ts';
import { inputClasses } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/cn.ts';
import { useSearchChats } from '../api/search-chats.ts';
import { searchStrings as t } from '../chat.strings.ts';

/** Typing pauses this long before the server is asked: one search per word, not per letter. */
export const SEARCH_PAUSE_MS = 250;

/** `value`, once it has stayed the same for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface ChatSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** The id of the results region the box controls (it is shown while there is a query). */
  resultsId: string;
  errorId: string;
  invalid: boolean;
}

/** The search box over the conversation list; Escape (as in every search field) clears it. */
export function ChatSearchBox({ value, onChange, resultsId, errorId, invalid }: ChatSearchBoxProps) {
  const id = useId();
  return (
    <div role="search" className="relative px-3 pb-2">
      <label htmlFor={id} className="sr-only">
        {t.label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-6 size-4 -translate-y-1/2 text-ink-soft"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          // Clearing is this Escape's whole work: the drawer around the box stays open (its own
          // Escape handler leaves a search box with words in it alone).
          if (event.key === 'Escape' && value) onChange('');
        }}
        placeholder={t.placeholder}
        autoComplete="off"
        spellCheck={false}
        data-chat-search=""
        aria-controls={value.trim() ? resultsId : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className={cn(inputClasses, 'min-h-10 pr-10 pl-9 text-sm [&::-webkit-search-cancel-button]:hidden')}
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t.clear}
          className="absolute top-1/2 right-4 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-ink-soft hover:bg-sand-deep hover:text-ink"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}

interface ChatSearchResultsProps {
  query: string;
  id: string;
  errorId: string;
  activeId: string | null;
  /** A result was chosen: the search ends (and the drawer closes). */
  onOpen: () => void;
}

/**
 * What a search found, in place of the conversation list: each result opens its chat. The count is
 * said by screen readers as it changes (a polite status), so nobody has to hunt for whether it worked.
 */
export function ChatSearchResults({ query, id, errorId, activeId, onOpen }: ChatSearchResultsProps) {
  const settled = useSettled(query, SEARCH_PAUSE_MS);
  const parsed = searchChatsQuerySchema.safeParse({ q: settled });
  const results = useSearchChats(parsed.success ? parsed.data.q : null);
  const waiting = settled !== query || results.isFetching;

  let status: string;
  if (!parsed.success) status = parsed.error.issues[0]?.message ?? t.failed;
  else if (results.isError) status = t.failed;
  else if (results.data && !results.isPlaceholderData) status = t.found(results.data.length);
  else status = t.searching;

  return (
    <div id={id} className="min-h-0 flex-1 overflow-y-auto px-2 pb-3">
      <div className="flex min-h-8 items-center gap-2 px-3 text-sm text-ink-soft">
        {waiting && parsed.success && (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        )}
        <p id={errorId} role="status">
          {status}
        </p>
      </div>
      {results.data && results.data.length > 0 && (
        <ul aria-label={t.resultsLabel} className="flex flex-col gap-0.5">
          {results.data.map((result) => (
            <li key={result.chatId}>
              <Link
                to={`${href('/chat')}?c=${encodeURIComponent(result.chatId)}`}
                aria-current={result.chatId === activeId ? 'page' : undefined}
                onClick={onOpen}
                className="flex min-h-11 flex-col justify-center rounded-lg px-3 py-2 text-sm text-ink hover:bg-sand aria-[current=page]:bg-teal-soft"
              >
                <span className="truncate font-semibold">{result.title}</span>
                <span className="line-clamp-2 text-xs break-words text-ink-soft">
                  {result.snippet ?? t.titleMatch}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
