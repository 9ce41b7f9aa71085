// What opening a confirmation link does (docs/product/rulings.md#email-confirmation-required). It
// proves that someone reads the mailbox, not that they chose the account's password: anyone can sign
// up first with another person's address and a password of their own (pre-account hijacking,
// docs/security.md). So the link signs nobody in, and it keeps the password only when the browser that
// opens it is signed in to that very account (the sign-up's own browser, or one that signed in with
// the password). Opened anywhere else, the address is confirmed, the password is taken away and every
// session ends; the answer carries a one-time token with which the page lets the mailbox's owner
// choose a password, as a reset link would.
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { takePasswordAway } from './auth-records.ts';
import { RESET_PREFIX } from './reset-tokens.ts';
import type { SessionRecord } from './session-lookup.ts';

/** How long the "choose your password" token lasts: as long as a reset link. */
export const CHOOSE_PASSWORD_SECONDS = 60 * 60;

interface VerificationWriter {
  createVerificationValue(data: { identifier: string; value: string; expiresAt: Date }): Promise<unknown>;
}

export function createConfirmationFlow(
  db: Database,
  lookupSession: (cookieHeader: string | undefined) => Promise<SessionRecord | null>,
) {
  // The confirmations that took a password away, by the request that opened the link: better-auth's
  // after-hook of that request turns them into the token (it has no other way to learn of them).
  const passwordTaken = new WeakMap<Request, string>();
  return {
    /** Called once the address of `user` is confirmed, with the request that opened the link. */
    async confirmed(user: { id: string }, request: Request | undefined): Promise<void> {
      const opener = await lookupSession(request?.headers.get('cookie') ?? undefined);
      if (opener?.user.id === user.id) return;
      await takePasswordAway(db, user.id);
      if (request) passwordTaken.set(request, user.id);
    },
    /**
     * The token that lets the opener of this request's link choose a password (stored as a reset
     * token, so hashed), or null when the confirmation kept the password or confirmed nothing new.
     */
    async choosePasswordToken(request: Request | undefined, store: VerificationWriter) {
      const userId = request ? passwordTaken.get(request) : undefined;
      if (!request || !userId) return null;
      passwordTaken.delete(request);
      const token = randomBytes(18).toString('base64url');
      await store.createVerificationValue({
        identifier: `${RESET_PREFIX}${token}`,
        value: userId,
        expiresAt: new Date(Date.now() + CHOOSE_PASSWORD_SECONDS * 1000),
      });
      return token;
    },
  };
}
