// The conversation rules: ownership, the greeting, titles, limits at the moment of use, and what is
// accepted and counted: a send (the user's words saved first, then the reply), a regenerate and an edit
// of the last message. The replies themselves are reply-streams.ts's.
import { and, eq, lt, sql } from 'drizzle-orm';
import { CHAT_GREETING, NEW_CHAT_TITLE, type Usage, titleFromMessage } from '#shared/chat.ts';
import type { Region } from '#shared/region.ts';
import { EDITS_PER_MESSAGE, planFor, REGENERATES_PER_REPLY } from '#shared/plans.ts';
import type { Database } from '#server/db/client.ts';
import { chats, messages, users } from '#server/db/schema.ts';
import { AppError, notFound } from '#server/http/app-error.ts';
import type { TaskTracker } from '#server/lib/background-tasks.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { CoachProvider, MemoryStore, SafetyService } from '#server/ports/coach.ts';
import type { ChatRecords } from './chat-records.ts';
import { createChatSearch } from './chat-search.ts';
import type { ChatStream } from './event-stream.ts';
import { CONTEXT_MESSAGES, createReplyStreams, type ReplyOptions } from './reply-streams.ts';
import { claimReplyRun, REPLY_RUN_LEASE_MS, runIsFree } from './reply-run.ts';
import type { RunnerDeps } from './reply-runner.ts';
import {
  chatLimitReached,
  consume,
  editLimitReached,
  hasReached,
  limitCheckFailed,
  messageLimitReached,
  readUsage,
  type Counters,
  regenerateLimitReached,
  replyInProgress,
  usageOf,
  usagePeriod,
} from './usage.service.ts';

export interface ChatServiceDeps {
  db: Database;
  records: ChatRecords;
  coach: CoachProvider;
  fallback: CoachProvider | null;
  safety: SafetyService;
  memory: MemoryStore;
  recordSafetyEvent: (userId: string, categories: string[]) => Promise<void>;
  tasks: TaskTracker;
  logger: Logger;
  retryDelaysMs: readonly number[];
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
  /** Counts AI provider failures and offline fallbacks for the operator's console. */
  countOps?: RunnerDeps['countOps'];
  /** Names this instance on the reply runs it holds (Config's instanceId). */
  instanceId: string;
}

export interface Caller {
  userId: string;
  role: unknown;
}

const notLastMessage = () =>
  new AppError(
    'edit_not_last',
    409,
    'Only your last message can be edited. Please reload the page to see the newest messages.',
  );

const editUnchanged = () =>
  new AppError(
    'edit_unchanged',
    400,
    'Your message is the same as before. Change it, or press "Regenerate response" for another reply.',
  );

/** A send whose key is already stored: its transaction rolls back, and the stored message answers. */
class DuplicateSend extends Error {}

export function createChatService(deps: ChatServiceDeps) {
  const { db, records } = deps;
  const now = deps.now ?? (() => new Date());
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const replies = createReplyStreams(deps, now, sleep);
  const chatSearch = createChatSearch(db, records);
  /** Locks the chat row for a send or an edit, with what they decide by. */
  async function lockChat(tx: Database, chatId: string) {
    const [locked] = await tx
      .select({ countedAt: chats.countedAt, titleEnc: chats.titleEnc, replyRunAt: chats.replyRunAt })
      .from(chats)
      .where(eq(chats.id, chatId))
      .for('no key update');
    if (!locked) throw notFound('Conversation not found.');
    return locked;
  }

  /**
   * One write of the chat row for everything an accepted message changes in it: its time, a new title,
   * that it now counts as one of the month's conversations, and the reply run it takes (none for a
   * message answered with help).
   */
  async function markAccepted(
    tx: Database,
    chatId: string,
    change: { title: string | null; counting: boolean; runAt: Date | null },
  ): Promise<void> {
    await tx
      .update(chats)
      .set({
        updatedAt: now(),
        ...(change.title !== null ? { titleEnc: records.sealTitle(chatId, change.title) } : {}),
        ...(change.counting ? { countedAt: now() } : {}),
        ...(change.runAt ? { replyRunAt: change.runAt, replyRunBy: deps.instanceId } : {}),
      })
      .where(eq(chats.id, chatId));
  }

  /** The user's newest chat with its messages while nothing has happened in it yet, else null. */
  async function untouchedNewestChat(tx: Database, userId: string) {
    const [newest] = (await records.listChats(tx, userId, 1)).chats;
    if (!newest || newest.title !== NEW_CHAT_TITLE) return null;
    if (await records.hasAnyUserMessage(tx, newest.id)) return null;
    return { chat: newest, messages: await records.recentMessages(tx, newest.id, CONTEXT_MESSAGES) };
  }

  return {
    /**
     * The limit check the screens ask for; when it cannot be made, it says so
     * (docs/product/specification.md#chat-and-limits).
     */
    async usage(caller: Caller): Promise<Usage> {
      try {
        return await readUsage(db, caller.userId, caller.role, now());
      } catch (error) {
        const failure = limitCheckFailed(error);
        if (failure.status === 503) deps.logger.warn({ err: error }, 'usage unavailable');
        else deps.logger.error({ err: error }, 'usage failed');
        throw failure;
      }
    },

    list: (caller: Caller, limit: number, cursor?: string) =>
      records.listChats(db, caller.userId, limit, cursor),

    /**
     * Stop pressed while the coach writes a reply in the caller's chat: what was written so far is
     * kept, marked stopped (stream-reply.ts). Nothing being written (the reply just ended, or it was a
     * safety reply, sent whole at once): nothing to do, and no error either.
     */
    async stop(caller: Caller, chatId: string): Promise<void> {
      const chat = await records.ownedChat(db, caller.userId, chatId);
      await replies.stopRun(chat.id);
    },

    /** The caller's own conversations that hold the words (chat-search.ts: bounded, nothing indexed). */
    search: async (caller: Caller, query: string) => ({
      results: await chatSearch.search(caller.userId, query),
    }),

    /** The first page of the chat list and the session it belongs to, or null (no such session). */
    firstPageWithSession: (sessionToken: string, limit: number) =>
      records.firstChatPageWithSession(db, sessionToken, limit),

    /**
     * A new chat begins with the coach's greeting. Once the month's chats are used, another one is
     * refused, except for someone with no chat at all (the automatic first chat, also after deleting
     * every chat): an empty chat costs nothing until its first message, so it never blocks anyone.
     * While the newest chat is still untouched (no message of the user's, the default title), it is
     * the new chat: "New Chat" pressed again never piles up empty rows
     * (docs/product/specification.md#new-chat).
     */
    async create(caller: Caller) {
      return db.transaction(async (tx) => {
        // The user's row is the lock two quick presses queue on, so the second one finds the chat the
        // first one made (PGlite runs one transaction at a time anyway).
        await tx.select({ id: users.id }).from(users).where(eq(users.id, caller.userId)).for('no key update');
        const usage = await readUsage(tx, caller.userId, caller.role, now());
        if (hasReached(usage.chatCount, usage.chatLimit) && (await records.hasChat(tx, caller.userId)))
          throw chatLimitReached(usage.chatLimit);
        const reused = await untouchedNewestChat(tx, caller.userId);
        if (reused) return reused;
        const at = now();
        const chat = await records.insertChat(tx, caller.userId, NEW_CHAT_TITLE, at);
        const greeting = await records.insertMessage(tx, {
          chatId: chat.id,
          userId: caller.userId,
          role: 'coach',
          content: CHAT_GREETING,
          at,
        });
        return { chat: records.toSummary(chat), messages: [greeting] };
      });
    },

    async rename(caller: Caller, chatId: string, title: string) {
      await records.ownedChat(db, caller.userId, chatId);
      const [row] = await db
        .update(chats)
        .set({ titleEnc: records.sealTitle(chatId, title) })
        .where(and(eq(chats.id, chatId), eq(chats.userId, caller.userId)))
        .returning();
      return records.toSummary(row!);
    },

    async remove(caller: Caller, chatId: string) {
      await records.ownedChat(db, caller.userId, chatId);
      await db.delete(chats).where(and(eq(chats.id, chatId), eq(chats.userId, caller.userId)));
    },

    /** Every chat with its messages, decrypted, for the account's data export. */
    exportChats: (userId: string) => records.exportAll(db, userId),

    /**
     * A page of the conversation, and whether a reply is still being written in it: a browser whose
     * reply stream was cut reads this until the reply is saved (docs/product/rulings.md#sending-when-the-connection-fails).
     * The chat is read before the messages, so "not replying" always comes with the saved reply.
     */
    async messages(caller: Caller, chatId: string, limit: number, before?: string) {
      const chat = await records.ownedChat(db, caller.userId, chatId);
      const lapsed = now().getTime() - REPLY_RUN_LEASE_MS;
      const replying = chat.replyRunAt !== null && new Date(chat.replyRunAt).getTime() > lapsed;
      return { ...(await records.listMessages(db, chatId, limit, before)), replying };
    },

    /**
     * Accepts a message and returns the reply stream. The safety check comes first: a crisis message
     * is answered with help and never counted. Otherwise the message and the usage it consumes commit
     * together, before the coach is called, so a failing coach never loses the user's words.
     */
    async send(
      caller: Caller,
      chatId: string,
      content: string,
      clientId?: string,
      region: Region | null = null,
      options: ReplyOptions = {},
    ): Promise<ChatStream> {
      const chat = await records.ownedChat(db, caller.userId, chatId);
      // A retry of a message already stored (its answer was lost on the way) is answered, not stored.
      const earlier = clientId ? await replies.resend(caller, chat.id, clientId) : null;
      if (earlier) return earlier;
      const assessment = await replies.assessInChat(chat.id, content);
      // A disclosure, or a sign that needs asking about, is answered with help, never counted.
      const urgent = assessment.level === 'crisis' || assessment.level === 'ask';
      // Beyond the day's bound the help still answers, but nothing more is stored (plans.ts).
      if (urgent && !(await replies.mayStoreUrgent(caller.userId)))
        return replies.unstoredSafetyReply(caller, records.toSummary(chat).title, content, assessment);
      const plan = planFor(caller.role);
      const period = usagePeriod(now());
      const runAt = now();

      const accepted = await db
        .transaction(async (tx) => {
          let counters: Counters | null = null;
          // Every send locks its chat row before the usage row: one order for every transaction, so
          // concurrent sends to a chat queue instead of deadlocking. (PostgreSQL also keeps the lock of
          // a conditional update whose condition failed on re-check, so the order must hold on every path.)
          const locked = await lockChat(tx, chat.id);
          const current = records.openTitle(chat.id, locked.titleEnc);
          const first = !(await records.hasAnyUserMessage(tx, chat.id));
          const values = {
            chatId: chat.id,
            userId: caller.userId,
            role: 'user' as const,
            content,
            counted: !urgent,
            at: now(),
          };
          // The message first, under its send key: a second send of the key (racing this one on another
          // instance, or a retry) finds it here through the unique index and rolls back before counting.
          const message = clientId
            ? await records.insertKeyedMessage(tx, { ...values, clientId })
            : await records.insertMessage(tx, values);
          if (!message) throw new DuplicateSend();
          const counting = !urgent && locked.countedAt === null;
          if (!urgent) {
            if (counting && !(await consume(tx, caller.userId, period, 'chats', plan.chatsPerMonth))) {
              throw chatLimitReached(plan.chatsPerMonth);
            }
            counters = await consume(tx, caller.userId, period, 'messages', plan.messagesPerMonth);
            if (!counters) throw messageLimitReached();
            // One coach run at a time in a chat; a crisis message is answered with help even then. The
            // row is locked, so the run read with it is still the chat's: it is taken by the update below.
            if (!runIsFree(locked.replyRunAt, runAt, replies.unreleasedRun(chat.id))) throw replyInProgress();
            await replies.countRun(tx, caller.userId);
          }
          // The first user message names the chat, but only while it still has the default title (a
          // rename before sending is the user's choice) and never from a crisis message: someone whose
          // phone is watched must not find "He hurts me when..." in the conversation list.
          const retitle = !urgent && current === NEW_CHAT_TITLE && first;
          const title = retitle ? titleFromMessage(content) : current;
          await markAccepted(tx, chat.id, {
            title: retitle ? title : null,
            counting,
            runAt: urgent ? null : runAt,
          });
          return { message, title, counters };
        })
        .catch(async (error: unknown) => {
          if (!(error instanceof DuplicateSend) || !clientId) throw error;
          return (await replies.resend(caller, chat.id, clientId)) ?? Promise.reject(error);
        });
      if (!('message' in accepted)) return accepted;

      if (urgent) {
        await deps.recordSafetyEvent(caller.userId, assessment.categories);
        return replies.safetyReply(caller, chat.id, accepted.message, accepted.title, assessment, region);
      }
      // The month's usage as this send left it: the reply changes nothing in it, so it is not read again
      // (a send from another tab meanwhile shows in that send's own reply).
      const usage = accepted.counters ? usageOf(accepted.counters, caller.role) : undefined;
      return replies.replyTo(caller, chat.id, accepted.message, 0, accepted.title, runAt, usage, options);
    },

    /**
     * Replaces the replies to the last user message with another variant; not counted against the
     * month, but against the fair-use rate, at most REGENERATES_PER_REPLY times per message, and never
     * while a reply is still being written in the chat.
     */
    async regenerate(caller: Caller, chatId: string, options: ReplyOptions = {}): Promise<ChatStream> {
      const chat = await records.ownedChat(db, caller.userId, chatId);
      const last = await records.lastUserMessage(db, chat.id);
      if (!last) throw new AppError('nothing_to_regenerate', 400, 'There is no message to answer yet.');
      const lastMessage = records.toMessage(last);
      // A crisis message is answered with help again, never with coaching (and never refused for it).
      const assessment = await replies.assessInChat(chat.id, lastMessage.content, lastMessage.id);
      const urgent = assessment.level === 'crisis' || assessment.level === 'ask';
      const runAt = now();
      const attempt = await db.transaction(async (tx) => {
        // The chat row before the message row, as a send takes them.
        if (
          !urgent &&
          !(await claimReplyRun(tx, chat.id, runAt, deps.instanceId, replies.unreleasedRun(chat.id)))
        )
          throw replyInProgress();
        // The message row: a reply still being written for the previous attempt saves under the same
        // row lock (stream-reply.ts), so either it is saved before this and deleted below, or it sees
        // the new attempt number and is not saved at all. Never two replies.
        const [row] = await tx
          .update(messages)
          .set({ replyAttempts: sql`${messages.replyAttempts} + 1` })
          // Every edit was a reply attempt too: the regenerates are the attempts beyond the edits.
          .where(
            and(
              eq(messages.id, last.id),
              lt(sql`${messages.replyAttempts} - ${messages.edits}`, REGENERATES_PER_REPLY),
            ),
          )
          .returning({ attempts: messages.replyAttempts });
        if (!row) throw regenerateLimitReached();
        if (!urgent) await replies.countRun(tx, caller.userId);
        await records.deleteAfter(tx, chat.id, last.id);
        return row.attempts;
      });
      const title = records.toSummary(chat).title;
      if (urgent) return replies.safetyReply(caller, chat.id, lastMessage, title, assessment);
      return replies.replyTo(caller, chat.id, lastMessage, attempt, title, runAt, undefined, options);
    },

    /**
     * Edit and resend: the last user message gets new words and the coach's reply to the old ones is
     * replaced, under the same rules as a send (docs/product/rulings.md#edit-and-resend). The safety
     * check reads the new words; a message answered with help is never counted. The edited message was
     * already counted when it was sent, so an edit counts only a message that was not (one answered with
     * help), and never takes a count back; it is capped at EDITS_PER_MESSAGE and counted against the fair-use rate, and never runs
     * while a reply is still being written in the chat.
     */
    async edit(
      caller: Caller,
      chatId: string,
      messageId: string,
      content: string,
      region: Region | null = null,
      options: ReplyOptions = {},
    ): Promise<ChatStream> {
      const chat = await records.ownedChat(db, caller.userId, chatId);
      const last = await records.lastUserMessage(db, chat.id);
      if (!last || last.id !== messageId) throw notLastMessage();
      const before = records.toMessage(last);
      if (before.content === content) throw editUnchanged();
      const assessment = await replies.assessInChat(chat.id, content, last.id);
      const urgent = assessment.level === 'crisis' || assessment.level === 'ask';
      const plan = planFor(caller.role);
      const period = usagePeriod(now());
      const runAt = now();
      const first = !(await records.hasUserMessage(db, chat.id, 'before', last.id));

      const accepted = await db.transaction(async (tx) => {
        // The chat row, then the message row, then usage: the order a send and a regenerate take them.
        const locked = await lockChat(tx, chat.id);
        if (!urgent && !runIsFree(locked.replyRunAt, runAt, replies.unreleasedRun(chat.id)))
          throw replyInProgress();
        // Still the last message: a send that got the lock first is seen here, and one after waits.
        if (await records.hasUserMessage(tx, chat.id, 'after', last.id)) throw notLastMessage();
        // A new attempt: a reply to the old words still being written (a lapsed run) is never saved.
        const [row] = await tx
          .update(messages)
          .set({
            contentEnc: records.sealMessage(last.id, content),
            edits: sql`${messages.edits} + 1`,
            replyAttempts: sql`${messages.replyAttempts} + 1`,
            ...(urgent ? {} : { counted: true }),
          })
          .where(and(eq(messages.id, last.id), lt(messages.edits, EDITS_PER_MESSAGE)))
          .returning();
        if (!row) throw editLimitReached();
        const counting = !urgent && locked.countedAt === null;
        if (!urgent) {
          if (counting && !(await consume(tx, caller.userId, period, 'chats', plan.chatsPerMonth)))
            throw chatLimitReached(plan.chatsPerMonth);
          if (!last.counted && !(await consume(tx, caller.userId, period, 'messages', plan.messagesPerMonth)))
            throw messageLimitReached();
          await replies.countRun(tx, caller.userId);
        }
        await records.deleteAfter(tx, chat.id, last.id);
        // A title made from the first message's old words follows the new ones (never a crisis
        // message's, as with a send); a title the user chose stays.
        const current = records.openTitle(chat.id, locked.titleEnc);
        const madeFromOld = current === NEW_CHAT_TITLE || current === titleFromMessage(before.content);
        const retitle = !urgent && first && madeFromOld;
        const title = retitle ? titleFromMessage(content) : current;
        await markAccepted(tx, chat.id, {
          title: retitle ? title : null,
          counting,
          runAt: urgent ? null : runAt,
        });
        return { message: records.toMessage(row), attempt: row.replyAttempts, title };
      });

      if (urgent) {
        await deps.recordSafetyEvent(caller.userId, assessment.categories);
        return replies.safetyReply(caller, chat.id, accepted.message, accepted.title, assessment, region);
      }
      return replies.replyTo(
        caller,
        chat.id,
        accepted.message,
        accepted.attempt,
        accepted.title,
        runAt,
        undefined,
        options,
      );
    },

    endStreams: replies.endStreams,
  };
}

export type ChatService = ReturnType<typeof createChatService>;
