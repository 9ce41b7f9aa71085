import { useMutation } from '@tanstack/react-query';
import type { SignupFamilyResult } from '../../../../shared/family.ts';
import type { SignupInput } from '../../../../shared/schemas/auth.ts';
import { authPost } from '../../../lib/auth-fetch.ts';

export interface SignUpResponse {
  user: { id: string; email: string };
  /** Null when the server requires the e-mail address to be confirmed before the first sign-in. */
  token: string | null;
  /** What happened to an invitation code (or an invitation waiting for this e-mail). */
  family?: SignupFamilyResult;
}

export function signUp(input: SignupInput): Promise<SignUpResponse> {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const inviteCode = input.inviteCode?.trim();
  return authPost<SignUpResponse>('sign-up/email', {
    email: input.email,
    password: input.password,
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
    ...(inviteCode ? { inviteCode } : {}),
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
