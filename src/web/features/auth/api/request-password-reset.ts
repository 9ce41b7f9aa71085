import { useMutation } from '@tanstack/react-query';
import { authPost } from '#web/lib/auth-fetch.ts';

// The server answers 200 whether or not the address has an account, so nobody can probe for accounts,
// and writes the e-mail's link to our own /reset-password page (it takes no address from the client).
export function requestPasswordReset(email: string): Promise<void> {
  return authPost('request-password-reset', { email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
