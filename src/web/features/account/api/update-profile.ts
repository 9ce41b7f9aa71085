import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientUser } from '#shared/account.ts';
import type { ProfileInput } from '#shared/schemas/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';
import { SESSION_ME_KEY, type MeResponse } from '#web/lib/session/me-query.ts';

export async function updateProfile(input: ProfileInput): Promise<{ user: ClientUser }> {
  return unwrap(await api.account.profile.$patch({ json: input }));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The answer is the new user: every name on screen (menus, greetings) updates without a refetch.
    onSuccess: ({ user }) => queryClient.setQueryData<MeResponse>(SESSION_ME_KEY, { user }),
  });
}
