import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { isSessionEnded } from '#web/lib/api-error.ts';
import { useEndGentleReplies } from '../api/end-gentle-replies.ts';
import { useGentleReplies } from '../api/list-memory-notes.ts';
import { gentleRepliesStrings as t } from '../coach.strings.ts';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * Careful mode on the account, as the user sees it (docs/safety.md#careful-mode-on-the-account): in
 * neutral words, since someone who watches the phone may read this page, and ended only on purpose,
 * after a confirmation that says what changes.
 */
export function GentleReplies() {
  const { data: careful } = useGentleReplies();
  const end = useEndGentleReplies();
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  if (!careful) return null;

  const confirm = () =>
    end.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t.ended);
      },
      onError: (error) => {
        if (!isSessionEnded(error)) toast.error(t.endFailed);
      },
    });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg bg-sand p-4">
      <h3 id={headingId} className="text-sm font-semibold text-ink-soft">
        {t.heading}
      </h3>
      <p className="text-ink">{t.since(day(careful.since))}</p>
      <p className="text-sm text-ink-soft">{t.meaning}</p>
      <Button variant="secondary" className="self-start" onClick={() => setConfirming(true)}>
        {t.end}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.confirmTitle}
        description={t.confirmBody}
        confirmLabel={t.end}
        cancelLabel={t.keep}
        tone="primary"
        busy={end.isPending}
        busyLabel={t.ending}
        onConfirm={confirm}
      />
    </section>
  );
}
