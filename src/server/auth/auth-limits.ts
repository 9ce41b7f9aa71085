// The limits of the auth edge, in one place. Per-address limits are better-auth's (`rateLimit` in
// auth.ts); these are per account and per recipient, stored with the same database counters.
import type { RateLimitRule } from '../http/rate-limit.ts';

/**
 * Sign-in attempts at one account from clients that have not signed in to it before, whatever their
 * address. Around ASVS's "100 failed attempts per hour" ceiling, above what an owner who forgot a
 * password types, and counted before the password is checked (so parallel guesses cannot slip past).
 */
export const ACCOUNT_SIGN_IN_RULE: RateLimitRule = {
  name: 'sign-in-account',
  max: 30,
  windowSeconds: 15 * 60,
};

/** Sign-in attempts from one known client (one that signed in to the account before). */
export const KNOWN_CLIENT_SIGN_IN_RULE: RateLimitRule = {
  name: 'sign-in-known-client',
  max: 10,
  windowSeconds: 15 * 60,
};

/** How long a browser counts as a known client of an account after a successful sign-in. */
export const KNOWN_CLIENT_DAYS = 30;

/**
 * Reset and confirmation e-mails (and the "someone tried to sign up with your address" notice) to one
 * address, per kind: each link lasts an hour or more, so more would only fill someone's inbox.
 */
export const RECIPIENT_MAIL_RULE: RateLimitRule = { name: 'mail-to', max: 3, windowSeconds: 60 * 60 };

/**
 * Checks of a reset link's token from one client address: the page checks once on opening, so a few
 * reloads fit; guessing a 24-character random token is hopeless anyway, this only keeps it slow.
 */
export const RESET_TOKEN_CHECK_RULE: RateLimitRule = {
  name: 'reset-token-check',
  max: 10,
  windowSeconds: 60,
};
