// The conversation rules: ownership, the greeting, titles, limits at the moment of use, and sending
// (save the user's words first, then stream the coach's reply, then save it).
import { and, eq, sql } from 'drizzle-orm';
import {
  CHAT_GREETING,
  type ChatMessage,
  NEW_CHAT_TITLE,
  type Usage,
  titleFromMessage,
} from '../../../shared/chat.ts';
import { planFor } from '../../../shared/plans.ts';
import type { Database } from '../../db/client.ts';
import { chats, messages } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { TaskTracker } from '../../lib/background-tasks.ts';
import type { Logger } from '../../lib/logger.ts';
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
} from '../../ports/coach.ts';
import type { ChatRecords } from './chat-records.ts';
import { createEventChannel } from './event-stream.ts';
import { streamReply } from './stream-reply.ts';
import {
  chatLimitReached,
  consume,
  hasReached,
  limitCheckFailed,
  messageLimitReached,
  readUsage,
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
}

export interface Caller {
  userId: string;
  role: unknown;
}

/** How much of the conversation the coach sees with each message. */
const CONTEXT_MESSAGES = 24;

export function createChatService(deps: ChatServiceDeps) {
  const { db, records } = deps;
  const now = deps.now ?? (() => new Date());
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));

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
  ) {
    const channel = createEventChannel();
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
    const work = streamReply({
      deps: { ...deps, sleep, now },
      channel,
      caller,
      chatId,
      userMessage,
      title,
      attempt,
      context,
      usage: () => readUsage(db, caller.userId, caller.role, now()),
    });
    deps.tasks.track(work);
    return channel.stream;
  }

  /** The calm reply with helplines, saved and sent as one stream; never coaching, never counted. */
  async function safetyReply(
    caller: Caller,
    chatId: string,
    userMessage: ChatMessage,
    title: string,
    assessment: SafetyAssessment,
  ): Promise<ReadableStream<Uint8Array>> {
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
    const channel = createEventChannel();
    const usage = await readUsage(db, caller.userId, caller.role, now());
    channel.write({ type: 'start', messageId: reply.id });
    channel.write({ type: 'data-user-message', data: { message: userMessage, title } });
    channel.write({ type: 'text-start', id: reply.id });
    channel.write({ type: 'text-delta', id: reply.id, delta: reply.content });
    channel.write({ type: 'text-end', id: reply.id });
    channel.write({ type: 'data-reply', data: { messages: [reply], usage } });
    channel.write({ type: 'finish' });
    channel.close();
    return channel.stream;
  }

  return {
    /** The limit check the screens ask for; when it cannot be made, it says so in the spec's words. */
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
     */
    async create(caller: Caller) {
      const usage = await readUsage(db, caller.userId, caller.role, now());
      if (hasReached(usage.chatCount, usage.chatLimit) && (await records.hasChat(db, caller.userId)))
        throw chatLimitReached(usage.chatLimit);
      return db.transaction(async (tx) => {
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

    async messages(caller: Caller, chatId: string, limit: number, before?: string) {
      await records.ownedChat(db, caller.userId, chatId);
      return records.listMessages(db, chatId, limit, before);
    },

    /**
     * Accepts a message and returns the reply stream. The safety check comes first: a crisis message
     * is answered with help and never counted. Otherwise the message and the usage it consumes commit
     * together, before the coach is called, so a failing coach never loses the user's words.
     */
    async send(caller: Caller, chatId: string, content: string): Promise<ReadableStream<Uint8Array>> {
      const chat = await records.ownedChat(db, caller.userId, chatId);
      const assessment = await assessInChat(chat.id, content);
      // A disclosure, or a sign that needs asking about, is answered with help, never counted.
      const urgent = assessment.level === 'crisis' || assessment.level === 'ask';
      const plan = planFor(caller.role);
      const period = usagePeriod(now());

      const accepted = await db.transaction(async (tx) => {
        // Every send locks its chat row before the usage row: one order for every transaction, so
        // concurrent sends to a chat queue instead of deadlocking. (PostgreSQL also keeps the lock of
        // a conditional update whose condition failed on re-check, so the order must hold on every path.)
        const [locked] = await tx
          .select({ countedAt: chats.countedAt, titleEnc: chats.titleEnc })
          .from(chats)
          .where(eq(chats.id, chat.id))
          .for('no key update');
        if (!locked) throw notFound('Conversation not found.');
        if (!urgent) {
          if (locked.countedAt === null) {
            await tx.update(chats).set({ countedAt: now() }).where(eq(chats.id, chat.id));
            if (!(await consume(tx, caller.userId, period, 'chats', plan.chatsPerMonth))) {
              throw chatLimitReached(plan.chatsPerMonth);
            }
          }
          if (!(await consume(tx, caller.userId, period, 'messages', plan.messagesPerMonth)))
            throw messageLimitReached();
        }
        // The first user message names the chat, but only while it still has the default title (a
        // rename before sending is the user's choice) and never from a crisis message: someone whose
        // phone is watched must not find "He hurts me when..." in the conversation list.
        const current = records.openTitle(chat.id, locked.titleEnc);
        const retitle =
          !urgent && current === NEW_CHAT_TITLE && !(await records.lastUserMessage(tx, chat.id));
        const title = retitle ? titleFromMessage(content) : current;
        await tx
          .update(chats)
          .set({
            updatedAt: now(),
            ...(retitle ? { titleEnc: records.sealTitle(chat.id, title) } : {}),
          })
          .where(eq(chats.id, chat.id));
        const message = await records.insertMessage(tx, {
          chatId: chat.id,
          userId: caller.userId,
          role: 'user',
          content,
          at: now(),
        });
        return { message, title };
      });

      if (urgent) {
        await deps.recordSafetyEvent(caller.userId, assessment.categories);
        return safetyReply(caller, chat.id, accepted.message, accepted.title, assessment);
      }
      return replyTo(caller, chat.id, accepted.message, 0, accepted.title);
    },

    /** Replaces the replies to the last user message with another variant; not counted again. */
    async regenerate(caller: Caller, chatId: string): Promise<ReadableStream<Uint8Array>> {
      const chat = await records.ownedChat(db, caller.userId, chatId);
      const last = await records.lastUserMessage(db, chat.id);
      if (!last) throw new AppError('nothing_to_regenerate', 400, 'There is no message to answer yet.');
      const attempt = await db.transaction(async (tx) => {
        // The message row first: a reply still being written for the previous attempt saves under the
        // same row lock (stream-reply.ts), so either it is saved before this and deleted below, or it
        // sees the new attempt number and is not saved at all. Never two replies.
        const [row] = await tx
          .update(messages)
          .set({ replyAttempts: sql`${messages.replyAttempts} + 1` })
          .where(eq(messages.id, last.id))
          .returning({ attempts: messages.replyAttempts });
        await records.deleteAfter(tx, chat.id, last.id);
        return row?.attempts ?? 1;
      });
      const lastMessage = records.toMessage(last);
      const title = records.toSummary(chat).title;
      // A crisis message is answered with help again, never with coaching.
      const assessment = await assessInChat(chat.id, lastMessage.content, lastMessage.id);
      if (assessment.level === 'crisis' || assessment.level === 'ask')
        return safetyReply(caller, chat.id, lastMessage, title, assessment);
      return replyTo(caller, chat.id, lastMessage, attempt, title);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
