import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { familyInviteSchema, type FamilyInviteInput } from '#shared/schemas/billing.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { ApiError, isSessionEnded } from '#web/lib/api-error.ts';
import { useInvitePartner } from '../api/family-actions.ts';
import { familyStrings as t } from '../plan.strings.ts';

/** Invite one partner by e-mail; the rules are the server's schema (familyInviteSchema). */
export function FamilyInviteForm() {
  const invite = useInvitePartner();
  const form = useForm<FamilyInviteInput>({
    resolver: zodResolver(familyInviteSchema),
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: () => {
        form.reset();
        toast.success(t.invited, { description: t.invitedDescription });
      },
      onError: (error) => {
        if (isSessionEnded(error)) return;
        const byCode: Record<string, string> = {
          premium_required: t.premiumRequired,
          family_full: t.familyFull,
        };
        const code = error instanceof ApiError ? error.code : '';
        const field = error instanceof ApiError ? error.fields?.email : undefined;
        if (field || code === 'own_email') {
          form.setError('email', { message: field ?? error.message });
          return;
        }
        toast.error(t.inviteFailed, { description: byCode[code] ?? error.message });
      },
    }),
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <FormField label={t.emailLabel} error={form.formState.errors.email?.message} className="flex-1">
        {(control) => <Input type="email" autoComplete="email" {...control} {...form.register('email')} />}
      </FormField>
      <Button type="submit" className="sm:mt-7" loading={invite.isPending} loadingText={t.inviting}>
        {t.invite}
      </Button>
    </form>
  );
}
