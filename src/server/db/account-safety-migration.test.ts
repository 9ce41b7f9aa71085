// Migration 0018 moves careful mode from a safety note in the coach's memory (which deleting its chat
// deleted) to the account's safety_states row: applied by hand, file by file, on a database that holds
// a note from before, it keeps the user careful and removes the notes.
import { readdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './migrate.ts';

const files = readdirSync(MIGRATIONS_FOLDER)
  .filter((name) => name.endsWith('.sql'))
  .sort();
const target = files.findIndex((name) => name.startsWith('0018_'));

let db: PGlite;
beforeAll(() => {
  db = new PGlite();
});
afterAll(() => db.close());

async function apply(name: string): Promise<void> {
  const text = readFileSync(`${MIGRATIONS_FOLDER}/${name}`, 'utf8');
  for (const statement of text.split('--> statement-breakpoint'))
    if (statement.trim()) await db.exec(statement);
}

it('moves each user careful from a safety note onto the account, and removes the notes', async () => {
  expect(target).toBeGreaterThan(0);
  for (const name of files.slice(0, target)) await apply(name);
  await db.exec(`
    insert into users (id, name, email) values ('u1', 'A', 'a@example.com'), ('u2', 'B', 'b@example.com');
    insert into chats (id, user_id, title_enc) values ('c1', 'u1', 'x'), ('c2', 'u2', 'x');
    insert into coach_memory (id, user_id, chat_id, kind, content_enc, fingerprint, created_at) values
      ('m1', 'u1', 'c1', 'safety', 'sealed', 'f1', '2026-03-04T10:00:00Z'),
      ('m2', 'u1', 'c1', 'goal', 'sealed', 'f2', '2026-03-04T10:00:00Z'),
      ('m3', 'u2', 'c2', 'goal', 'sealed', 'f3', '2026-03-04T10:00:00Z');
  `);
  await apply(files[target]!);
  const states = await db.query<{ user_id: string; kind: string; chat_id: string | null }>(
    'select user_id, kind, chat_id from safety_states order by user_id',
  );
  expect(states.rows).toEqual([{ user_id: 'u1', kind: 'unspecified', chat_id: 'c1' }]);
  const notes = await db.query<{ id: string }>('select id from coach_memory order by id');
  expect(notes.rows.map((r) => r.id)).toEqual(['m2', 'm3']);
  // Deleting the chat keeps the user careful.
  await db.exec("delete from chats where id = 'c1'");
  const after = await db.query<{ chat_id: string | null }>(
    "select chat_id from safety_states where user_id = 'u1'",
  );
  expect(after.rows).toEqual([{ chat_id: null }]);
});
