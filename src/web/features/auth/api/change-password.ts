import { useMutation } from '@tanstack/react-query';
import { authPost } from '#web/lib/auth-fetch.ts';

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

export function changePassword({ currentPassword, newPassword }: ChangePasswordRequest): Promise<void> {
  // A new password ends every other session: whoever knew the old one is signed out too.
  return authPost('change-password', { currentPassword, newPassword, revokeOtherSessions: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
