import { useMutation } from '@tanstack/react-query';
import { authPost } from '../../../lib/auth-fetch.ts';

export function sendVerificationEmail(email: string): Promise<unknown> {
  return authPost('send-verification-email', { email, callbackURL: '/confirm-email' });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
