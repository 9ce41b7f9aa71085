import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { href, Link } from 'react-router';
import { toast } from 'sonner';
import { AUTH_ERROR_CODES } from '#shared/account.ts';
import { signupSchema, type SignupInput } from '#shared/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { PasswordInput } from '#web/components/ui/password-input.tsx';
import { ApiError } from '#web/lib/api-error.ts';
import { useSignUp, type SignUpResponse } from '../api/sign-up.ts';

/**
 * The browser keeps an invitation that waits for approval under this key
 * (docs/product/specification.md#browser-storage).
 */
const PENDING_INVITE_KEY = 'pendingInviteId';
import { signupStrings as t } from '../auth.strings.ts';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'inviteCode'] as const;
const isField = (name: string): name is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(name);

interface SignupFormProps {
  /** Prefilled from the invitation link's `?invite=` parameter. */
  inviteCode: string;
  onCreated: (result: SignUpResponse) => void | Promise<void>;
}

/**
 * Sign-up form (docs/product/specification.md#signup, docs/product/specification.md#sign-in-and-sign-up); the
 * page decides where to go once the account exists.
 */
export function SignupForm({ inviteCode, onCreated }: SignupFormProps) {
  const form = useForm({
    resolver: zodResolver(signupSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      inviteCode,
    } satisfies SignupInput,
  });
  const { errors } = form.formState;
  const signUp = useSignUp();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await signUp.mutateAsync(values);
      toast.success(t.successToast, { description: t.successDescription(values.firstName.trim()) });
      if (result.family?.status === 'awaiting_approval' && result.family.inviteId) {
        // The code was for another address: it waits for the inviter's approval
        // (docs/product/specification.md#invite-lookup-at-signup).
        sessionStorage.setItem(PENDING_INVITE_KEY, result.family.inviteId);
        toast.warning(t.inviteOtherEmail);
      }
      await onCreated(result);
    } catch (error) {
      // A refusal about one field is said once, under that field, which is marked invalid and focused:
      // no banner and no toast repeating it.
      if (error instanceof ApiError) {
        if (error.code === AUTH_ERROR_CODES.weakPassword && error.reasons?.length) {
          form.setError(
            'password',
            { type: 'server', message: error.reasons.join('\n') },
            { shouldFocus: true },
          );
          return;
        }
        const fields = Object.entries(error.fields ?? {}).filter(([name]) => isField(name));
        fields.forEach(([name, fieldMessage], index) => {
          if (isField(name))
            form.setError(name, { type: 'server', message: fieldMessage }, { shouldFocus: index === 0 });
        });
        if (fields.length > 0) return;
      }
      const message = error instanceof Error && error.message ? error.message : '';
      toast.error(t.failedToast, { description: message || t.failedDescription });
      setFailure(message || t.failedNotice);
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setFailure(null);
    void submit(event);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {failure && (
        <Notice tone="red">
          <p>{failure}</p>
        </Notice>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t.firstName} error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="given-name" {...form.register('firstName')} />}
        </FormField>
        <FormField label={t.lastName} error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="family-name" {...form.register('lastName')} />}
        </FormField>
      </div>
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
      <FormField label={t.password} description={t.passwordHint} error={errors.password?.message}>
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />
        )}
      </FormField>
      <FormField label={t.confirmPassword} error={errors.confirmPassword?.message}>
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('confirmPassword')} />
        )}
      </FormField>
      <FormField label={t.inviteCode} description={t.inviteHint} error={errors.inviteCode?.message}>
        {(control) => <Input {...control} autoComplete="off" {...form.register('inviteCode')} />}
      </FormField>
      <Button type="submit" size="lg" loading={form.formState.isSubmitting} loadingText={t.submitting}>
        {t.submit}
      </Button>
      <p className="text-center text-ink-soft">
        {t.haveAccount}{' '}
        <Link to={href('/login')} className="font-medium text-teal underline underline-offset-4">
          {t.signIn}
        </Link>
      </p>
    </form>
  );
}
