import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '#shared/schemas/leads.ts';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';

export async function sendContactMessage(input: ContactInput): Promise<{ message: string }> {
  return unwrap(await api.contact.$post({ json: input }));
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
