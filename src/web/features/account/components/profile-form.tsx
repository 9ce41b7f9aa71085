import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { ClientUser } from '#shared/account.ts';
import { profileSchema } from '#shared/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { ApiError, isSessionEnded } from '#web/lib/api-error.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { profileStrings as t } from '../account.strings.ts';
import { SettingsSection } from '#web/components/settings-section.tsx';

export function ProfileForm({ user }: { user: ClientUser }) {
  const form = useForm({
    resolver: zodResolver(profileSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  });
  const { errors } = form.formState;
  const update = useUpdateProfile();

  const submit = form.handleSubmit(async (values) => {
    try {
      const { user: saved } = await update.mutateAsync(values);
      form.reset({ firstName: saved.firstName, lastName: saved.lastName });
      toast.success(t.saved);
    } catch (error) {
      for (const name of ['firstName', 'lastName'] as const) {
        const message = error instanceof ApiError ? error.fields?.[name] : undefined;
        if (message) form.setError(name, { type: 'server', message });
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
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t.firstName} error={errors.firstName?.message}>
            {(control) => <Input {...control} autoComplete="given-name" {...form.register('firstName')} />}
          </FormField>
          <FormField label={t.lastName} error={errors.lastName?.message}>
            {(control) => <Input {...control} autoComplete="family-name" {...form.register('lastName')} />}
          </FormField>
        </div>
        <FormField label={t.email} description={t.emailHint}>
          {(control) => <Input {...control} type="email" value={user.email} disabled readOnly />}
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
    </SettingsSection>
  );
}
