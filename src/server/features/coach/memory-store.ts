// The coach's notes of a user's journey, encrypted at rest (the row id bound in, like messages) and
// deduplicated by a keyed fingerprint of kind + normalised text, so the same note never piles up and
// the fingerprint reveals nothing without the key. At most 50 per user: the oldest go first.
import { createHmac } from 'node:crypto';
import { and, asc, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coachMemory } from '../../db/schema.ts';
import type { TextCipher } from '../../lib/crypto.ts';
import { newId } from '../../lib/ids.ts';
import type { MemoryKind, MemoryNoteInput, MemoryStore } from '../../ports/coach.ts';

export const MAX_NOTES_PER_USER = 50;
const MAX_NOTE_LENGTH = 200;
/** Kinds that describe one thing: a newer note replaces the older one ("Partner: Jim" -> "Partner: James"). */
const NEWEST_WINS: MemoryKind[] = ['partner'];
/**
 * The user's name is kept when none is set (spec: "a suggested name from the coach is stored when none
 * is set"): the first name note stays until the user deletes it in Settings.
 */
const FIRST_WINS: MemoryKind[] = ['name'];
const NAME_PREFIX = /^name:\s*/i;

export interface MemoryEntry {
  id: string;
  kind: MemoryKind;
  text: string;
  createdAt: string;
}

export interface CoachMemoryStore extends MemoryStore {
  /** Newest first, for Settings. */
  listEntries(userId: string): Promise<MemoryEntry[]>;
  /** False when the note does not exist or belongs to someone else. */
  delete(userId: string, id: string): Promise<boolean>;
  deleteAll(userId: string): Promise<number>;
}

export interface MemoryStoreDeps {
  db: Database;
  cipher: TextCipher;
  fingerprintKey: Buffer;
}

const contextFor = (id: string) => `coach_memory:${id}`;

function cleanText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_NOTE_LENGTH);
}

export function createMemoryStore({ db, cipher, fingerprintKey }: MemoryStoreDeps): CoachMemoryStore {
  const fingerprint = (kind: MemoryKind, text: string) =>
    createHmac('sha256', fingerprintKey)
      .update(`${kind}\n${text.toLowerCase().replace(/[.!?\s]+$/, '')}`)
      .digest('hex');

  // Strictly increasing within this process, so notes saved together keep their order for the cap.
  let lastTime = 0;
  const nextTime = () => (lastTime = Math.max(Date.now(), lastTime + 1));

  async function readRows(userId: string): Promise<MemoryEntry[]> {
    const rows = await db
      .select()
      .from(coachMemory)
      .where(eq(coachMemory.userId, userId))
      .orderBy(desc(coachMemory.createdAt), desc(coachMemory.id));
    const entries: MemoryEntry[] = [];
    for (const row of rows) {
      try {
        entries.push({
          id: row.id,
          kind: row.kind,
          text: cipher.decrypt(row.contentEnc, contextFor(row.id)),
          createdAt: row.createdAt.toISOString(),
        });
      } catch {
        // A note that no longer decrypts (a replaced key, a tampered row) is unreadable to everyone;
        // leaving it out keeps the coach and Settings working.
      }
    }
    return entries;
  }

  return {
    async list(userId) {
      return (await readRows(userId)).reverse().map((entry) => entry.text);
    },

    async remember(userId, chatId, notes) {
      const batch = new Map<string, MemoryNoteInput>();
      for (const note of notes) {
        const text = cleanText(note.text);
        if (text) batch.set(fingerprint(note.kind, text), { kind: note.kind, text });
      }
      if (batch.size === 0) return;
      for (const [print, note] of batch) {
        const time = nextTime();
        const id = newId(time);
        const inserted = await db
          .insert(coachMemory)
          .values({
            id,
            userId,
            chatId,
            kind: note.kind,
            contentEnc: cipher.encrypt(note.text, contextFor(id)),
            fingerprint: print,
            createdAt: new Date(time),
          })
          .onConflictDoNothing({ target: [coachMemory.userId, coachMemory.fingerprint] })
          .returning({ id: coachMemory.id });
        if (inserted.length > 0 && NEWEST_WINS.includes(note.kind)) {
          await db
            .delete(coachMemory)
            .where(
              and(eq(coachMemory.userId, userId), eq(coachMemory.kind, note.kind), ne(coachMemory.id, id)),
            );
        }
        if (inserted.length > 0 && FIRST_WINS.includes(note.kind)) {
          // Every writer keeps the same (oldest) note, so two exchanges saving a name at once still
          // leave exactly one.
          const oldest = db
            .select({ id: coachMemory.id })
            .from(coachMemory)
            .where(and(eq(coachMemory.userId, userId), eq(coachMemory.kind, note.kind)))
            .orderBy(asc(coachMemory.createdAt), asc(coachMemory.id))
            .limit(1);
          await db
            .delete(coachMemory)
            .where(
              and(
                eq(coachMemory.userId, userId),
                eq(coachMemory.kind, note.kind),
                notInArray(coachMemory.id, oldest),
              ),
            );
        }
      }
      // The cap drops the oldest notes, but never the user's name: the coach uses it on every plan.
      const keep = db
        .select({ id: coachMemory.id })
        .from(coachMemory)
        .where(eq(coachMemory.userId, userId))
        .orderBy(desc(sql`${coachMemory.kind} = 'name'`), desc(coachMemory.createdAt), desc(coachMemory.id))
        .limit(MAX_NOTES_PER_USER);
      await db
        .delete(coachMemory)
        .where(and(eq(coachMemory.userId, userId), notInArray(coachMemory.id, keep)));
    },

    async userName(userId) {
      const [row] = await db
        .select()
        .from(coachMemory)
        .where(and(eq(coachMemory.userId, userId), eq(coachMemory.kind, 'name')))
        .orderBy(asc(coachMemory.createdAt), asc(coachMemory.id))
        .limit(1);
      if (!row) return null;
      try {
        return cipher.decrypt(row.contentEnc, contextFor(row.id)).replace(NAME_PREFIX, '').trim() || null;
      } catch {
        return null;
      }
    },

    listEntries: readRows,

    async delete(userId, id) {
      const deleted = await db
        .delete(coachMemory)
        .where(and(eq(coachMemory.userId, userId), eq(coachMemory.id, id)))
        .returning({ id: coachMemory.id });
      return deleted.length > 0;
    },

    async deleteAll(userId) {
      const deleted = await db
        .delete(coachMemory)
        .where(eq(coachMemory.userId, userId))
        .returning({ id: coachMemory.id });
      return deleted.length;
    },
  };
}
