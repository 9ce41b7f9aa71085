// A fixed-window counter per key, kept in the database so limits hold across instances; one atomic
// upsert per request. (better-auth keeps its own counters in the same table under its own keys.)
import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import { AppError } from './app-error.ts';
import { clientIp } from './client-ip.ts';

export interface RateLimitRule {
  /** Names the bucket, e.g. "leads". */
  name: string;
  max: number;
  windowSeconds: number;
}

/** Counts one request; returns the seconds to wait when over the limit, else 0. */
export async function hit(db: Database, key: string, rule: RateLimitRule, now = Date.now()): Promise<number> {
  const windowStart = now - rule.windowSeconds * 1000;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: newId(now), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${rateLimits.lastRequest} < ${windowStart} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, lastRequest: rateLimits.lastRequest });
  if (!row || row.count <= rule.max) return 0;
  return Math.max(1, Math.ceil((row.lastRequest + rule.windowSeconds * 1000 - now) / 1000));
}

export const tooManyAttempts = () =>
  new AppError('rate_limited', 429, 'Too many attempts. Please wait a minute and try again.');

export function rateLimit(db: Database, rule: RateLimitRule, trustedProxyHops: number): MiddlewareHandler {
  return async (c, next) => {
    const wait = await hit(db, `${rule.name}|${clientIp(c, trustedProxyHops)}`, rule);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      throw tooManyAttempts();
    }
    await next();
  };
}
