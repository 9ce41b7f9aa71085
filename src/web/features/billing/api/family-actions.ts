import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FamilyInviteInput } from '#shared/schemas/billing.ts';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';
import { SESSION_ME_KEY } from '#web/lib/session/me-query.ts';
import { BILLING_STATUS_KEY } from './billing-status.ts';
import { FAMILY_KEY } from './get-family.ts';

const calls = {
  invite: async (input: FamilyInviteInput) => unwrap(await api.family.invites.$post({ json: input })),
  revoke: async (id: string) => unwrap(await api.family.invites[':id'].$delete({ param: { id } })),
  approve: async (id: string) => unwrap(await api.family.invites[':id'].approve.$post({ param: { id } })),
  remove: async (id: string) => unwrap(await api.family.members[':id'].$delete({ param: { id } })),
  leave: async () => unwrap(await api.family.leave.$post()),
};

/** One mutation per family action; each refreshes the family view (and the plan, which membership sets). */
function useFamilyMutation<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: FAMILY_KEY }),
        queryClient.invalidateQueries({ queryKey: BILLING_STATUS_KEY }),
        queryClient.invalidateQueries({ queryKey: SESSION_ME_KEY }),
      ]);
    },
  });
}

export const useInvitePartner = () => useFamilyMutation(calls.invite);
export const useRevokeInvite = () => useFamilyMutation(calls.revoke);
export const useApproveInvite = () => useFamilyMutation(calls.approve);
export const useRemoveMember = () => useFamilyMutation(calls.remove);
export const useLeaveFamily = () => useFamilyMutation<void>(calls.leave);
