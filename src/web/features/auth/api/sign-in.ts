import { useMutation } from '@tanstack/react-query';
import type { ClientUser } from '../../../../shared/account.ts';
import { authPost } from '../../../lib/auth-fetch.ts';

export interface SignInInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

export interface SignInResponse {
  user: Pick<ClientUser, 'id' | 'email'> & Partial<ClientUser> & { name?: string };
}

export function signIn(input: SignInInput): Promise<SignInResponse> {
  return authPost<SignInResponse>('sign-in/email', input);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
