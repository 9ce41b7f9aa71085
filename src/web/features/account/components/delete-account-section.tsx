import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { AUTH_ERROR_CODES } from '#shared/account.ts';
import { deleteAccountSchema } from '#shared/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { PasswordInput } from '#web/components/ui/password-input.tsx';
import { ApiError, isSessionEnded } from '#web/lib/api-error.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { deleteStrings as t } from '../account.strings.ts';
import { SettingsSection } from '#web/components/settings-section.tsx';

/**
 * Deleting is final, so it takes two deliberate steps: open the dialog, then confirm with the password.
 * `onDeleted` runs once the server has deleted everything and cleared the session cookie.
 */
export function DeleteAccountSection({ onDeleted }: { onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: '' } });
  const remove = useDeleteAccount();

  const submit = form.handleSubmit(async (values) => {
    try {
      await remove.mutateAsync(values);
      onDeleted();
    } catch (error) {
      if (error instanceof ApiError && error.code === AUTH_ERROR_CODES.wrongPassword) {
        form.setError('password', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      if (isSessionEnded(error)) return;
      toast.error(t.failed, {
        description: error instanceof ApiError && error.message ? error.message : t.failedDescription,
      });
    }
  });

  const onOpenChange = (next: boolean) => {
    if (!next) form.reset();
    setOpen(next);
  };

  return (
    <SettingsSection title={t.heading} intro={t.intro} tone="danger">
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogTrigger asChild>
          <Button variant="danger" className="self-start">
            {t.open}
          </Button>
        </DialogTrigger>
        <DialogContent title={t.dialogTitle} description={t.dialogDescription}>
          <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
            <FormField label={t.password} error={form.formState.errors.password?.message}>
              {(control) => (
                <PasswordInput {...control} autoComplete="current-password" {...form.register('password')} />
              )}
            </FormField>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="secondary">{t.cancel}</Button>
              </DialogClose>
              <Button
                type="submit"
                variant="danger"
                loading={form.formState.isSubmitting}
                loadingText={t.deleting}
              >
                {t.confirm}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </SettingsSection>
  );
}
