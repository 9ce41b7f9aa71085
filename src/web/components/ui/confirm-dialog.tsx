import { AlertDialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button.tsx';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  busyLabel?: string;
  tone?: 'danger' | 'primary';
  /** Where focus goes when the dialog closes; by default the element that opened it. */
  onCloseAutoFocus?: ComponentProps<typeof AlertDialog.Content>['onCloseAutoFocus'];
}

/**
 * A small "are you sure?" dialog for actions that cannot be undone. It is an alert dialog: focus starts
 * on Cancel (the safe choice), stays inside, and Escape cancels.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  busy = false,
  busyLabel,
  tone = 'danger',
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-2xl bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="font-serif text-xl text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-ink-soft">{description}</AlertDialog.Description>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <Button
              variant={tone}
              loading={busy}
              loadingText={busyLabel}
              onClick={(event) => {
                // Stay open while the action runs; the caller closes the dialog when it is done.
                event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
