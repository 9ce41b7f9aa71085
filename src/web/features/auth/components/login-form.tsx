import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { href, Link } from 'react-router';
import { toast } from 'sonner';
import { AUTH_ERROR_CODES } from '#shared/account.ts';
import { loginSchema, type LoginInput } from '#shared/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { PasswordInput } from '#web/components/ui/password-input.tsx';
import { ApiError } from '#web/lib/api-error.ts';
import { useSignIn } from '../api/sign-in.ts';
import { loginStrings as t } from '../auth.strings.ts';
import { ResendConfirmationButton } from './resend-confirmation-button.tsx';

/**
 * The post-login redirect waits 1000 ms so the welcome toast can be read
 * (docs/product/specification.md#timings).
 */
export const POST_LOGIN_DELAY_MS = 1000;

type NoticeState = { kind: 'unconfirmed'; email: string } | { kind: 'invalid' } | null;

/** Sign-in form (docs/product/specification.md#login, docs/product/specification.md#login-outcomes). */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', rememberMe: true } satisfies LoginInput,
  });
  const { errors } = form.formState;
  const signIn = useSignIn();
  const [notice, setNotice] = useState<NoticeState>(null);
  const [leaving, setLeaving] = useState(false);
  const leave = useEffectEvent(onSuccess);

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(leave, POST_LOGIN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [leaving]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const { user } = await signIn.mutateAsync(values);
      const firstName = user.firstName ?? user.name?.split(' ')[0] ?? '';
      toast.success(t.successToast, { description: t.successDescription(firstName) });
      setLeaving(true);
    } catch (error) {
      if (error instanceof ApiError && error.code === AUTH_ERROR_CODES.emailNotConfirmed) {
        setNotice({ kind: 'unconfirmed', email: values.email });
        toast.warning(t.notConfirmedToast, { description: t.notConfirmedDescription });
        return;
      }
      setNotice({ kind: 'invalid' });
      toast.error(t.failedToast, {
        description: error instanceof ApiError && error.message ? error.message : t.failedDescription,
      });
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Notices belong to one attempt: they are cleared before validation, not only after it passes.
    setNotice(null);
    void submit(event);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {notice?.kind === 'unconfirmed' && (
        <Notice tone="amber">
          <p>{t.notConfirmedNotice}</p>
          <ResendConfirmationButton email={notice.email} />
        </Notice>
      )}
      {notice?.kind === 'invalid' && (
        <Notice tone="red">
          <p>{t.invalidNotice}</p>
        </Notice>
      )}
      <FormField label={t.email} error={errors.email?.message}>
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
      <FormField label={t.password} error={errors.password?.message}>
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...form.register('password')} />
        )}
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Checkbox label={t.rememberMe} {...form.register('rememberMe')} />
        <Link
          to={href('/forgot-password')}
          className="text-sm font-medium text-teal underline underline-offset-4"
        >
          {t.forgotPassword}
        </Link>
      </div>
      <Button
        type="submit"
        size="lg"
        loading={form.formState.isSubmitting || leaving}
        loadingText={t.submitting}
      >
        {t.submit}
      </Button>
      <p className="text-center text-ink-soft">
        {t.noAccount}{' '}
        <Link to={href('/signup')} className="font-medium text-teal underline underline-offset-4">
          {t.signUp}
        </Link>
      </p>
    </form>
  );
}
