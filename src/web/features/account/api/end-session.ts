import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';
import { SESSIONS_KEY } from './list-sessions.ts';

export async function endSession(id: string): Promise<void> {
  await unwrap(await api.account.sessions[':id'].$delete({ param: { id } }));
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
