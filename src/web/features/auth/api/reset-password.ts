import { useMutation } from '@tanstack/react-query';
import { authPost } from '../../../lib/auth-fetch.ts';

export interface ResetPasswordRequest {
  newPassword: string;
  token: string;
}

export function resetPassword(input: ResetPasswordRequest): Promise<unknown> {
  return authPost('reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
