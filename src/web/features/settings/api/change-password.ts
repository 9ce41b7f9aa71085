import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authPost } from '../../../lib/auth-fetch.ts';
import { SESSIONS_KEY } from './list-sessions.ts';

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

export function changePassword({ currentPassword, newPassword }: ChangePasswordRequest): Promise<unknown> {
  // A new password ends every other session: whoever knew the old one is signed out too.
  return authPost('change-password', { currentPassword, newPassword, revokeOtherSessions: true });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
