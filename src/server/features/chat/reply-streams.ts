// The coach's side of a conversation: each reply run (one at a time per chat, across instances), the
// stream that follows it, the answer with help to a crisis message, and the answer to a retried send.
// chat.service.ts decides what is accepted and counted; this module answers it.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { ChatMessage, Usage } from '#shared/chat.ts';
import { FAIR_USE, planFor, URGENT_STORED_PER_DAY } from '#shared/plans.ts';
import type { Region } from '#shared/region.ts';
import type { Database } from '#server/db/client.ts';
import { chats } from '#server/db/schema.ts';
import { AppError } from '#server/http/app-error.ts';
import { hit } from '#server/http/rate-limit.ts';
import { newId } from '#server/lib/ids.ts';
import { cutLongTokens } from '#server/lib/bounded-text.ts';
import {
  type AccountSafety,
  type ChatSafety,
  type CoachNote,
  NOT_CAREFUL,
  type SafetyAssessment,
  type SafetyCategory,
} from '#server/ports/coach.ts';
import type { Caller, ChatServiceDeps } from './chat.service.ts';
import { type ChatStream, createChatStream, createOpenStreams } from './event-stream.ts';
import { releaseReplyRun, REPLY_RUN_LEASE_MS } from './reply-run.ts';
import { REPLY_CUT_SHORT, streamReply } from './stream-reply.ts';
import { FairUseError, readUsage } from './usage.service.ts';

const sendKeyUsed = () =>
  new AppError(
    'send_key_used',
    409,
    'This message was already sent in another conversation. Please reload the page.',
  );

/** What a reply's request brings besides the message: its end (a Stop may follow) and a test pace. */
export interface ReplyOptions {
  /** The browser's request: when it ends early, the chat row says whether Stop was pressed. */
  signal?: AbortSignal;
  /** The runner's pace between pieces of text (browser tests only; RunnerDeps.paceMs). */
  paceMs?: number;
}

/** How much of the conversation the coach sees with each message. */
export const CONTEXT_MESSAGES = 24;

const URGENT_STORED_RULE = {
  name: 'urgent-stored',
  max: URGENT_STORED_PER_DAY,
  windowSeconds: 24 * 60 * 60,
};

const FAIR_USE_RULE = {
  name: 'coach-runs',
  max: FAIR_USE.coachRunsPerWindow,
  windowSeconds: FAIR_USE.windowMinutes * 60,
};

export function createReplyStreams(
  deps: ChatServiceDeps,
  now: () => Date,
  sleep: (ms: number) => Promise<void>,
) {
  const { db, records } = deps;
  /** The reply streams still open, so shutdown can close each with a last part that says why. */
  const openStreams = createOpenStreams();
  /** The runs this instance holds (chat id and when each began), released when shutdown cuts them. */
  const runs = new Map<string, Date>();
  /** Each run's Stop, by chat: pressed here (stopRun) or seen in the chat row when its request ends. */
  const stops = new Map<string, { at: Date; controller: AbortController }>();

  /**
   * The browser's request for a reply ended before the reply did: a Stop if the user pressed it (the
   * chat row says so for this run, whichever instance took the press), else a closed tab or a lost
   * connection, and the reply goes on to be saved whole.
   */
  async function stopIfAsked(chatId: string, at: Date, controller: AbortController): Promise<void> {
    try {
      const [row] = await db.select({ stopAt: chats.replyStopAt }).from(chats).where(eq(chats.id, chatId));
      if (row?.stopAt && row.stopAt.getTime() === at.getTime()) controller.abort();
    } catch (error) {
      deps.logger.warn({ err: error, chatId }, 'could not read whether the reply was stopped');
    }
  }

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
   * Careful mode: on for the account (docs/safety.md#careful-mode-on-the-account: started by a
   * disclosure in any chat, kept when that chat is deleted, ended only by the user), a safety note kept
   * from before the account held it, or a disclosure still in view in this chat (after the user ended
   * careful mode, the words on the screen still say it). An ambiguous sign that the coach asked about
   * is not a disclosure: the answer to the question decides. The categories come from the visible
   * history and the account (what kind of danger, never the words).
   */
  function chatSafety(
    chatId: string,
    recent: { role: string; content: string }[],
    notes: CoachNote[],
    account: AccountSafety | null,
  ): ChatSafety {
    const categories = new Set<SafetyCategory>();
    let disclosedHere = false;
    for (const m of recent) {
      if (m.role !== 'user') continue;
      const assessment = deps.safety.assess(m.content);
      if (assessment.level !== 'crisis') continue;
      disclosedHere = true;
      for (const c of assessment.categories) categories.add(c);
    }
    if (account && account.kind !== 'unspecified') categories.add(account.kind);
    const here =
      disclosedHere || account?.chatId === chatId || notes.some((n) => n.kind === 'safety' && n.thisChat);
    const earlier = account !== null || notes.some((n) => n.kind === 'safety' && !n.thisChat);
    if (!here && !earlier) return NOT_CAREFUL;
    return { careful: true, since: here ? 'this-chat' : 'earlier-chat', categories: [...categories] };
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
    usage?: Usage,
    options: ReplyOptions = {},
  ): Promise<ChatStream> {
    runs.set(chatId, runAt);
    const stop = new AbortController();
    stops.set(chatId, { at: runAt, controller: stop });
    const forgetStop = () => {
      if (stops.get(chatId)?.controller === stop) stops.delete(chatId);
    };
    options.signal?.addEventListener('abort', () => void stopIfAsked(chatId, runAt, stop), { once: true });
    let ended: Promise<void> | undefined;
    const end = () => (ended ??= endRun(chatId, runAt));
    const context = async () => {
      const recent = (await records.recentMessages(db, chatId, CONTEXT_MESSAGES + 1)).filter(
        (m) => m.id !== userMessage.id && m.role !== 'scripture' && m.id < userMessage.id,
      );
      const history = recent.map((m) => ({
        role: m.role === 'user' ? ('user' as const) : ('coach' as const),
        content: cutLongTokens(m.content),
      }));
      const [{ notes, userName }, account] = await Promise.all([
        deps.memory.recall(caller.userId, chatId),
        deps.memory.safetyState(caller.userId),
      ]);
      const shown = await records.shownBefore(db, chatId, userMessage.id);
      return {
        history,
        // Journey notes are a premium feature; a safety note kept from before careful mode moved to the
        // account still reaches every plan's coach.
        memory: planFor(caller.role).role === 'premium' ? notes : notes.filter((n) => n.kind === 'safety'),
        safety: chatSafety(chatId, recent, notes, account),
        userName,
        // The history above is bounded; "never the same reply twice" covers the whole chat.
        alreadySaid: shown.reply,
        sentenceSaid: shown.sentence,
        shownVerses: shown.verses,
        coachRepliesBefore: shown.replies,
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
            usage: usage ? async () => usage : () => readUsage(db, caller.userId, caller.role, now()),
            endRun: end,
            stop: stop.signal,
            ...(options.paceMs ? { paceMs: options.paceMs } : {}),
          }).finally(() => {
            forgetStop();
            return end();
          }),
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
    region: Region | null = null,
  ): Promise<ChatStream> {
    const [userName, earlierReplies, lastSafetyReply] = await Promise.all([
      deps.memory.userName(caller.userId),
      records.safetyReplies(db, chatId, userMessage.id),
      records.lastSafetyReply(db, chatId, userMessage.id),
    ]);
    const reply = await records.insertMessage(db, {
      chatId,
      userId: caller.userId,
      role: 'coach',
      content: deps.safety.reply(assessment, userName, {
        message: userMessage.content,
        earlierReplies,
        region,
        ...(lastSafetyReply ? { lastSafetyReply } : {}),
      }),
      replyTo: userMessage.id,
      flag: 'safety',
      at: now(),
    });
    // After a disclosure every chat stays careful until the user ends it: a question asked about an
    // uncertain sign does not start it (its answer decides). The account keeps no words.
    if (assessment.level === 'crisis') {
      await deps.memory
        .startCareful(caller.userId, chatId, assessment.categories[0] ?? 'unspecified', now())
        .catch((error: unknown) => {
          deps.logger.warn({ err: error }, 'could not start careful mode on the account');
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

  /** Counts one urgent message of the account's day; false once the day's bound is passed. */
  async function mayStoreUrgent(userId: string): Promise<boolean> {
    return (await hit(db, `${URGENT_STORED_RULE.name}|${userId}`, URGENT_STORED_RULE, now().getTime())) === 0;
  }

  /**
   * The safety reply to an urgent message beyond the day's bound: streamed exactly as a stored one is,
   * so the person sees the help, but neither message is written (they are gone on the next reload).
   */
  async function unstoredSafetyReply(
    caller: Caller,
    title: string,
    content: string,
    assessment: SafetyAssessment,
  ): Promise<ChatStream> {
    const at = now().toISOString();
    const userMessage: ChatMessage = {
      id: newId(),
      role: 'user',
      content,
      reference: null,
      flag: null,
      createdAt: at,
    };
    const reply: ChatMessage = {
      id: newId(),
      role: 'coach',
      content: deps.safety.reply(assessment, await deps.memory.userName(caller.userId), {
        message: content,
        // Today's bound was passed: at least that many safety replies came before (the short form).
        earlierReplies: URGENT_STORED_PER_DAY,
      }),
      reference: null,
      flag: 'safety',
      createdAt: at,
    };
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

  return {
    countRun,
    assessInChat,
    mayStoreUrgent,
    unstoredSafetyReply,
    replyTo,
    resend,
    safetyReply,
    /**
     * Stop pressed for the chat's reply: marked on the chat row for the run being written (so the
     * instance writing it stops when the browser's request ends), and stopped at once when that
     * instance is this one. False when no reply is being written.
     */
    async stopRun(chatId: string): Promise<boolean> {
      const [row] = await db
        .update(chats)
        .set({ replyStopAt: sql`${chats.replyRunAt}` })
        .where(and(eq(chats.id, chatId), isNotNull(chats.replyRunAt)))
        .returning({ at: chats.replyRunAt });
      const here = stops.get(chatId);
      if (here && row?.at && here.at.getTime() === row.at.getTime()) here.controller.abort();
      return row !== undefined;
    },

    /** A run this instance knows has ended but could not release yet (see claimReplyRun's `ended`). */
    unreleasedRun: (chatId: string) => unreleased.get(chatId),

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

export type ReplyStreams = ReturnType<typeof createReplyStreams>;
