import { Download } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { journeySchema } from '#shared/schemas/journey.ts';
import { SettingsSection } from '#web/components/settings-section.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError, isSessionEnded } from '#web/lib/api-error.ts';
import { useDownloadJourney } from '../api/download-journey.ts';
import { useJourneyChats } from '../api/list-journey-chats.ts';
import { journeyStrings as t } from '../journey.strings.ts';

const started = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * "My journey": choose conversations (the one the chat header came from already ticked) and what else
 * goes in, then download the PDF. Messages about danger or abuse stay out unless their own box is ticked.
 */
export function JourneySection({ preselectedChatId }: { preselectedChatId?: string | null }) {
  const { data, isPending, isError } = useJourneyChats();
  const download = useDownloadJourney();
  const [chosen, setChosen] = useState<string[]>(preselectedChatId ? [preselectedChatId] : []);
  const [includeVerses, setIncludeVerses] = useState(true);
  const [includeNotes, setIncludeNotes] = useState(false);
  const [includeSafety, setIncludeSafety] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const firstChat = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const safetyHintId = useId();

  const chats = data?.chats ?? [];
  // A preselected id that is not in the list (deleted, or not this user's) is simply not sent.
  const chosenIds = chats.filter((chat) => chosen.includes(chat.id)).map((chat) => chat.id);
  const allChosen = chats.length > 0 && chosenIds.length === chats.length;

  const toggle = (id: string, on: boolean) => {
    setDone(false);
    setChosen((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const parsed = journeySchema.safeParse({
      chatIds: chosenIds,
      includeVerses,
      includeNotes,
      includeSafety,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t.failed);
      firstChat.current?.focus();
      return;
    }
    setError(null);
    download.mutate(parsed.data, {
      onSuccess: () => setDone(true),
      onError: (failure) => {
        if (isSessionEnded(failure)) return;
        setError(failure instanceof ApiError && failure.status < 500 ? failure.message : t.failed);
      },
    });
  };

  return (
    <SettingsSection title={t.heading} intro={t.intro}>
      {isPending && <Spinner label={t.loading} />}
      {isError && <p className="text-ink-soft">{t.loadFailed}</p>}
      {data && chats.length === 0 && <p className="rounded-lg bg-sand p-4 text-ink-soft">{t.noChats}</p>}
      {chats.length > 0 && (
        <form noValidate onSubmit={submit} className="flex flex-col gap-6">
          <fieldset
            className="flex min-w-0 flex-col gap-3"
            aria-invalid={error !== null && chosenIds.length === 0}
            aria-describedby={error ? errorId : undefined}
          >
            <legend className="mb-2 font-semibold text-ink">{t.chatsLegend}</legend>
            <Checkbox
              label={t.allChats}
              checked={allChosen}
              ref={(input) => {
                if (input) input.indeterminate = chosenIds.length > 0 && !allChosen;
              }}
              onChange={(event) => {
                setDone(false);
                setChosen(event.target.checked ? chats.map((chat) => chat.id) : []);
              }}
            />
            <ul className="flex flex-col gap-2 border-l-2 border-sand-deep pl-4">
              {chats.map((chat, index) => (
                <li key={chat.id}>
                  <Checkbox
                    ref={index === 0 ? firstChat : undefined}
                    name="chatIds"
                    value={chat.id}
                    checked={chosenIds.includes(chat.id)}
                    onChange={(event) => toggle(chat.id, event.target.checked)}
                    className="items-start [&>label]:break-words"
                    label={
                      <>
                        <span className="font-medium">{chat.title}</span>{' '}
                        <span className="text-ink-soft">
                          ({t.startedOn(started.format(new Date(chat.createdAt)))})
                        </span>
                      </>
                    }
                  />
                </li>
              ))}
            </ul>
            {data?.nextCursor && <p className="text-sm text-ink-soft">{t.moreThanShown(chats.length)}</p>}
          </fieldset>

          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-semibold text-ink">{t.alsoLegend}</legend>
            <Checkbox
              label={t.verses}
              checked={includeVerses}
              onChange={(event) => setIncludeVerses(event.target.checked)}
            />
            <Checkbox
              label={t.notes}
              checked={includeNotes}
              onChange={(event) => setIncludeNotes(event.target.checked)}
            />
          </fieldset>

          <fieldset className="flex flex-col gap-2 rounded-lg border border-gold/40 bg-amber-note p-4">
            <legend className="px-1 font-semibold text-ink">{t.safetyLegend}</legend>
            <Checkbox
              label={t.safety}
              checked={includeSafety}
              aria-describedby={safetyHintId}
              onChange={(event) => setIncludeSafety(event.target.checked)}
            />
            <p id={safetyHintId} className="text-sm text-ink">
              {t.safetyHint}
            </p>
          </fieldset>

          {error && (
            <Notice tone="red" id={errorId}>
              <p>{error}</p>
            </Notice>
          )}
          {/* Stays on the page (a toast would go): the download itself is easy to miss on a phone. */}
          <p role="status" className="text-sm text-ink empty:hidden">
            {done ? t.downloaded : ''}
          </p>
          <Button
            type="submit"
            className="self-start"
            loading={download.isPending}
            loadingText={t.downloading}
          >
            <Download aria-hidden="true" className="size-4" />
            {t.download}
          </Button>
        </form>
      )}
    </SettingsSection>
  );
}
