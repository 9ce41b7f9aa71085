import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { href, Link } from 'react-router';
import { toast } from 'sonner';
import { forgotPasswordSchema } from '#shared/schemas/auth.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useFocusOnMount } from '#web/lib/use-focus-on-mount.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { forgotPasswordStrings as t } from '../auth.strings.ts';

/** Form, then sent confirmation (docs/product/specification.md#password-reset-request). */
export function ForgotPasswordForm() {
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const request = useRequestPasswordReset();

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email);
      toast.success(t.sentToast, { description: t.sentBody });
    } catch {
      toast.error(t.failedToast, { description: t.failedDescription });
    }
  });

  if (request.isSuccess) return <ResetLinkSent />;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <FormField label={t.email} error={form.formState.errors.email?.message}>
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
      <Button type="submit" size="lg" loading={form.formState.isSubmitting} loadingText={t.submitting}>
        {t.submit}
      </Button>
      <p className="text-center">
        <Link to={href('/login')} className="font-medium text-teal underline underline-offset-4">
          {t.backToSignIn}
        </Link>
      </p>
    </form>
  );
}

function ResetLinkSent() {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div role="status" className="flex flex-col items-center gap-4 text-center">
      <MailCheck aria-hidden="true" className="size-12 text-teal" />
      <h2 ref={headingRef} tabIndex={-1} className="font-serif text-2xl text-ink outline-none">
        {t.sentTitle}
      </h2>
      <p className="text-ink-soft">{t.sentBody}</p>
      <Link to={href('/login')} className={buttonVariants({ size: 'lg' })}>
        {t.returnToLogin}
      </Link>
    </div>
  );
}
