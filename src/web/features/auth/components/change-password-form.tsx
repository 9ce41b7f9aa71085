import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { AUTH_ERROR_CODES } from '#shared/account.ts';
import { changePasswordSchema } from '#shared/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { PasswordInput } from '#web/components/ui/password-input.tsx';
import { ApiError, isSessionEnded } from '#web/lib/api-error.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { passwordStrings as t } from '../auth.strings.ts';
import { SettingsSection } from '#web/components/settings-section.tsx';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** `onChanged`: a new password ends the other sessions, so whoever lists them refreshes the list. */
export function ChangePasswordForm({ email, onChanged }: { email: string; onChanged?: () => void }) {
  const form = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const change = useChangePassword();
  const resetLink = useRequestPasswordReset();
  const sendResetLink = () =>
    resetLink.mutate(email, {
      onSuccess: () => toast.success(t.resetLinkSent, { description: t.resetLinkSentDescription }),
      onError: (error) => {
        if (isSessionEnded(error)) return;
        toast.error(t.resetLinkFailed, { description: t.resetLinkFailedDescription });
      },
    });

  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      onChanged?.();
      form.reset(EMPTY);
      toast.success(t.saved);
    } catch (error) {
      if (error instanceof ApiError && error.code === AUTH_ERROR_CODES.wrongPassword) {
        form.setError('currentPassword', { type: 'server', message: t.wrongPassword }, { shouldFocus: true });
        return;
      }
      if (
        error instanceof ApiError &&
        error.code === AUTH_ERROR_CODES.weakPassword &&
        error.reasons?.length
      ) {
        form.setError(
          'newPassword',
          { type: 'server', message: error.reasons.join('\n') },
          { shouldFocus: true },
        );
        return;
      }
      if (isSessionEnded(error)) return;
      toast.error(t.failed, {
        description: error instanceof ApiError && error.message ? error.message : t.failedDescription,
      });
    }
  });

  return (
    <SettingsSection title={t.heading} intro={t.intro}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        {/* Tells password managers which account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormField label={t.current} error={errors.currentPassword?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="current-password"
              {...form.register('currentPassword')}
            />
          )}
        </FormField>
        <FormField label={t.new} error={errors.newPassword?.message}>
          {(control) => (
            <PasswordInput {...control} autoComplete="new-password" {...form.register('newPassword')} />
          )}
        </FormField>
        <FormField label={t.confirm} error={errors.confirmPassword?.message}>
          {(control) => (
            <PasswordInput {...control} autoComplete="new-password" {...form.register('confirmPassword')} />
          )}
        </FormField>
        <Button
          type="submit"
          className="self-start"
          loading={form.formState.isSubmitting}
          loadingText={t.saving}
        >
          {t.save}
        </Button>
      </form>
      <p className="mt-4 flex flex-wrap items-center gap-x-2 text-sm text-ink-soft">
        {t.forgotCurrent}
        <Button
          type="button"
          variant="link"
          onClick={sendResetLink}
          loading={resetLink.isPending}
          loadingText={t.sendingResetLink}
        >
          {t.sendResetLink}
        </Button>
      </p>
    </SettingsSection>
  );
}
