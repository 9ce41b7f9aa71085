import type { Role } from './plans.ts';

/** The signed-in user as the web app sees it (docs/product/specification.md#accounts). */
export interface ClientUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  familyId: string | null;
  createdAt: string;
  /** When the e-mail address was confirmed; null until then. */
  emailConfirmed: boolean;
}

export interface ActiveSession {
  id: string;
  /** A readable device description from the user agent, e.g. "Chrome on Android". */
  device: string;
  lastUsedAt: string;
  createdAt: string;
  current: boolean;
}

/**
 * Error codes the accounts API answers with (`{ error: { code, message } }`); the web app maps them to
 * the notices and toasts of docs/product/specification.md#authentication-toasts.
 */
export const AUTH_ERROR_CODES = {
  invalidCredentials: 'invalid_credentials',
  emailNotConfirmed: 'email_not_confirmed',
  userAlreadyExists: 'user_already_exists',
  weakPassword: 'weak_password',
  invalidToken: 'invalid_token',
  rateLimited: 'rate_limited',
  wrongPassword: 'wrong_password',
  unauthorized: 'unauthorized',
} as const;
