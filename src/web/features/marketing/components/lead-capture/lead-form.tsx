import type { LeadForm as LeadFormId } from '#shared/schemas/leads.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.ts';
import { leadFormAction, useLeadForm, type LeadOutcome, type LeadTag } from '#web/lib/use-lead-form.ts';
import { leadStrings } from '#web/features/marketing/marketing.strings.ts';

type LandingForm = Exclude<LeadFormId, '365access'>;

export interface LeadFormProps {
  form: LandingForm;
  /** Prefix for the fields' ids, unique on the page. */
  id: string;
  tags?: LeadTag[];
  button: string;
  sending: string;
  success: string;
  already: string;
  /** Called after the server accepted the address (new or already subscribed). */
  onSent?: (outcome: LeadOutcome) => void;
  /**
   * The newsletter asks for the e-mail first, matching its validation order
   * (docs/product/specification.md#lead-form-fields).
   */
  emailFirst?: boolean;
  className?: string;
}

/**
 * The landing page's lead forms: first name and e-mail, the consent the server records, and the outcome as a
 * toast (docs/product/specification.md#lead-forms: success, already subscribed, or the generic error).
 */
export function LeadForm({
  form,
  id,
  tags,
  button,
  sending,
  success,
  already,
  onSent,
  emailFirst = false,
  className,
}: LeadFormProps) {
  const { formRef, ...state } = useLeadForm({
    form,
    ...(tags ? { tags } : {}),
    onSent: (outcome) => {
      toast.success(outcome === 'already' ? already : success);
      onSent?.(outcome);
    },
    onFailed: () => toast.error(leadStrings.genericError),
  });
  const nameField = (
    <FormField key="name" label={leadStrings.firstName} id={`${id}-first-name`}>
      {(control) => (
        <Input
          {...control}
          aria-describedby={state.error ? `${id}-error` : undefined}
          aria-invalid={Boolean(state.error)}
          name="firstName"
          autoComplete="given-name"
          required
          value={state.firstName}
          onChange={(e) => state.setFirstName(e.target.value)}
        />
      )}
    </FormField>
  );
  const emailField = (
    <FormField key="email" label={leadStrings.email} id={`${id}-email`}>
      {(control) => (
        <Input
          {...control}
          aria-describedby={state.error ? `${id}-error` : undefined}
          aria-invalid={Boolean(state.error)}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={state.email}
          onChange={(e) => state.setEmail(e.target.value)}
        />
      )}
    </FormField>
  );
  return (
    // noValidate: the product's own messages, in each form's order, replace the browser's bubbles; the
    // inputs stay marked required for assistive technology. Method and action serve a submit before
    // the form's script has loaded (the newsletter's HTML is pre-rendered): the fields go in the body
    // of a POST, never in an address.
    <form
      ref={formRef}
      noValidate
      method="post"
      action={leadFormAction(form)}
      onSubmit={(e) => void state.submit(e)}
      className={cn('flex flex-col gap-4', className)}
    >
      <input type="hidden" name="form" value={form} />
      {tags?.map((tag) => (
        <input key={tag} type="hidden" name="tags" value={tag} />
      ))}
      {emailFirst ? [emailField, nameField] : [nameField, emailField]}
      <p id={`${id}-error`} role="alert" className="text-sm font-medium text-rose empty:hidden">
        {state.error}
      </p>
      <Button type="submit" loading={state.sending} loadingText={sending}>
        {button}
      </Button>
      <p className="text-xs text-ink-soft">{leadStrings.consent[form]}</p>
    </form>
  );
}
