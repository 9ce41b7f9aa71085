import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-error.ts';
import { type AdminUser, useUserSearch } from '../api/admin-queries.ts';
import { type UserAction, useUserAction } from '../api/user-actions.ts';
import { adminStrings } from '../admin.strings.ts';
import { AdminSection, type DataRow, DataTable } from './section.tsx';

const t = adminStrings.users;
const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** The actions that ask first, with their dialog's words. */
const CONFIRMED: Record<
  Exclude<UserAction, 'resend'>,
  { title: string; body: (email: string) => string; action: string }
> = {
  grant: t.confirmGrant,
  end: t.confirmEnd,
  sessions: t.confirmSessions,
};

const DONE: Record<UserAction, string> = {
  resend: t.done.resend,
  grant: t.done.grant,
  end: t.done.end,
  sessions: t.done.sessions,
};

/** A found account as a row of the table: what it is, then the actions on it. */
function userRow(
  user: AdminUser,
  {
    onAsk,
    onResend,
    busy,
  }: { onAsk: (action: Exclude<UserAction, 'resend'>) => void; onResend: () => void; busy: boolean },
): DataRow {
  return {
    key: user.id,
    head: <span className="break-all">{user.email}</span>,
    cells: [
      user.name,
      <>
        {user.role}
        {user.complimentary && <span className="text-ink-soft"> ({t.complimentaryTag})</span>}
      </>,
      t.familyLabels[user.family],
      date.format(new Date(user.createdAt)),
      user.emailVerified ? t.yes : t.no,
      user.messageCount,
      <div className="flex flex-wrap gap-2">
        {!user.emailVerified && (
          <Button size="sm" variant="secondary" disabled={busy} onClick={onResend}>
            {t.resend}
          </Button>
        )}
        {user.complimentary ? (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAsk('end')}>
            {t.end}
          </Button>
        ) : (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAsk('grant')}>
            {t.grant}
          </Button>
        )}
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAsk('sessions')}>
          {t.endSessions}
        </Button>
      </div>,
    ],
  };
}

export function UsersSection() {
  const inputId = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const search = useUserSearch(q);
  const mutation = useUserAction();
  const [asking, setAsking] = useState<{ action: Exclude<UserAction, 'resend'>; user: AdminUser } | null>(
    null,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
  };

  const act = (action: UserAction, user: AdminUser) =>
    mutation.mutate(
      { action, userId: user.id },
      {
        onSuccess: () => toast.success(DONE[action], { description: user.email }),
        onError: (error) =>
          toast.error(t.failed, { description: error instanceof ApiError ? error.message : undefined }),
        onSettled: () => setAsking(null),
      },
    );

  const dialog = asking ? CONFIRMED[asking.action] : null;
  return (
    <AdminSection id="users" title={t.heading}>
      <form role="search" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Label htmlFor={inputId}>{t.searchLabel}</Label>
          <Input
            id={inputId}
            type="search"
            value={text}
            maxLength={200}
            onChange={(e) => setText(e.target.value)}
            className="mt-1"
          />
        </div>
        <Button type="submit" disabled={text.trim().length === 0}>
          {t.search}
        </Button>
      </form>
      <div role="status" aria-live="polite">
        {q && search.isFetching && <Spinner label={t.searching} />}
        {q && search.isError && <p className="text-rose">{adminStrings.loadFailed}</p>}
        {q && search.data?.length === 0 && <p className="text-ink-soft">{t.noResults}</p>}
      </div>
      {search.data && search.data.length > 0 && (
        <DataTable
          caption={t.caption}
          columns={[t.email, t.name, t.plan, t.family, t.signedUp, t.confirmed, t.messages, t.actions]}
          rows={search.data.map((user) =>
            userRow(user, {
              busy: mutation.isPending,
              onAsk: (action) => setAsking({ action, user }),
              onResend: () => act('resend', user),
            }),
          )}
        />
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open && !mutation.isPending) setAsking(null);
        }}
        title={dialog?.title ?? ''}
        description={asking && dialog ? dialog.body(asking.user.email) : ''}
        confirmLabel={dialog?.action ?? ''}
        cancelLabel={t.cancel}
        busy={mutation.isPending}
        busyLabel={t.working}
        tone={asking?.action === 'grant' ? 'primary' : 'danger'}
        onConfirm={() => asking && act(asking.action, asking.user)}
      />
    </AdminSection>
  );
}
