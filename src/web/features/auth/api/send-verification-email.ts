import { useMutation } from '@tanstack/react-query';
import { authPost } from '#web/lib/auth-fetch.ts';

// The server writes the e-mail's link to our own /confirm-email page; it takes no address from the client.
export function sendVerificationEmail(email: string): Promise<void> {
  return authPost('send-verification-email', { email });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
