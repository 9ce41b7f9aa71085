import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { resendConfirmationSchema } from '#shared/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { ApiError } from '#web/lib/api-error.ts';
import { useSendVerificationEmail } from '../api/send-verification-email.ts';
import { confirmEmailStrings, resendStrings } from '../auth.strings.ts';

/** Asks for a fresh confirmation link when the one in the e-mail has expired. */
export function ResendConfirmationForm() {
  const form = useForm({ resolver: zodResolver(resendConfirmationSchema), defaultValues: { email: '' } });
  const resend = useSendVerificationEmail();
  const [message, setMessage] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ email }) => {
    setMessage(null);
    try {
      await resend.mutateAsync(email);
      toast.success(resendStrings.sentToast, { description: resendStrings.sentDescription });
      setMessage(resendStrings.sentDescription);
    } catch (error) {
      setMessage(
        error instanceof ApiError && error.status === 429 ? resendStrings.rateLimited : resendStrings.failed,
      );
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormField label={confirmEmailStrings.email} error={form.formState.errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...form.register('email')}
          />
        )}
      </FormField>
      <Button type="submit" loading={form.formState.isSubmitting} loadingText={resendStrings.sending}>
        {resendStrings.button}
      </Button>
      <p aria-live="polite" className="text-sm text-ink empty:hidden">
        {message}
      </p>
    </form>
  );
}
