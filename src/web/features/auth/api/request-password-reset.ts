import { useMutation } from '@tanstack/react-query';
import { authPost } from '../../../lib/auth-fetch.ts';

// The server answers 200 whether or not the address has an account, so nobody can probe for accounts.
export function requestPasswordReset(email: string): Promise<unknown> {
  return authPost('request-password-reset', { email, redirectTo: '/reset-password' });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
