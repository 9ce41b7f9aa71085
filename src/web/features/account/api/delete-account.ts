import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '#shared/schemas/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';

export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await unwrap(await api.account.delete.$post({ json: input }));
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
