import { useMutation } from '@tanstack/react-query';
import { authPost } from '#web/lib/auth-fetch.ts';

export interface ResetPasswordRequest {
  newPassword: string;
  token: string;
}

export function resetPassword(input: ResetPasswordRequest): Promise<void> {
  return authPost('reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
