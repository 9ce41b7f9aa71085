import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { AUTH_ERROR_CODES } from '#shared/account.ts';
import { resetPasswordSchema } from '#shared/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { PasswordInput } from '#web/components/ui/password-input.tsx';
import { ApiError } from '#web/lib/api-error.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { resetPasswordStrings as t } from '../auth.strings.ts';

interface ResetPasswordFormProps {
  token: string;
  onDone: () => void;
  onInvalidToken: () => void;
}

export function ResetPasswordForm({ token, onDone, onInvalidToken }: ResetPasswordFormProps) {
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const reset = useResetPassword();

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ newPassword: password, token });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === AUTH_ERROR_CODES.invalidToken) return onInvalidToken();
      if (
        error instanceof ApiError &&
        error.code === AUTH_ERROR_CODES.weakPassword &&
        error.reasons?.length
      ) {
        form.setError(
          'password',
          { type: 'server', message: error.reasons.join('\n') },
          { shouldFocus: true },
        );
        return;
      }
      toast.error(t.failedToast, {
        description: error instanceof ApiError && error.message ? error.message : t.failedDescription,
      });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <FormField label={t.password} error={errors.password?.message}>
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />
        )}
      </FormField>
      <FormField label={t.confirmPassword} error={errors.confirmPassword?.message}>
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('confirmPassword')} />
        )}
      </FormField>
      <Button type="submit" size="lg" loading={form.formState.isSubmitting} loadingText={t.submitting}>
        {t.submit}
      </Button>
    </form>
  );
}
