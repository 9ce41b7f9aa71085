import { leadStrings as t } from '#web/features/marketing/marketing.strings.ts';
import { LeadForm } from './lead-form.tsx';

/**
 * The weekly encouragement list: sends no tags
 * (docs/product/specification.md#leads-contact-and-notifications). Loaded apart from the landing page.
 */
export default function NewsletterForm() {
  return (
    <LeadForm
      form="newsletter"
      id="newsletter"
      emailFirst
      button={t.newsletter.button}
      sending={t.newsletter.sending}
      success={t.newsletter.success}
      already={t.alreadyInterest}
    />
  );
}
