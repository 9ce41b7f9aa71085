// The coach's notes of a user's journey, encrypted at rest (the row id bound in, like messages) and
// deduplicated by a keyed fingerprint of kind + normalised text, so the same note never piles up and
// the fingerprint reveals nothing without the key. At most 50 per user: the oldest go first. A note
// the user deletes leaves its fingerprint behind (a tombstone), so the coach does not learn it again
// from the same words; deleting a chat deletes its notes without one (the chat, and its words, are gone).
import { createHmac } from 'node:crypto';
import { and, asc, desc, eq, inArray, notInArray, placeholder, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { coachMemory, coachMemoryTombstones } from '#server/db/schema.ts';
import type { TextCipher } from '#server/lib/crypto.ts';
import { newId } from '#server/lib/ids.ts';
import { type MemoryKind, type MemoryNoteInput, type MemoryStore, SAFETY_NOTE } from '#server/ports/coach.ts';
import { createSafetyStateRecords } from './safety-state.ts';

export const MAX_NOTES_PER_USER = 50;
/** Tombstones are kept per user up to this many, the oldest dropped first, so they cannot grow forever. */
export const MAX_TOMBSTONES_PER_USER = 500;
const MAX_NOTE_LENGTH = 200;
/** The safety note's only text: it marks that a disclosure was made and never holds what was said. */
export const SAFETY_NOTE_TEXT = SAFETY_NOTE.text;
/**
 * Kinds that describe one thing: a newer note replaces the older one ("Partner: Jim" -> "Partner: James";
 * one current plan; one safety note, tied to the chat of the latest disclosure).
 */
const NEWEST_WINS: MemoryKind[] = ['partner', 'plan', 'safety'];
/**
 * Kinds a deletion does not silence: a safety note is written for a new disclosure, never learned from
 * earlier words, and a later disclosure must keep that later chat careful.
 */
const NEVER_TOMBSTONED: MemoryKind[] = ['safety'];
/**
 * The user's name is kept when none is set: the first name note stays until the user deletes it in
 * Settings (and, once deleted, that name is not learned again from the same words).
 */
const FIRST_WINS: MemoryKind[] = ['name'];
const NAME_PREFIX = /^name:\s*/i;
const nameOf = (noteText: string) => noteText.replace(NAME_PREFIX, '').trim() || null;

export interface MemoryEntry {
  id: string;
  kind: MemoryKind;
  text: string;
  createdAt: string;
}

interface StoredNote extends MemoryEntry {
  chatId: string | null;
  fingerprint: string;
}

export interface CoachMemoryStore extends MemoryStore {
  /** Newest first, for Settings. */
  listEntries(userId: string): Promise<MemoryEntry[]>;
  /** False when the note does not exist or belongs to someone else. */
  delete(userId: string, id: string): Promise<boolean>;
  deleteAll(userId: string): Promise<number>;
  /** Ends careful mode on the account (the user's own choice in Settings); false when it was off. */
  endCareful(userId: string): Promise<boolean>;
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

  // Read with every message a user sends: built once (on PostgreSQL planned once per connection).
  const notesOf = db
    .select()
    .from(coachMemory)
    .where(eq(coachMemory.userId, placeholder('userId')))
    .orderBy(desc(coachMemory.createdAt), desc(coachMemory.id))
    .prepare('coach_memory_of_user');

  /** Newest first. */
  async function readRows(userId: string): Promise<StoredNote[]> {
    const rows = await notesOf.execute({ userId });
    const entries: StoredNote[] = [];
    for (const row of rows) {
      try {
        entries.push({
          id: row.id,
          kind: row.kind,
          text: cipher.decrypt(row.contentEnc, contextFor(row.id)),
          createdAt: row.createdAt.toISOString(),
          chatId: row.chatId,
          fingerprint: row.fingerprint,
        });
      } catch {
        // A note that no longer decrypts (a replaced key, a tampered row) is unreadable to everyone;
        // leaving it out keeps the coach and Settings working.
      }
    }
    return entries;
  }

  /** Remembers that the user deleted these notes (all but the kinds a deletion does not silence). */
  async function tombstone(userId: string, deleted: { kind: MemoryKind; fingerprint: string }[]) {
    const prints = deleted.filter((note) => !NEVER_TOMBSTONED.includes(note.kind)).map((n) => n.fingerprint);
    if (prints.length === 0) return;
    const time = nextTime();
    await db
      .insert(coachMemoryTombstones)
      .values(prints.map((print) => ({ userId, fingerprint: print, createdAt: new Date(time) })))
      .onConflictDoUpdate({
        target: [coachMemoryTombstones.userId, coachMemoryTombstones.fingerprint],
        set: { createdAt: new Date(time) },
      });
    const keep = db
      .select({ fingerprint: coachMemoryTombstones.fingerprint })
      .from(coachMemoryTombstones)
      .where(eq(coachMemoryTombstones.userId, userId))
      .orderBy(desc(coachMemoryTombstones.createdAt), desc(coachMemoryTombstones.fingerprint))
      .limit(MAX_TOMBSTONES_PER_USER);
    await db
      .delete(coachMemoryTombstones)
      .where(
        and(eq(coachMemoryTombstones.userId, userId), notInArray(coachMemoryTombstones.fingerprint, keep)),
      );
  }

  async function tombstoned(userId: string, prints: string[]): Promise<Set<string>> {
    if (prints.length === 0) return new Set();
    const rows = await db
      .select({ fingerprint: coachMemoryTombstones.fingerprint })
      .from(coachMemoryTombstones)
      .where(
        and(eq(coachMemoryTombstones.userId, userId), inArray(coachMemoryTombstones.fingerprint, prints)),
      );
    return new Set(rows.map((row) => row.fingerprint));
  }

  const safetyState = createSafetyStateRecords(db);

  return {
    safetyState: (userId) => safetyState.read(userId),
    startCareful: (userId, chatId, kind, at) => safetyState.start(userId, chatId, kind, at),
    endCareful: (userId) => safetyState.end(userId),

    async list(userId) {
      return (await readRows(userId)).reverse().map((entry) => entry.text);
    },

    async recall(userId, chatId) {
      const entries = (await readRows(userId)).reverse();
      // The oldest name note, as userName reads it (FIRST_WINS keeps only one).
      const name = entries.find((entry) => entry.kind === 'name');
      return {
        notes: entries.map((entry) => ({
          kind: entry.kind,
          text: entry.text,
          thisChat: entry.chatId === chatId,
        })),
        userName: name ? nameOf(name.text) : null,
      };
    },

    async remember(userId, chatId, notes) {
      const batch = new Map<string, MemoryNoteInput>();
      for (const note of notes) {
        // Whatever a caller passes, the safety note never holds more than its fixed, neutral words.
        const text = note.kind === 'safety' ? SAFETY_NOTE_TEXT : cleanText(note.text);
        if (text) batch.set(fingerprint(note.kind, text), { kind: note.kind, text });
      }
      const silenced = await tombstoned(userId, [...batch.keys()]);
      for (const print of silenced) batch.delete(print);
      if (batch.size === 0) return;
      // Whether a row was added: a note already kept (the usual case) leaves the count where it was.
      let added = false;
      for (const [print, note] of batch) {
        const time = nextTime();
        const id = newId(time);
        const newest = NEWEST_WINS.includes(note.kind);
        const values = {
          id,
          userId,
          chatId,
          kind: note.kind,
          contentEnc: cipher.encrypt(note.text, contextFor(id)),
          fingerprint: print,
          createdAt: new Date(time),
        };
        const target = [coachMemory.userId, coachMemory.fingerprint];
        // The same plan or safety note said again is newer: it moves to this chat and this time (its id,
        // which its text is sealed to, stays).
        const inserted = newest
          ? await db
              .insert(coachMemory)
              .values(values)
              .onConflictDoUpdate({ target, set: { chatId, createdAt: new Date(time) } })
              .returning({ id: coachMemory.id })
          : await db
              .insert(coachMemory)
              .values(values)
              .onConflictDoNothing({ target })
              .returning({ id: coachMemory.id });
        // A conflict that updated the kept note returns that note's own id: no other note of its kind
        // is left to drop (the writer that added one drops the rest).
        const isNew = inserted[0]?.id === id;
        if (isNew) added = true;
        if (isNew && newest) {
          // Every writer keeps the same (newest) note, so two exchanges saving a plan at once still
          // leave exactly one.
          const latest = db
            .select({ id: coachMemory.id })
            .from(coachMemory)
            .where(and(eq(coachMemory.userId, userId), eq(coachMemory.kind, note.kind)))
            .orderBy(desc(coachMemory.createdAt), desc(coachMemory.id))
            .limit(1);
          await db
            .delete(coachMemory)
            .where(
              and(
                eq(coachMemory.userId, userId),
                eq(coachMemory.kind, note.kind),
                notInArray(coachMemory.id, latest),
              ),
            );
        }
        if (isNew && FIRST_WINS.includes(note.kind)) {
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
      if (!added) return;
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
        return nameOf(cipher.decrypt(row.contentEnc, contextFor(row.id)));
      } catch {
        return null;
      }
    },

    async listEntries(userId) {
      return (await readRows(userId)).map(({ id, kind, text, createdAt }) => ({ id, kind, text, createdAt }));
    },

    async delete(userId, id) {
      const deleted = await db
        .delete(coachMemory)
        .where(and(eq(coachMemory.userId, userId), eq(coachMemory.id, id)))
        .returning({ kind: coachMemory.kind, fingerprint: coachMemory.fingerprint });
      await tombstone(userId, deleted);
      return deleted.length > 0;
    },

    async deleteAll(userId) {
      const deleted = await db
        .delete(coachMemory)
        .where(eq(coachMemory.userId, userId))
        .returning({ kind: coachMemory.kind, fingerprint: coachMemory.fingerprint });
      await tombstone(userId, deleted);
      return deleted.length;
    },
  };
}
