// The console's actions on one account; each is written to the audit log by the server.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';
import { ADMIN_KEY, USERS_KEY } from './admin-queries.ts';

export type UserAction = 'resend' | 'grant' | 'end' | 'sessions';

async function run(action: UserAction, userId: string): Promise<void> {
  const json = { userId };
  const users = api.admin.users;
  if (action === 'resend') await unwrap(await users['resend-confirmation'].$post({ json }));
  else if (action === 'grant') await unwrap(await users['grant-premium'].$post({ json }));
  else if (action === 'end') await unwrap(await users['end-premium'].$post({ json }));
  else await unwrap(await users['end-sessions'].$post({ json }));
}

export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, userId }: { action: UserAction; userId: string }) => run(action, userId),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: USERS_KEY });
      await queryClient.invalidateQueries({ queryKey: [...ADMIN_KEY, 'revenue'] });
    },
  });
}
