// The one claim helper every scheduled job uses: its work is done once per (job, recipient, period),
// however many instances race for it, and work that fails leaves no claim behind. On PostgreSQL
// (TEST_DATABASE_URL) the race runs over separate connection pools, as a fleet's instances would.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DatabaseHandle, openPostgres } from '#server/db/client.ts';
import { scheduledSends } from '#server/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/database.ts';
import { claim } from './claims.ts';

let database: TestDatabase;
const others: DatabaseHandle[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  if (database.url) others.push(openPostgres(database.url, 5), openPostgres(database.url, 5));
});
afterAll(async () => {
  for (const other of others) await other.close();
  await database.close();
});

const key = (period: string) => ({ job: 'claims-test', recipient: 'r1', period });
const claimRows = (job: string, period: string) =>
  database.db
    .select()
    .from(scheduledSends)
    .where(and(eq(scheduledSends.job, job), eq(scheduledSends.period, period)));

it('does the work once per key, and another period is another claim', async () => {
  let runs = 0;
  const work = async () => {
    runs++;
  };
  expect(await claim(database.db, key('once'), work)).toBe(true);
  expect(await claim(database.db, key('once'), work)).toBe(false);
  expect(await claim(database.db, key('once-next'), work)).toBe(true);
  expect(runs).toBe(2);
});

it('commits the work with the claim, and rolls both back when the work fails', async () => {
  const failing = claim(database.db, key('fails'), async (tx) => {
    await tx.insert(scheduledSends).values({ job: 'claims-test-side', recipient: 'r1', period: 'fails' });
    throw new Error('the outbox is down');
  });
  await expect(failing).rejects.toThrow('the outbox is down');
  expect(await claimRows('claims-test', 'fails')).toHaveLength(0);
  expect(await claimRows('claims-test-side', 'fails')).toHaveLength(0);

  // A later run claims it again and its work stays.
  const retried = await claim(database.db, key('fails'), async (tx) => {
    await tx.insert(scheduledSends).values({ job: 'claims-test-side', recipient: 'r1', period: 'fails' });
  });
  expect(retried).toBe(true);
  expect(await claimRows('claims-test', 'fails')).toHaveLength(1);
  expect(await claimRows('claims-test-side', 'fails')).toHaveLength(1);
});

it('gives a key to exactly one of many claimants racing for it', async () => {
  const handles = [database.db, ...others.map((other) => other.db)];
  let runs = 0;
  const results = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      claim(handles[i % handles.length]!, key('race'), async () => {
        runs++;
        // Hold the transaction open, so the other claimants' inserts meet an uncommitted claim.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }),
    ),
  );
  expect(results.filter(Boolean)).toHaveLength(1);
  expect(runs).toBe(1);
  expect(await claimRows('claims-test', 'race')).toHaveLength(1);
});
