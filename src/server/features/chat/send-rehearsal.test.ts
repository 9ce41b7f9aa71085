// Start-up's send rehearsal runs the real send path on the real database and leaves nothing behind.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { createLogger } from '#server/lib/logger.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { signUp } from '#server/test/auth-helpers.ts';
import { newChat, send } from '#server/test/chat-helpers.ts';
import { readParts } from '#server/test/read-stream.ts';
import { REHEARSAL_MESSAGES, rehearseSends } from './send-rehearsal.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The number of rows in every table of the app. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    t.database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts[name] = row!.n;
  }
  return counts;
}

/** A logger whose warnings the test reads. */
function listeningLogger() {
  const lines: string[] = [];
  const logger = createLogger('warn', { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}

describe('the send rehearsal at start-up', () => {
  it('sends its messages through the real send path and leaves no row behind', async () => {
    // Someone's conversation exists, so a rehearsal that touched other rows would show.
    const user = await signUp(t);
    const chat = await newChat(t, user);
    await readParts(await send(t, user, chat.chat.id, 'We argued again about his mother'));
    const before = await rowCounts();
    expect(before.messages).toBeGreaterThan(0);

    // Once per pool connection on PostgreSQL; PGlite has one.
    const connections = t.database.kind === 'postgres' ? t.config.databasePoolSize : 1;
    expect(await t.services.rehearseSends()).toBe(REHEARSAL_MESSAGES.length * connections);
    expect(await rowCounts()).toEqual(before);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'rehearses on every connection of the PostgreSQL pool, so no first message meets a new backend',
    async () => {
      // An app of its own, on a database of its own: the server processes on it are this app's pool.
      const fresh = await createTestApp();
      try {
        const backends = async () => {
          const [row] = await queryRows<{ n: number }>(
            fresh.database.db,
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`,
          );
          return row!.n;
        };
        expect(await backends()).toBeLessThan(fresh.config.databasePoolSize);
        await fresh.services.rehearseSends();
        expect(await backends()).toBe(fresh.config.databasePoolSize);
      } finally {
        await fresh.close();
      }
    },
  );

  it('leaves nothing behind when it fails, and says so without stopping start-up', async () => {
    const before = await rowCounts();
    const { logger, lines } = listeningLogger();
    const replies = await rehearseSends(
      t.database.db,
      () => {
        throw new Error('no coach today');
      },
      logger,
    );
    expect(replies).toBe(0);
    expect(lines.join('')).toContain('the send rehearsal failed');
    expect(await rowCounts()).toEqual(before);
  });
});
