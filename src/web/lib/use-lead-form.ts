import { useState, type FormEvent } from 'react';
import { ALREADY_SUBSCRIBED, leadFormError, type LeadForm } from '../../shared/schemas/leads.ts';
import { api } from './api-client.ts';
import { unwrap } from './api-error.ts';

export type LeadOutcome = 'subscribed' | 'already';
export type LeadTag = '365series';

interface LeadBody {
  form: LeadForm;
  firstName: string;
  email: string;
  tags?: LeadTag[];
}

// The forms that deliver the free series use the lead-magnet call (spec section 7 "send-lead-magnet");
// every other form joins the mailing list.
const SERIES_FORMS: ReadonlySet<LeadForm> = new Set(['lead-magnet', '365access']);

/**
 * Where a lead form posts when the browser submits it itself (before the page's JavaScript has loaded,
 * or without it): the same endpoints, which accept a form body and answer with a thank-you page.
 */
export function leadFormAction(form: LeadForm): string {
  return SERIES_FORMS.has(form) ? '/api/leads/lead-magnet' : '/api/leads/subscribe';
}

/** Sends one lead form; resolves with whether the address was new or already on the list. */
export async function sendLead(body: LeadBody): Promise<LeadOutcome> {
  const response = SERIES_FORMS.has(body.form)
    ? await api.leads['lead-magnet'].$post({ json: body })
    : await api.leads.subscribe.$post({ json: body });
  const { message } = await unwrap<{ message: string }>(response);
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
 * The state every lead form shares (spec section 4): its own validation order and texts, the button
 * disabled while sending, the fields cleared only after success and kept after a failure.
 */
export function useLeadForm({ form, tags, onSent, onFailed }: Options) {
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<LeadFormStatus>('idle');

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
    } catch {
      setStatus('failed');
      onFailed();
    }
  }

  return { firstName, setFirstName, email, setEmail, error, status, sending: status === 'sending', submit };
}
