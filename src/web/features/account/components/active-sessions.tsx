import { Laptop } from 'lucide-react';
import { toast } from 'sonner';
import type { ActiveSession } from '#shared/account.ts';
import { Button } from '#web/components/ui/button.tsx';
import { isSessionEnded } from '#web/lib/api-error.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useEndSession } from '../api/end-session.ts';
import { useSessions } from '../api/list-sessions.ts';
import { sessionsStrings as t } from '../account.strings.ts';
import { SettingsSection } from '#web/components/settings-section.tsx';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function ActiveSessions() {
  const sessions = useSessions();
  return (
    <SettingsSection title={t.heading} intro={t.intro}>
      {sessions.isPending && <Spinner label={t.loading} />}
      {sessions.isError && <p className="text-rose">{t.loadFailed}</p>}
      {sessions.data && (
        <ul className="flex flex-col divide-y divide-sand-deep">
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}

function SessionRow({ session }: { session: ActiveSession }) {
  const end = useEndSession();
  const onEnd = () =>
    end.mutate(session.id, {
      onSuccess: () => toast.success(t.ended, { description: t.endedDescription }),
      onError: (error) => {
        if (!isSessionEnded(error)) toast.error(t.failed, { description: t.failedDescription });
      },
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex items-center gap-3">
        <Laptop aria-hidden="true" className="size-6 shrink-0 text-teal" />
        <div className="flex flex-col">
          <span className="font-medium text-ink">
            {session.device}
            {session.current && (
              <span className="ml-2 rounded-full bg-teal-soft px-2 py-0.5 text-xs font-semibold text-teal-dark">
                {t.thisDevice}
              </span>
            )}
          </span>
          <span className="text-sm text-ink-soft">
            {t.lastUsed(when.format(new Date(session.lastUsedAt)))}
          </span>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          className="min-h-11"
          onClick={onEnd}
          loading={end.isPending}
          aria-label={t.signOutLabel(session.device)}
        >
          {t.signOut}
        </Button>
      )}
    </li>
  );
}
