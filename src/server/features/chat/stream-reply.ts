// One reply, from the coach to the database, mirrored to the browser while it is connected. It runs
// to the end even if the browser leaves: the reply is saved and appears on the next load.
import { type ChatMessage, type Usage } from '#shared/chat.ts';
import type { Database } from '#server/db/client.ts';
import { isDatabaseUnavailable } from '#server/db/unavailable.ts';
import { cutLongTokens } from '#server/lib/bounded-text.ts';
import type { Logger } from '#server/lib/logger.ts';
import { asWorkThatCanWait } from '#server/lib/work-order.ts';
import {
  type ChatSafety,
  type CoachNote,
  type CoachProvider,
  type CoachResult,
  type CoachTurn,
  type MemoryStore,
  nameNote,
} from '#server/ports/coach.ts';
import type { ChatRecords } from './chat-records.ts';
import type { ChatStreamWriter } from './event-stream.ts';
import { OFFLINE_NOTE, runReply, type RunnerDeps } from './reply-runner.ts';

export const CONNECTION_FAILED =
  'Connection Failed: Could not connect to the AI service. Please try again later.';
/**
 * The last part of a reply whose database went away while it was being written (its context could not
 * be read or the reply could not be saved): the AI service was never the problem.
 */
export const DATABASE_LOST =
  'Service Unavailable: Peace Coach could not reach its database to finish this reply. Your message is kept; please try again in a moment.';
/** The last part of a reply the server stopped writing because it is shutting down. */
export const REPLY_CUT_SHORT =
  'Reply Interrupted: The server restarted before this reply was finished. Please press "Regenerate response" to try again.';

export interface StreamReplyInput {
  deps: {
    db: Database;
    records: ChatRecords;
    coach: CoachProvider;
    fallback: CoachProvider | null;
    memory: MemoryStore;
    logger: Logger;
    retryDelaysMs: readonly number[];
    sleep: (ms: number) => Promise<void>;
    now: () => Date;
    countOps?: RunnerDeps['countOps'];
  };
  /** Writes a part to the browser while it is connected; dropped once it has gone. */
  write: ChatStreamWriter;
  caller: { userId: string; role: unknown };
  chatId: string;
  userMessage: ChatMessage;
  title: string;
  attempt: number;
  /**
   * What the coach needs besides the message, read once the stream has started: the message is
   * already saved and answered 200, so a failure here (the database going away) must become the
   * stream's error part, not an error response for a message that was kept.
   */
  context: () => Promise<ReplyContext>;
  usage: () => Promise<Usage>;
  /**
   * Frees the chat for the next run (never throws). Called before the stream's last parts: a browser
   * that sends again as soon as it has read them must not be told a reply is still being written.
   */
  endRun: () => Promise<void>;
  /**
   * Aborted when the user pressed Stop: what was written so far is saved, marked stopped, and the
   * stream ends. Not in careful mode, whose replies carry the way to help: those are written whole.
   */
  stop?: AbortSignal;
  /** The runner's pace (RunnerDeps.paceMs): for browser tests of Stop, never in production. */
  paceMs?: number;
}

export interface ReplyContext {
  history: CoachTurn[];
  memory: CoachNote[];
  safety: ChatSafety;
  userName: string | null;
  alreadySaid: (text: string) => boolean;
  sentenceSaid: (sentence: string) => boolean;
  shownVerses: string[];
  coachRepliesBefore: number;
}

export async function streamReply(input: StreamReplyInput): Promise<void> {
  const { deps, write, caller, chatId, userMessage } = input;
  // Each try of the provider writes its own text part: a client that keeps parts (the AI SDK's) must
  // never join a failed try's words with the retry's. Ids: "<message id>:<attempt>:<try>".
  let tries = 0;
  let textId = `${userMessage.id}:${input.attempt}:${tries}`;
  write({ type: 'start' });
  write({ type: 'data-user-message', data: { message: userMessage, title: input.title } });
  write({ type: 'start-step' });
  write({ type: 'text-start', id: textId });
  /** What the browser has been shown of the current try: what a stop keeps. */
  let shown = '';
  /** Stopped: the run goes on winding down unheard, and writes nothing more. */
  let halted = false;
  let onStop: (() => void) | undefined;
  try {
    const context = await input.context();
    const controller = new AbortController();
    const stop = context.safety.careful ? undefined : input.stop;
    const stopped = new Promise<'stopped'>((resolve) => {
      if (!stop) return;
      onStop = () => {
        controller.abort(new Error('The user stopped the reply.'));
        resolve('stopped');
      };
      if (stop.aborted) onStop();
      else stop.addEventListener('abort', onStop, { once: true });
    });
    const running = runReply(
      {
        coach: deps.coach,
        fallback: deps.fallback,
        retryDelaysMs: deps.retryDelaysMs,
        sleep: deps.sleep,
        logger: deps.logger,
        ...(deps.countOps ? { countOps: deps.countOps } : {}),
        ...(input.paceMs ? { paceMs: input.paceMs } : {}),
      },
      {
        userId: caller.userId,
        chatId,
        userName: context.userName,
        message: cutLongTokens(userMessage.content),
        history: context.history,
        memory: context.memory,
        safety: context.safety,
        attempt: input.attempt,
        alreadySaid: context.alreadySaid,
        sentenceSaid: context.sentenceSaid,
        shownVerses: context.shownVerses,
        coachRepliesBefore: context.coachRepliesBefore,
        signal: controller.signal,
      },
      (event) => {
        if (halted) return;
        if (event.type === 'text-delta') {
          shown += event.delta;
          write({ type: 'text-delta', id: textId, delta: event.delta });
          return;
        }
        if (event.type === 'replace') {
          shown = event.text;
          // An unsafe reply was stopped: the browser shows `text` instead of what it had. The saved
          // reply (data-reply) carries the same text, so the part itself need not be kept.
          write({ type: 'data-replace', data: { text: event.text }, transient: true });
          return;
        }
        shown = '';
        write({ type: 'text-end', id: textId });
        write({ type: 'data-retry', data: { attempt: event.attempt }, transient: true });
        textId = `${userMessage.id}:${input.attempt}:${++tries}`;
        write({ type: 'text-start', id: textId });
      },
    );
    const outcome = await Promise.race([running, stopped]);
    write({ type: 'text-end', id: textId });
    if (outcome === 'stopped') {
      halted = true;
      // The run ends on its own once it sees the abort; nothing of it is awaited or reported.
      running.catch(() => undefined);
      await asWorkThatCanWait(() => saveStopped(input, shown));
      return;
    }
    const { result, offline } = outcome;

    // The words are written. Saving them can wait for work someone is waiting on, such as another
    // message's first words (db/turns.ts); the stream ends once it is done.
    await asWorkThatCanWait(() => saveReply(input, result, offline));
  } catch (error) {
    const databaseLost = isDatabaseUnavailable(error);
    if (databaseLost) deps.logger.warn({ err: error, chatId }, 'reply failed: database unavailable');
    else deps.logger.error({ err: error, chatId }, 'reply failed');
    await input.endRun();
    write({ type: 'error', errorText: databaseLost ? DATABASE_LOST : CONNECTION_FAILED });
  } finally {
    if (onStop) input.stop?.removeEventListener('abort', onStop);
  }
}

/**
 * Saves what the user saw before pressing Stop, marked stopped (with the offline mark if the built-in
 * coach was standing in), and ends the stream. Nothing shown yet: nothing is saved, and the message
 * stands answered by nothing, as after a failure; it was counted when it was accepted, once.
 */
async function saveStopped(input: StreamReplyInput, shown: string): Promise<void> {
  const { deps, write, caller, chatId, userMessage } = input;
  const text = shown.trim();
  const usage = await input.usage();
  const saved =
    text === '' || text === OFFLINE_NOTE.trim()
      ? null
      : await deps.db.transaction(async (tx) => {
          if (!(await deps.records.isCurrentAttempt(tx, userMessage.id, input.attempt))) return null;
          return deps.records.insertMessages(tx, [
            {
              chatId,
              userId: caller.userId,
              role: 'coach' as const,
              content: text,
              replyTo: userMessage.id,
              flag: shown.startsWith(OFFLINE_NOTE) ? ('offline' as const) : null,
              stopped: true,
              at: deps.now(),
            },
          ]);
        });
  await input.endRun();
  write({ type: 'data-reply', data: { messages: saved ?? [], usage } });
  write({ type: 'finish-step' });
  write({ type: 'finish' });
}

/** Saves a written reply (and what the coach learned from it), frees the chat and ends the stream. */
async function saveReply(input: StreamReplyInput, result: CoachResult, offline: boolean): Promise<void> {
  const { deps, write, caller, chatId, userMessage } = input;
  // Read before saving, not after: once the reply is saved, nothing may fail and make the stream say
  // it was not (the reply does not change the month's usage, so this is the same number).
  const usage = await input.usage();
  const saved = await deps.db.transaction(async (tx) => {
    // The user reloaded and pressed "Regenerate" while this reply was still being written: the
    // newer attempt's reply is the one to keep.
    if (!(await deps.records.isCurrentAttempt(tx, userMessage.id, input.attempt))) return null;
    const at = deps.now();
    const reply = {
      chatId,
      userId: caller.userId,
      role: 'coach' as const,
      content: result.text,
      replyTo: userMessage.id,
      flag: offline ? ('offline' as const) : null,
      at,
    };
    const verse = result.scripture && {
      chatId,
      userId: caller.userId,
      role: 'scripture' as const,
      content: result.scripture.text,
      reference: result.scripture.reference,
      replyTo: userMessage.id,
      at,
    };
    return deps.records.insertMessages(tx, verse ? [reply, verse] : [reply]);
  });
  await input.endRun();
  if (!saved) {
    // Nothing was saved: an empty reply tells a browser still listening to reload the conversation.
    write({ type: 'data-reply', data: { messages: [], usage } });
    write({ type: 'finish-step' });
    write({ type: 'finish' });
    return;
  }
  // A name the user gave is a memory note like the others (encrypted, shown in Settings, deletable,
  // gone with the chat that created it), stored for every plan when none is set.
  const notes = [...result.memoryNotes];
  if (result.extractedName && !notes.some((note) => note.kind === 'name')) {
    notes.push(nameNote(result.extractedName.slice(0, 60)));
  }
  if (notes.length > 0) {
    await deps.memory.remember(caller.userId, chatId, notes).catch((error: unknown) => {
      deps.logger.warn({ err: error }, 'could not save coach memory');
    });
  }
  write({ type: 'data-reply', data: { messages: saved, usage } });
  write({ type: 'finish-step' });
  write({ type: 'finish' });
}
