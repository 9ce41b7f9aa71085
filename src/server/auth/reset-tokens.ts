// Password reset tokens at rest. better-auth stores a reset link's token as the verification row's
// identifier (`reset-password:<token>`); a copy of the database would then be a set of working links.
// We keep a hash instead (better-auth hashes what it looks up the same way), with the prefix left in
// clear so the rows of one kind can still be found, and every reset row of an account is removed once
// its password is set, so an older link cannot set it again.
import { createHash } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { verifications } from '../db/schema.ts';

export const RESET_PREFIX = 'reset-password:';

/** What a reset row's identifier holds: the prefix and the SHA-256 of the whole identifier. */
export async function hashResetIdentifier(identifier: string): Promise<string> {
  // A 24-character random token leaves nothing to guess, so a plain hash is enough (no key needed).
  return `${RESET_PREFIX}${createHash('sha256').update(identifier).digest('base64url')}`;
}

/** better-auth's `verification.storeIdentifier`: reset identifiers hashed, the rest (unused) in clear. */
export const RESET_TOKEN_STORAGE = {
  default: 'plain',
  overrides: { [RESET_PREFIX]: { hash: hashResetIdentifier } },
} as const;

/** Ends every reset link of an account (after its password was set, by a link or in Settings). */
export async function forgetResetTokens(db: Database, userId: string): Promise<void> {
  await db
    .delete(verifications)
    .where(and(eq(verifications.value, userId), like(verifications.identifier, `${RESET_PREFIX}%`)));
}
