// One schema per input, shared by each form and the route that receives it. Messages are the exact
// texts of the screen that shows them (docs/product/rulings.md#messages-per-screen): the sign-in and
// sign-up screens use the versions without a full stop, profile and password change the ones with.
import { z } from 'zod';
import { singleLine } from './text.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MIN = 2;
export const NAME_MAX = 60;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'));

const authPassword = z
  .string()
  .min(PASSWORD_MIN, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX, 'Password must be at most 128 characters');

const settingsPassword = z
  .string()
  .min(PASSWORD_MIN, 'Password must be at least 8 characters.')
  .max(PASSWORD_MAX, 'Password must be at most 128 characters.');

const name = (message: string) =>
  singleLine().min(NAME_MIN, message).max(NAME_MAX, `Please use at most ${NAME_MAX} characters.`);

export const loginSchema = z.object({
  email,
  password: authPassword,
  rememberMe: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

const signupFields = z.object({
  firstName: name('First name must be at least 2 characters'),
  lastName: name('Last name must be at least 2 characters'),
  email,
  password: authPassword,
  confirmPassword: z.string().min(PASSWORD_MIN, 'Please confirm your password'),
  inviteCode: z.string().trim().max(100).optional(),
});

export const signupSchema = signupFields.refine((v) => v.password === v.confirmPassword, {
  message: 'Passwords do not match',
  path: ['confirmPassword'],
});

/** What the sign-up form sends to the server (the confirmation was checked in the form). */
export const signupRequestSchema = signupFields.omit({ confirmPassword: true });
export type SignupInput = z.input<typeof signupSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    password: authPassword,
    confirmPassword: z.string().min(PASSWORD_MIN, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const resendConfirmationSchema = z.object({ email });

/** Settings -> Profile. The e-mail is shown but cannot be changed; role and family are never accepted. */
export const profileSchema = z.object({
  firstName: name('First name must be at least 2 characters.'),
  lastName: name('Last name must be at least 2 characters.'),
});
export type ProfileInput = z.input<typeof profileSchema>;

/** Settings -> Account: password change; the server verifies the current password. */
export const changePasswordSchema = z
  .object({
    currentPassword: settingsPassword,
    newPassword: settingsPassword,
    confirmPassword: settingsPassword,
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match.",
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** Deleting an account asks for the password once more, so a borrowed unlocked phone cannot do it. */
export const deleteAccountSchema = z.object({
  password: z.string().min(1, 'Please enter your password to confirm.').max(PASSWORD_MAX),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
