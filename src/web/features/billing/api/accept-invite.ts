import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignupFamilyResult } from '#shared/family.ts';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';
import { SESSION_ME_KEY } from '#web/lib/session/me-query.ts';

export async function acceptInvite(code: string): Promise<SignupFamilyResult> {
  return unwrap(await api.family.accept.$post({ json: { code } }));
}

export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    // Joining changes the plan the session reports (a member shares the owner's Premium).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_ME_KEY }),
  });
}
