import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '../../../../shared/schemas/leads.ts';
import { api } from '../../../lib/api-client.ts';
import { unwrap } from '../../../lib/api-error.ts';

export async function sendContactMessage(input: ContactInput): Promise<{ message: string }> {
  return unwrap<{ message: string }>(await api.contact.$post({ json: input }));
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
