import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { isSessionEnded } from '#web/lib/api-error.ts';
import { useDeleteAllMemoryNotes } from '../api/delete-all-memory-notes.ts';
import { useDeleteMemoryNote } from '../api/delete-memory-note.ts';
import { useMemoryNotes, type MemoryNote } from '../api/list-memory-notes.ts';
import { memoryStrings as t } from '../coach.strings.ts';
import { GentleReplies } from './gentle-replies.tsx';
import { SettingsSection } from '#web/components/settings-section.tsx';

type Pending = { kind: 'one'; note: MemoryNote } | { kind: 'all' } | null;

/** "What your coach remembers": the coach's notes about this person, each deletable, or all at once. */
export function MemorySection() {
  const { data: notes, isPending, isError } = useMemoryNotes();
  const deleteOne = useDeleteMemoryNote();
  const deleteAll = useDeleteAllMemoryNotes();
  const [pending, setPending] = useState<Pending>(null);

  const onFailed = (error: Error) => {
    if (!isSessionEnded(error)) toast.error(t.deleteFailed);
  };
  const confirm = () => {
    if (!pending) return;
    const done = (message: string) => () => {
      setPending(null);
      toast.success(message);
    };
    if (pending.kind === 'one') {
      deleteOne.mutate(pending.note.id, { onSuccess: done(t.deleted), onError: onFailed });
    } else {
      deleteAll.mutate(undefined, { onSuccess: done(t.allDeleted), onError: onFailed });
    }
  };

  return (
    <SettingsSection title={t.heading} intro={t.intro}>
      <div className="flex flex-col gap-1 text-sm text-ink-soft">
        <p>{t.chatDeletion}</p>
        <p>{t.forGood}</p>
      </div>
      <GentleReplies />
      {isPending && <Spinner label={t.loading} />}
      {isError && <p className="text-ink-soft">{t.loadFailed}</p>}
      {notes && notes.length === 0 && <p className="rounded-lg bg-sand p-4 text-ink-soft">{t.empty}</p>}
      {notes && notes.length > 0 && (
        <>
          <ul className="divide-y divide-sand-deep">
            {notes.map((note) => (
              <li key={note.id} className="flex items-center justify-between gap-4 py-3">
                <div className="flex min-w-0 flex-col">
                  <span className="text-sm font-semibold text-ink-soft">
                    {t.kinds[note.kind] ?? note.kind}
                  </span>
                  <span className="break-words text-ink">{note.text}</span>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  className="min-h-11 shrink-0"
                  aria-label={t.deleteOneLabel(note.text)}
                  onClick={() => setPending({ kind: 'one', note })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t.deleteOne}
                </Button>
              </li>
            ))}
          </ul>
          <Button variant="danger" className="self-start" onClick={() => setPending({ kind: 'all' })}>
            {t.deleteAll}
          </Button>
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending?.kind === 'all' ? t.deleteAllTitle : t.deleteOneTitle}
        description={pending?.kind === 'one' ? `“${pending.note.text}” ${t.deleteOneBody}` : t.deleteAllBody}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        busy={deleteOne.isPending || deleteAll.isPending}
        busyLabel={t.deleting}
        onConfirm={confirm}
      />
    </SettingsSection>
  );
}
