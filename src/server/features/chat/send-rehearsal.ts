// Start-up rehearses sending a message, on the real database, inside one transaction it always rolls
// back. V8 compiles a function the first time it runs and learns its shapes over the first few runs, so
// the first messages after start paid for the whole send path's first runs (routes aside: the session
// check, the queries, the coach, the reply stream): measured on 50 first messages at once, the last ones
// waited about twice as long on a server that had not sent before as on one that had. The rehearsal
// leaves nothing behind: its account, chat, messages, usage and fair-use count are rolled back with the
// transaction, and a crash halfway rolls them back too.
//
// On PostgreSQL the rehearsal runs once per pool connection, all at once, so each connection's server
// process has run the send's statements before anyone's message does: a new backend loads the tables'
// catalog entries and prepares the named statements on first use. With 50 first messages sent at once
// after start, the last first word came about 60 ms sooner than with one connection rehearsed
// (docs/performance.md, "Sending a message under load").
import { CHAT_GREETING } from '#shared/chat.ts';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { newId } from '#server/lib/ids.ts';
import type { Logger } from '#server/lib/logger.ts';
import { type ChatServiceDeps, createChatService } from './chat.service.ts';
import { chatStreamResponse } from './event-stream.ts';

/** Everyday messages of a first conversation (within the free plan's month, so every rule runs). */
export const REHEARSAL_MESSAGES = [
  'We keep arguing about money and I feel unheard.',
  'He says I nag him but I just want him to help with the kids',
  'How do I bring it up without it turning into a fight?',
  'Can you give me a verse for when I feel alone in my marriage?',
] as const;

/** Thrown to roll the rehearsal back once it is done. */
class RehearsalOver extends Error {
  readonly replies: number;
  constructor(replies: number) {
    super('rehearsal over');
    this.replies = replies;
  }
}

/**
 * Sends REHEARSAL_MESSAGES in a new chat of a new account, each reply read to its end as a browser
 * reads it, all inside one transaction that is rolled back; `connections` such rehearsals run at once,
 * each holding a connection of its own. `depsOn` gives the chat service's dependencies on that
 * transaction: every query must go through it (on PGlite, a query on the database handle would wait for
 * the transaction's turn forever; on PostgreSQL, for a connection the rehearsals all hold). Returns how
 * many replies were read to their end; never throws: a failed rehearsal is logged and start-up goes on.
 */
export async function rehearseSends(
  db: Database,
  depsOn: (tx: Database) => ChatServiceDeps,
  logger: Logger,
  connections = 1,
): Promise<number> {
  const replies = await Promise.all(
    Array.from({ length: connections }, () => rehearseOnce(db, depsOn, logger)),
  );
  return replies.reduce((sum, n) => sum + n, 0);
}

async function rehearseOnce(
  db: Database,
  depsOn: (tx: Database) => ChatServiceDeps,
  logger: Logger,
): Promise<number> {
  try {
    await db.transaction(async (tx) => {
      const chats = createChatService(depsOn(tx));
      const id = newId();
      await tx.insert(users).values({ id, name: 'Rehearsal', email: `rehearsal-${id}@peace-coach.invalid` });
      const caller = { userId: id, role: 'free' };
      const { chat, messages } = await chats.create(caller);
      if (messages[0]?.content !== CHAT_GREETING) throw new Error('the new chat has no greeting');
      let replies = 0;
      for (const content of REHEARSAL_MESSAGES) {
        const reply = await chatStreamResponse(await chats.send(caller, chat.id, content)).text();
        if (!reply.includes('"data-reply"')) throw new Error('a rehearsed reply was not saved');
        replies++;
      }
      throw new RehearsalOver(replies);
    });
  } catch (error) {
    if (error instanceof RehearsalOver) return error.replies;
    logger.warn({ err: error }, 'the send rehearsal failed');
  }
  return 0;
}
