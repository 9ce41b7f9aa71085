import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { authPost } from '#web/lib/auth-fetch.ts';

export interface SignInInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

// The auth library's answer is not in the typed client: these are the fields the sign-in screen reads.
const signInAnswer = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullish(),
    firstName: z.string().nullish(),
  }),
});

export type SignInResponse = z.infer<typeof signInAnswer>;

export function signIn(input: SignInInput): Promise<SignInResponse> {
  return authPost('sign-in/email', input, (answer) => signInAnswer.parse(answer));
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
