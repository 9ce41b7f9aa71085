import { useMutation } from '@tanstack/react-query';
import { authPost } from '../../../lib/auth-fetch.ts';

/** For someone signed in who no longer knows their password: the same e-mailed link as /forgot-password. */
export function sendPasswordResetLink(email: string): Promise<unknown> {
  return authPost('request-password-reset', { email, redirectTo: '/reset-password' });
}

export function useSendPasswordResetLink() {
  return useMutation({ mutationFn: sendPasswordResetLink });
}
