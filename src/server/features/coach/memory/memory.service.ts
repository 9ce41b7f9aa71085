// What the coach routes do: list and delete the user's notes, and build the daily card. Notes of
// another user are indistinguishable from missing ones (404), so ids reveal nothing.
import { notFound } from '#server/http/app-error.ts';
import { buildDailyCard, type DailyCard } from './daily-card.ts';
import type { CoachMemoryStore, MemoryEntry } from './memory-store.ts';
import type { Scripture } from '../scripture/scripture.ts';

/** Plans whose daily card is shaped by the coach's notes (a paid extra). */
const PERSONALISED_ROLES = new Set(['basic', 'premium']);

export interface CoachMemoryServiceDeps {
  memory: CoachMemoryStore;
  scripture: Scripture;
}

export interface CoachMemoryService {
  /**
   * The notes, and whether careful mode is on for the account (since when: no kind, no words, since
   * Settings may be read by someone who watches the phone).
   */
  listNotes(userId: string): Promise<{ notes: MemoryEntry[]; careful: { since: string } | null }>;
  /** Ends careful mode on the account, as the user chose; nothing happens when it is off. */
  endCareful(userId: string): Promise<void>;
  deleteNote(userId: string, id: string): Promise<void>;
  deleteAll(userId: string): Promise<void>;
  dailyCard(user: { id: string; role: string }, now?: Date): Promise<DailyCard>;
}

export function createCoachMemoryService({ memory, scripture }: CoachMemoryServiceDeps): CoachMemoryService {
  return {
    async listNotes(userId) {
      const [notes, state] = await Promise.all([memory.listEntries(userId), memory.safetyState(userId)]);
      return { notes, careful: state ? { since: state.startedAt.toISOString() } : null };
    },
    async endCareful(userId) {
      await memory.endCareful(userId);
    },
    async deleteNote(userId, id) {
      if (!(await memory.delete(userId, id))) throw notFound('That note no longer exists.');
    },
    async deleteAll(userId) {
      await memory.deleteAll(userId);
    },
    async dailyCard(user, now = new Date()) {
      const verse = scripture.dailyVerse(now, user.id);
      const notes = PERSONALISED_ROLES.has(user.role) ? await memory.list(user.id) : null;
      return buildDailyCard({ now, verse, topic: scripture.topicOf(verse.reference) ?? 'general', notes });
    },
  };
}
