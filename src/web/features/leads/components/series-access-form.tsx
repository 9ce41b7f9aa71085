import { useState } from 'react';
import { href, Link } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent } from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { leadFormAction, useLeadForm } from '#web/lib/use-lead-form.ts';
import { accessStrings as t } from '../leads.strings.ts';

/**
 * The /365access form (docs/product/specification.md#lead-form-365access): idle, submitting, then a success
 * modal with the fields cleared. A failure keeps what was typed and says so.
 */
export function SeriesAccessForm() {
  const [result, setResult] = useState<string | null>(null);
  const { formRef, ...form } = useLeadForm({
    form: '365access',
    onSent: (outcome) => setResult(outcome === 'already' ? t.already : t.success),
    onFailed: () => toast.error(t.error),
  });
  const described = form.error ? 'access-error' : undefined;
  return (
    <>
      {/* Method and action: a submit before the script has loaded posts the fields (never a GET). */}
      <form
        ref={formRef}
        noValidate
        method="post"
        action={leadFormAction('365access')}
        onSubmit={(e) => void form.submit(e)}
        className="flex flex-col gap-4"
      >
        <input type="hidden" name="form" value="365access" />
        <FormField label={t.firstName} id="access-first-name">
          {(control) => (
            <Input
              {...control}
              aria-describedby={described}
              aria-invalid={Boolean(form.error)}
              name="firstName"
              autoComplete="given-name"
              required
              value={form.firstName}
              onChange={(e) => form.setFirstName(e.target.value)}
            />
          )}
        </FormField>
        <FormField label={t.email} id="access-email">
          {(control) => (
            <Input
              {...control}
              aria-describedby={described}
              aria-invalid={Boolean(form.error)}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={form.email}
              onChange={(e) => form.setEmail(e.target.value)}
            />
          )}
        </FormField>
        <p id="access-error" role="alert" className="text-sm font-medium text-rose empty:hidden">
          {form.error}
        </p>
        <Button type="submit" size="lg" loading={form.sending} loadingText={t.sending}>
          {t.button}
        </Button>
        <p className="text-xs text-ink-soft">{t.consent}</p>
      </form>
      <Dialog open={result !== null} onOpenChange={(open) => !open && setResult(null)}>
        <DialogContent title={t.modalTitle} description={result ?? ''} closeLabel={t.modalClose}>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setResult(null)}>
              {t.modalClose}
            </Button>
            <Link to={href('/365series')} className={buttonVariants()}>
              {t.modalWatch}
            </Link>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
