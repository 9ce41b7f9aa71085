// Users and sessions written straight into the database: password hashing (about 50 ms of CPU each) is
// not what the load test measures. The cookie is signed the way better-auth signs its own (HMAC-SHA256
// of the token with AUTH_SECRET, base64), so the servers accept it like any session they issued; the
// load test checks that with one request before the load starts.
import { createHmac, randomBytes } from 'node:crypto';
import type { Role } from '../../src/shared/plans.ts';
import type { Database } from '../../src/server/db/client.ts';
import { sessions, usageCounters, users } from '../../src/server/db/schema.ts';
import { usagePeriod } from '../../src/server/features/chat/usage.service.ts';
import { newId } from '../../src/server/lib/ids.ts';

const SESSION_COOKIE = 'pc.session_token';

export interface SeededUser {
  id: string;
  role: Role;
  cookie: string;
  /** The client address this user's requests carry (the instances trust one proxy hop). */
  ip: string;
  /** What this month's counters held before the load: the checks add it to what was accepted. */
  usedBefore: { messages: number; chats: number };
}

/**
 * Free users start the load one message and one conversation short of their month's limits, so that
 * even the short run in CI drives every one of them into both limits: their first burst sends into two
 * new chats at once, which race for the last message and the last conversation.
 */
const FREE_USED_BEFORE = { messages: 9, chats: 1 };

export function signedSessionCookie(token: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** `count` users, `premiumShare` of them premium (unlimited), the rest free (10 messages, 2 chats). */
export async function seedUsers(
  db: Database,
  count: number,
  authSecret: string,
  premiumShare = 0.5,
): Promise<SeededUser[]> {
  const run = randomBytes(3).toString('hex');
  const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const seeded: SeededUser[] = [];
  const userRows: (typeof users.$inferInsert)[] = [];
  const sessionRows: (typeof sessions.$inferInsert)[] = [];
  const usageRows: (typeof usageCounters.$inferInsert)[] = [];
  const period = usagePeriod(new Date());
  for (let i = 0; i < count; i++) {
    const id = newId();
    const role: Role = i < Math.round(count * premiumShare) ? 'premium' : 'free';
    const token = randomBytes(24).toString('base64url');
    const ip = `10.${Math.floor(i / 250) + 1}.${(i % 250) + 1}.7`;
    userRows.push({
      id,
      name: `Load User${i}`,
      email: `load-${run}-${i}@example.com`,
      emailVerified: true,
      firstName: 'Load',
      lastName: `User${i}`,
      role,
    });
    sessionRows.push({ id: newId(), token, userId: id, expiresAt, ipAddress: ip, userAgent: 'load-test' });
    const usedBefore = role === 'free' ? FREE_USED_BEFORE : { messages: 0, chats: 0 };
    if (role === 'free') usageRows.push({ userId: id, period, ...usedBefore });
    seeded.push({ id, role, cookie: signedSessionCookie(token, authSecret), ip, usedBefore });
  }
  await db.insert(users).values(userRows);
  await db.insert(sessions).values(sessionRows);
  if (usageRows.length > 0) await db.insert(usageCounters).values(usageRows);
  return seeded;
}
