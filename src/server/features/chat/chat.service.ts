// The conversation rules: ownership, the greeting, titles, limits at the moment of use, and sending
// (save the user's words first, then stream the coach's reply, then save it).
import { and, eq, lt, sql } from 'drizzle-orm';
import {
  CHAT_GREETING,
  type ChatMessage,
  NEW_CHAT_TITLE,
  type Usage,
  titleFromMessage,
} from '#shared/chat.ts';
import { FAIR_USE, planFor, REGENERATES_PER_REPLY } from '#shared/plans.ts';
import type { Database } from '#server/db/client.ts';
import { chats, messages, users } from '#server/db/schema.ts';
import { AppError, notFound } from '#server/http/app-error.ts';
import { hit } from '#server/http/rate-limit.ts';
import type { TaskTracker } from '#server/lib/background-tasks.ts';
import type { Logger } from '#server/lib/logger.ts';
import {
  type ChatSafety,
  type CoachNote,
  type CoachProvider,
  type MemoryStore,
  NOT_CAREFUL,
  SAFETY_NOTE,
  type SafetyAssessment,
  type SafetyCategory,
  type SafetyService,
} from '#server/ports/coach.ts';
import type { ChatRecords } from './chat-records.ts';
import { type ChatStream, createChatStream, createOpenStreams } from './event-stream.ts';
import { claimReplyRun, releaseReplyRun, REPLY_RUN_LEASE_MS, runIsFree } from './reply-run.ts';
import type { RunnerDeps } from './reply-runner.ts';
import { REPLY_CUT_SHORT, streamReply } from './stream-reply.ts';
import {
  chatLimitReached,
  consume,
  FairUseError,
  hasReached,
  limitCheckFailed,
  messageLimitReached,
  readUsage,
  regenerateLimitReached,
  replyInProgress,
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
}

export interface Caller {
  userId: string;
  role: unknown;
}

/** A send whose key is already stored: its transaction rolls back, and the stored message answers. */
class DuplicateSend extends Error {}

const sendKeyUsed = () =>
  new AppError(
    'send_key_used',
    409,
    'This message was already sent in another conversation. Please reload the page.',
  );

/** How much of the conversation the coach sees with each message. */
const CONTEXT_MESSAGES = 24;

const FAIR_USE_RULE = {
  name: 'coach-runs',
  max: FAIR_USE.coachRunsPerWindow,
  windowSeconds: FAIR_USE.windowMinutes * 60,
};

export function createChatService(deps: ChatServiceDeps) {
  const { db, records } = deps;
  const now = deps.now ?? (() => new Date());
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  /** The reply streams still open, so shutdown can close each with a last part that says why. */
  const openStreams = createOpenStreams();
  /** The runs this instance holds (chat id and when each began), released when shutdown cuts them. */
  const runs = new Map<string, Date>();

  /**
   * Counts one coach run against the account's fair-use rate, inside the transaction that accepts it
   * (a refused request rolls its count back: only runs that happen are counted).
   */
  async function countRun(tx: Database, userId: string): Promise<void> {
    const wait = await hit(tx, `${FAIR_USE_RULE.name}|${userId}`, FAIR_USE_RULE, now().getTime());
    if (wait > 0) throw new FairUseError(wait);
  }

  /** Runs that ended here but whose lease could not be cleared yet (the database was away). */
  const unreleased = new Map<string, Date>();

  async function endRun(chatId: string, at: Date): Promise<void> {
    if (runs.get(chatId) === at) runs.delete(chatId);
    await releaseReplyRun(db, chatId, at).catch((error: unknown) => {
      // The database went away while the reply was being written. The next message to this chat on
      // this instance takes the ended run over (claimReplyRun's `ended`), and the lease is cleared in
      // the background once the database is back, for the other instances; the stream does not wait.
      deps.logger.warn({ err: error, chatId }, 'could not release the reply run; retrying');
      unreleased.set(chatId, at);
      releaseLater(chatId, at, 1_000);
    });
  }

  function releaseLater(chatId: string, at: Date, waitMs: number): void {
    const forget = () => {
      if (unreleased.get(chatId) === at) unreleased.delete(chatId);
    };
    if (Date.now() + waitMs >= at.getTime() + REPLY_RUN_LEASE_MS) return forget(); // lapsed by then
    // Unref'd: a pending retry never keeps a stopping process alive.
    setTimeout(() => {
      releaseReplyRun(db, chatId, at).then(forget, () =>
        releaseLater(chatId, at, Math.min(waitMs * 2, 30_000)),
      );
    }, waitMs).unref();
  }

  /**
   * Careful mode: the safety note (made when danger was disclosed, in this chat or an earlier one), or a
   * disclosure still in view in this chat (should the note have been deleted). An ambiguous sign that the
   * coach asked about is not a disclosure: the answer to the question decides. The categories come from
   * the visible history (what kind of danger, never the words).
   */
  function chatSafety(recent: { role: string; content: string }[], notes: CoachNote[]): ChatSafety {
    const categories = new Set<SafetyCategory>();
    let disclosedHere = false;
    for (const m of recent) {
      if (m.role !== 'user') continue;
      const assessment = deps.safety.assess(m.content);
      if (assessment.level !== 'crisis') continue;
      disclosedHere = true;
      for (const c of assessment.categories) categories.add(c);
    }
    const noteHere = notes.some((n) => n.kind === 'safety' && n.thisChat);
    const noteEarlier = notes.some((n) => n.kind === 'safety' && !n.thisChat);
    if (!disclosedHere && !noteHere && !noteEarlier) return NOT_CAREFUL;
    return {
      careful: true,
      since: disclosedHere || noteHere ? 'this-chat' : 'earlier-chat',
      categories: [...categories],
    };
  }

  /**
   * The safety check, with what it needs of the conversation: after the coach asked directly whether
   * they are thinking of ending their life, a "yes" is a disclosure.
   */
  async function assessInChat(chatId: string, content: string, beforeId?: string): Promise<SafetyAssessment> {
    const recent = (await records.recentMessages(db, chatId, 3)).filter(
      (m) => m.role !== 'scripture' && (!beforeId || m.id < beforeId),
    );
    const lastReply = recent.at(-1);
    const lastUser = recent.at(-2);
    // Every safety reply about self-harm asks (the ambiguous ones directly, about ending their life).
    const askedAboutSuicide =
      lastReply?.role === 'coach' &&
      lastReply.flag === 'safety' &&
      lastUser?.role === 'user' &&
      deps.safety.assess(lastUser.content).categories.includes('self_harm');
    return deps.safety.assess(content, { askedAboutSuicide });
  }

  /** Streams a reply to `userMessage` in the background; the returned stream follows it while connected. */
  async function replyTo(
    caller: Caller,
    chatId: string,
    userMessage: ChatMessage,
    attempt: number,
    title: string,
    runAt: Date,
  ): Promise<ChatStream> {
    runs.set(chatId, runAt);
    let ended: Promise<void> | undefined;
    const end = () => (ended ??= endRun(chatId, runAt));
    const context = async () => {
      const recent = (await records.recentMessages(db, chatId, CONTEXT_MESSAGES + 1)).filter(
        (m) => m.id !== userMessage.id && m.role !== 'scripture' && m.id < userMessage.id,
      );
      const history = recent.map((m) => ({
        role: m.role === 'user' ? ('user' as const) : ('coach' as const),
        content: m.content,
      }));
      const notes = await deps.memory.notes(caller.userId, chatId);
      const said = await records.earlierReplies(db, chatId, userMessage.id);
      return {
        history,
        // Journey notes are a premium feature; the safety note keeps every plan's chats careful.
        memory: planFor(caller.role).role === 'premium' ? notes : notes.filter((n) => n.kind === 'safety'),
        safety: chatSafety(recent, notes),
        userName: await deps.memory.userName(caller.userId),
        // The history above is bounded; "never the same reply twice" covers the whole chat.
        alreadySaid: said.reply,
        sentenceSaid: said.sentence,
        shownVerses: await records.shownVerses(db, chatId, userMessage.id),
      };
    };
    // Tracked so that shutdown lets a reply still being written finish within the grace period.
    return createChatStream(
      (write) =>
        deps.tasks.track(
          streamReply({
            deps: { ...deps, sleep, now },
            write,
            caller,
            chatId,
            userMessage,
            title,
            attempt,
            context,
            usage: () => readUsage(db, caller.userId, caller.role, now()),
            endRun: end,
          }).finally(end),
        ),
      openStreams,
    );
  }

  /**
   * The answer to a second send of a stored message (docs/product/rulings.md#sending-when-the-connection-fails):
   * the message and its saved reply as the reply stream writes them, so the browser needs no special
   * case. With no reply saved yet (still being written, here or on another instance, or failed) the
   * stream ends after the message, as a cut stream would, and the browser reads the conversation until
   * the reply is there. A key names one message of the user: in another chat it is refused, since
   * answering there with this chat's message would show it in the wrong conversation.
   */
  async function resend(caller: Caller, chatId: string, clientId: string): Promise<ChatStream | null> {
    const earlier = await records.messageByClientId(db, caller.userId, clientId);
    if (!earlier) return null;
    if (earlier.chatId !== chatId) throw sendKeyUsed();
    const chat = await records.ownedChat(db, caller.userId, chatId);
    const title = records.toSummary(chat).title;
    const replies = await records.repliesTo(db, chatId, earlier.message.id);
    const usage = replies.length > 0 ? await readUsage(db, caller.userId, caller.role, now()) : null;
    return createChatStream((write) => {
      const reply = replies.find((m) => m.role !== 'scripture');
      write({ type: 'start', ...(reply ? { messageId: reply.id } : {}) });
      write({ type: 'data-user-message', data: { message: earlier.message, title } });
      if (!reply || !usage) return;
      write({ type: 'text-start', id: reply.id });
      write({ type: 'text-delta', id: reply.id, delta: reply.content });
      write({ type: 'text-end', id: reply.id });
      write({ type: 'data-reply', data: { messages: replies, usage } });
      write({ type: 'finish' });
    });
  }

  /** The calm reply with helplines, saved and sent as one stream; never coaching, never counted. */
  async function safetyReply(
    caller: Caller,
    chatId: string,
    userMessage: ChatMessage,
    title: string,
    assessment: SafetyAssessment,
  ): Promise<ChatStream> {
    const reply = await records.insertMessage(db, {
      chatId,
      userId: caller.userId,
      role: 'coach',
      content: deps.safety.reply(assessment, await deps.memory.userName(caller.userId), {
        message: userMessage.content,
        earlierReplies: await records.safetyReplies(db, chatId, userMessage.id),
      }),
      replyTo: userMessage.id,
      flag: 'safety',
      at: now(),
    });
    // After a disclosure this chat and later ones stay careful; the note holds no words of what was said.
    if (assessment.level === 'crisis') {
      await deps.memory.remember(caller.userId, chatId, [SAFETY_NOTE]).catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'could not save the safety note');
      });
    }
    const usage = await readUsage(db, caller.userId, caller.role, now());
    return createChatStream((write) => {
      write({ type: 'start', messageId: reply.id });
      write({ type: 'data-user-message', data: { message: userMessage, title } });
      write({ type: 'text-start', id: reply.id });
      write({ type: 'text-delta', id: reply.id, delta: reply.content });
      write({ type: 'text-end', id: reply.id });
      write({ type: 'data-reply', data: { messages: [reply], usage } });
      write({ type: 'finish' });
    });
  }

  /** The user's newest chat with its messages while nothing has happened in it yet, else null. */
  async function untouchedNewestChat(tx: Database, userId: string) {
    const [newest] = (await records.listChats(tx, userId, 1)).chats;
    if (!newest || newest.title !== NEW_CHAT_TITLE) return null;
    if (await records.lastUserMessage(tx, newest.id)) return null;
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
    async send(caller: Caller, chatId: string, content: string, clientId?: string): Promise<ChatStream> {
      const chat = await records.ownedChat(db, caller.userId, chatId);
      // A retry of a message already stored (its answer was lost on the way) is answered, not stored.
      const earlier = clientId ? await resend(caller, chat.id, clientId) : null;
      if (earlier) return earlier;
      const assessment = await assessInChat(chat.id, content);
      // A disclosure, or a sign that needs asking about, is answered with help, never counted.
      const urgent = assessment.level === 'crisis' || assessment.level === 'ask';
      const plan = planFor(caller.role);
      const period = usagePeriod(now());
      const runAt = now();

      const accepted = await db
        .transaction(async (tx) => {
          // Every send locks its chat row before the usage row: one order for every transaction, so
          // concurrent sends to a chat queue instead of deadlocking. (PostgreSQL also keeps the lock of
          // a conditional update whose condition failed on re-check, so the order must hold on every path.)
          const [locked] = await tx
            .select({ countedAt: chats.countedAt, titleEnc: chats.titleEnc, replyRunAt: chats.replyRunAt })
            .from(chats)
            .where(eq(chats.id, chat.id))
            .for('no key update');
          if (!locked) throw notFound('Conversation not found.');
          const current = records.openTitle(chat.id, locked.titleEnc);
          const first = !(await records.lastUserMessage(tx, chat.id));
          const values = {
            chatId: chat.id,
            userId: caller.userId,
            role: 'user' as const,
            content,
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
            if (!(await consume(tx, caller.userId, period, 'messages', plan.messagesPerMonth)))
              throw messageLimitReached();
            // One coach run at a time in a chat; a crisis message is answered with help even then. The
            // row is locked, so the run read with it is still the chat's: it is taken by the update below.
            if (!runIsFree(locked.replyRunAt, runAt, unreleased.get(chat.id))) throw replyInProgress();
            await countRun(tx, caller.userId);
          }
          // The first user message names the chat, but only while it still has the default title (a
          // rename before sending is the user's choice) and never from a crisis message: someone whose
          // phone is watched must not find "He hurts me when..." in the conversation list.
          const retitle = !urgent && current === NEW_CHAT_TITLE && first;
          const title = retitle ? titleFromMessage(content) : current;
          // One write of the chat row for everything the send changes in it.
          await tx
            .update(chats)
            .set({
              updatedAt: now(),
              ...(retitle ? { titleEnc: records.sealTitle(chat.id, title) } : {}),
              ...(counting ? { countedAt: now() } : {}),
              ...(urgent ? {} : { replyRunAt: runAt }),
            })
            .where(eq(chats.id, chat.id));
          return { message, title };
        })
        .catch(async (error: unknown) => {
          if (!(error instanceof DuplicateSend) || !clientId) throw error;
          return (await resend(caller, chat.id, clientId)) ?? Promise.reject(error);
        });
      if (!('message' in accepted)) return accepted;

      if (urgent) {
        await deps.recordSafetyEvent(caller.userId, assessment.categories);
        return safetyReply(caller, chat.id, accepted.message, accepted.title, assessment);
      }
      return replyTo(caller, chat.id, accepted.message, 0, accepted.title, runAt);
    },

    /**
     * Replaces the replies to the last user message with another variant; not counted against the
     * month, but against the fair-use rate, at most REGENERATES_PER_REPLY times per message, and never
     * while a reply is still being written in the chat.
     */
    async regenerate(caller: Caller, chatId: string): Promise<ChatStream> {
      const chat = await records.ownedChat(db, caller.userId, chatId);
      const last = await records.lastUserMessage(db, chat.id);
      if (!last) throw new AppError('nothing_to_regenerate', 400, 'There is no message to answer yet.');
      const lastMessage = records.toMessage(last);
      // A crisis message is answered with help again, never with coaching (and never refused for it).
      const assessment = await assessInChat(chat.id, lastMessage.content, lastMessage.id);
      const urgent = assessment.level === 'crisis' || assessment.level === 'ask';
      const runAt = now();
      const attempt = await db.transaction(async (tx) => {
        // The chat row before the message row, as a send takes them.
        if (!urgent && !(await claimReplyRun(tx, chat.id, runAt, unreleased.get(chat.id))))
          throw replyInProgress();
        // The message row: a reply still being written for the previous attempt saves under the same
        // row lock (stream-reply.ts), so either it is saved before this and deleted below, or it sees
        // the new attempt number and is not saved at all. Never two replies.
        const [row] = await tx
          .update(messages)
          .set({ replyAttempts: sql`${messages.replyAttempts} + 1` })
          .where(and(eq(messages.id, last.id), lt(messages.replyAttempts, REGENERATES_PER_REPLY)))
          .returning({ attempts: messages.replyAttempts });
        if (!row) throw regenerateLimitReached();
        if (!urgent) await countRun(tx, caller.userId);
        await records.deleteAfter(tx, chat.id, last.id);
        return row.attempts;
      });
      const title = records.toSummary(chat).title;
      if (urgent) return safetyReply(caller, chat.id, lastMessage, title, assessment);
      return replyTo(caller, chat.id, lastMessage, attempt, title, runAt);
    },

    /**
     * Shutdown's grace period is over: every reply stream still open ends now with a part that says the
     * reply was cut short (the browser then reloads the conversation), and the runs are released so
     * the chats are free on the other instances.
     */
    async endStreams(): Promise<void> {
      openStreams.endAll({ type: 'error', errorText: REPLY_CUT_SHORT });
      const held = [...runs];
      runs.clear();
      await Promise.all(held.map(([chatId, at]) => endRun(chatId, at)));
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
