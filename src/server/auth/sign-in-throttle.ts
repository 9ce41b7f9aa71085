// Sign-in limits per account, without a lockout an attacker can use against the owner.
//
// better-auth limits each client address; an attacker with many addresses is held back here, per
// account: every attempt at an account from a client that has not signed in to it before counts
// against one shared allowance (ACCOUNT_SIGN_IN_RULE), counted before the password is checked, so
// parallel guesses cannot slip past. Spending that allowance would lock the owner out too, so a
// browser that signed in to the account successfully gets a "known client" cookie for it (signed,
// bound to that account, valid KNOWN_CLIENT_DAYS): its attempts count against its own small allowance
// (KNOWN_CLIENT_SIGN_IN_RULE) instead, and an attack from elsewhere never reaches it. Unknown and
// registered addresses are counted alike, so a 429 says nothing about whether an account exists.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { hit } from '../http/rate-limit.ts';
import { ACCOUNT_SIGN_IN_RULE, KNOWN_CLIENT_DAYS, KNOWN_CLIENT_SIGN_IN_RULE } from './auth-limits.ts';

const COOKIE_NAME = 'pc.known_client';
const MAX_AGE_SECONDS = KNOWN_CLIENT_DAYS * 24 * 60 * 60;

export interface SignInThrottle {
  /** Counts one attempt at `email`; the seconds to wait when over the limit, else 0. */
  attempt(email: string, cookieHeader: string | undefined): Promise<number>;
  /** The Set-Cookie value that makes this browser a known client of `email`'s account. */
  knownClientCookie(email: string): string;
}

/** Names an account (or an address that has none) without keeping the address in the counters. */
export function accountKey(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`account|${email.trim().toLowerCase()}`).digest('base64url');
}

export function createSignInThrottle(db: Database, secret: string, secure: boolean): SignInThrottle {
  const cookieName = secure ? `__Secure-${COOKIE_NAME}` : COOKIE_NAME;
  const sign = (account: string, issued: string, client: string) =>
    createHmac('sha256', secret).update(`known-client|${account}|${issued}|${client}`).digest('base64url');

  /** The client id of a valid, unexpired known-client cookie for `account`, else null. */
  function knownClient(cookieHeader: string | undefined, account: string): string | null {
    const value = cookieHeader
      ?.split(';')
      .map((pair) => pair.trim())
      .find((pair) => pair.startsWith(`${cookieName}=`))
      ?.slice(cookieName.length + 1);
    const [issued, client, signature, ...rest] = (value ?? '').split('.');
    if (!issued || !client || !signature || rest.length > 0) return null;
    const age = Date.now() / 1000 - Number(issued);
    if (!Number.isFinite(age) || age < 0 || age > MAX_AGE_SECONDS) return null;
    const given = Buffer.from(signature);
    const expected = Buffer.from(sign(account, issued, client));
    return given.length === expected.length && timingSafeEqual(given, expected) ? client : null;
  }

  return {
    attempt(email, cookieHeader) {
      const account = accountKey(secret, email);
      const client = knownClient(cookieHeader, account);
      return client
        ? hit(db, `${KNOWN_CLIENT_SIGN_IN_RULE.name}|${client}`, KNOWN_CLIENT_SIGN_IN_RULE)
        : hit(db, `${ACCOUNT_SIGN_IN_RULE.name}|${account}`, ACCOUNT_SIGN_IN_RULE);
    },
    knownClientCookie(email) {
      const account = accountKey(secret, email);
      const issued = String(Math.floor(Date.now() / 1000));
      const client = randomBytes(16).toString('base64url');
      const value = `${issued}.${client}.${sign(account, issued, client)}`;
      // Only the sign-in endpoint reads it.
      return `${cookieName}=${value}; Max-Age=${MAX_AGE_SECONDS}; Path=/api/auth; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
    },
  };
}
