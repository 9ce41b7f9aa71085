// "My journey": the conversations a user chose, decrypted for them alone, shaped for the PDF. The rules
// live here: only the owner's chats (another user's id is a 404, as on the chat routes), a cap on the
// messages of one document, and messages about danger or abuse left out unless the user asks for them.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { JOURNEY_MAX_MESSAGES, type journeySchema } from '#shared/schemas/journey.ts';
import type { Database } from '#server/db/client.ts';
import { chats, messages } from '#server/db/schema.ts';
import { AppError, notFound } from '#server/http/app-error.ts';
import type { MemoryKind } from '#server/ports/coach.ts';
import type { ChatMessage } from '#shared/chat.ts';
import type { z } from 'zod';

type JourneyRequest = z.output<typeof journeySchema>;

export interface JourneyTurn {
  role: 'user' | 'coach' | 'scripture';
  text: string;
  /** For a verse: its reference. */
  reference: string | null;
  at: Date;
}

export interface JourneyChat {
  title: string;
  startedAt: Date;
  turns: JourneyTurn[];
}

export interface Journey {
  name: string;
  /** The first and last message in the document; null when the chosen chats hold none. */
  from: Date | null;
  to: Date | null;
  chats: JourneyChat[];
  /** The coach's notes, when asked for. */
  notes: string[] | null;
  createdAt: Date;
}

export interface JourneyServiceDeps {
  db: Database;
  /** The chat feature's sealed text, opened (its records, given by services.ts). */
  records: {
    toMessage(row: typeof messages.$inferSelect): ChatMessage;
    openTitle(chatId: string, titleEnc: string): string;
  };
  /** The coach's notes about the user, newest first. */
  notes(userId: string): Promise<{ kind: MemoryKind; text: string }[]>;
  now: () => Date;
}

export type JourneyService = ReturnType<typeof createJourneyService>;

export function createJourneyService({ db, records, notes: notesOf, now }: JourneyServiceDeps) {
  return {
    async build(user: { id: string; name: string }, request: JourneyRequest): Promise<Journey> {
      const ids = [...new Set(request.chatIds)];
      const rows = await db
        .select()
        .from(chats)
        .where(and(eq(chats.userId, user.id), inArray(chats.id, ids)))
        .orderBy(asc(chats.createdAt), asc(chats.id));
      // One unknown id (or someone else's) and nothing is written: the same 404 as the chat routes.
      if (rows.length !== ids.length) throw notFound('Conversation not found.');

      const [total] = await db
        .select({ n: count() })
        .from(messages)
        .where(and(eq(messages.userId, user.id), inArray(messages.chatId, ids)));
      if ((total?.n ?? 0) > JOURNEY_MAX_MESSAGES) {
        throw new AppError(
          'journey_too_long',
          400,
          `These conversations hold more than ${JOURNEY_MAX_MESSAGES.toLocaleString('en-GB')} messages: please choose fewer for one document.`,
        );
      }
      const stored = await db
        .select()
        .from(messages)
        .where(and(eq(messages.userId, user.id), inArray(messages.chatId, ids)))
        .orderBy(asc(messages.id));

      // A safety reply answers one user message (replyTo): both are private unless asked for, and so is
      // anything else saved as a reply to that message.
      const privateIds = new Set<string>();
      if (!request.includeSafety) {
        for (const row of stored) {
          if (row.flag === 'safety') {
            privateIds.add(row.id);
            if (row.replyTo) privateIds.add(row.replyTo);
          }
        }
      }
      const kept = stored.filter(
        (row) =>
          !privateIds.has(row.id) &&
          !(row.replyTo && privateIds.has(row.replyTo)) &&
          (request.includeVerses || row.role !== 'scripture'),
      );

      const byChat = new Map<string, JourneyTurn[]>(rows.map((row) => [row.id, []]));
      for (const row of kept) {
        const message = records.toMessage(row);
        byChat.get(row.chatId)?.push({
          role: message.role,
          text: message.content,
          reference: message.reference,
          at: new Date(message.createdAt),
        });
      }
      const times = kept.map((row) => new Date(row.createdAt).getTime());

      let notes: string[] | null = null;
      if (request.includeNotes) {
        const entries = await notesOf(user.id);
        notes = entries
          .filter((entry) => request.includeSafety || entry.kind !== 'safety')
          .map((entry) => entry.text);
      }

      return {
        name: user.name,
        from: times.length ? new Date(Math.min(...times)) : null,
        to: times.length ? new Date(Math.max(...times)) : null,
        chats: rows.map((row) => ({
          title: records.openTitle(row.id, row.titleEnc),
          startedAt: new Date(row.createdAt),
          turns: byChat.get(row.id) ?? [],
        })),
        notes,
        createdAt: now(),
      };
    },
  };
}
