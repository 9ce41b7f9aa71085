import { useState, type FormEvent } from 'react';
import { ALREADY_SUBSCRIBED, leadFormError, type LeadForm } from '#shared/schemas/leads.ts';
import { api } from './api-client.ts';
import { unwrap } from './api-error.ts';
import { toast } from './toast.ts';
import { useTypedBeforeHydration } from './use-typed-before-hydration.ts';

export type LeadOutcome = 'subscribed' | 'already';
export type LeadTag = '365series';

interface LeadBody {
  form: LeadForm;
  firstName: string;
  email: string;
  tags?: LeadTag[];
}

// The forms that deliver the free series use the lead-magnet call
// (docs/product/specification.md#leads-contact-and-notifications); every other form joins the mailing list.
const SERIES_FORMS: ReadonlySet<LeadForm> = new Set(['lead-magnet', '365access']);

/**
 * Where a lead form posts when the browser submits it itself (before the page's JavaScript has loaded,
 * or without it): the same endpoints, which accept a form body and answer with a thank-you page.
 */
export function leadFormAction(form: LeadForm): string {
  return SERIES_FORMS.has(form) ? '/api/leads/lead-magnet' : '/api/leads/subscribe';
}

/** The lead forms' own texts for a refusal that is not the form's fault. */
export const leadFormStrings = {
  rateLimited: (seconds: number | null) => {
    const minutes = seconds ? Math.ceil(seconds / 60) : null;
    const wait = minutes ? `${minutes} minute${minutes === 1 ? '' : 's'}` : 'a few minutes';
    return `Too many requests. Please wait ${wait} and try again.`;
  },
};

/** The server's per-address limit on lead forms answered: `retryAfterSeconds` from its Retry-After. */
export class LeadRateLimited extends Error {
  readonly retryAfterSeconds: number | null;

  constructor(retryAfterSeconds: number | null) {
    super(leadFormStrings.rateLimited(retryAfterSeconds));
    this.name = 'LeadRateLimited';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Sends one lead form; resolves with whether the address was new or already on the list. */
export async function sendLead(body: LeadBody): Promise<LeadOutcome> {
  const response = SERIES_FORMS.has(body.form)
    ? await api.leads['lead-magnet'].$post({ json: body })
    : await api.leads.subscribe.$post({ json: body });
  if (response.status === 429) {
    const seconds = Number(response.headers.get('Retry-After'));
    throw new LeadRateLimited(Number.isFinite(seconds) && seconds > 0 ? seconds : null);
  }
  const { message } = await unwrap(response);
  return message === ALREADY_SUBSCRIBED ? 'already' : 'subscribed';
}

export type LeadFormStatus = 'idle' | 'sending' | 'failed';

interface Options {
  form: LeadForm;
  tags?: LeadTag[];
  onSent: (outcome: LeadOutcome) => void;
  onFailed: () => void;
}

/**
 * The state every lead form shares (docs/product/specification.md#lead-capture-prompts): its own validation
 * order and texts, the button disabled while sending, the fields cleared only after success and kept after a
 * failure. Over the server's rate limit the hook itself says to wait (`onFailed` is for other failures).
 * `formRef` goes on the <form>: text typed into its pre-rendered fields before the page's script ran is kept.
 */
export function useLeadForm({ form, tags, onSent, onFailed }: Options) {
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<LeadFormStatus>('idle');
  const formRef = useTypedBeforeHydration((typed) => {
    if (typed.firstName) setFirstName(typed.firstName);
    if (typed.email) setEmail(typed.email);
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    const invalid = leadFormError(form, { firstName, email });
    setError(invalid);
    if (invalid) return;
    setStatus('sending');
    try {
      const outcome = await sendLead({ form, firstName, email, ...(tags ? { tags } : {}) });
      setFirstName('');
      setEmail('');
      setStatus('idle');
      onSent(outcome);
    } catch (failure) {
      setStatus('failed');
      // "Try again" would be wrong advice while the limit holds: say to wait, on every lead form alike.
      if (failure instanceof LeadRateLimited) toast.error(failure.message);
      else onFailed();
    }
  }

  return {
    formRef,
    firstName,
    setFirstName,
    email,
    setEmail,
    error,
    status,
    sending: status === 'sending',
    submit,
  };
}
