import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { SignupFamilyResult } from '#shared/family.ts';
import type { SignupInput } from '#shared/schemas/auth.ts';
import { authPost } from '#web/lib/auth-fetch.ts';

// The auth library's answer is not in the typed client: these are the fields the sign-up screens read.
const signupFamilyResult: z.ZodType<SignupFamilyResult> = z.object({
  status: z.enum(['joined', 'awaiting_approval', 'none']),
  inviteId: z.string().nullable(),
});

const signUpAnswer = z.object({
  user: z.object({ id: z.string(), email: z.string() }),
  /** False when the server requires the e-mail address to be confirmed before the first sign-in. */
  signedIn: z.boolean(),
  /** What happened to an invitation code (or an invitation waiting for this e-mail). */
  family: signupFamilyResult.optional(),
});

export type SignUpResponse = z.infer<typeof signUpAnswer>;

export function signUp(input: SignupInput): Promise<SignUpResponse> {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const inviteCode = input.inviteCode?.trim();
  return authPost(
    'sign-up/email',
    {
      email: input.email,
      password: input.password,
      name: `${firstName} ${lastName}`,
      firstName,
      lastName,
      ...(inviteCode ? { inviteCode } : {}),
    },
    (answer) => signUpAnswer.parse(answer),
  );
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
