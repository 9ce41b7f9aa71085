// Runs the scripted conversations through the real app (HTTP, database, safety check, memory, the
// configured coach) one after another, and collects what the user would have seen for every turn: the
// saved reply, its flag and its verse card. Scoring is separate (score-eval.ts), so it stays pure.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ChatMessage, StreamReplyData } from '#shared/chat.ts';
import { users } from '#server/db/schema.ts';
import { nameNote, type MemoryNoteInput } from '#server/ports/coach.ts';
import type { Services } from '#server/services.ts';
import type { TestApp } from '#server/test/app.ts';
import { cookieFrom, GOOD_PASSWORD, uniqueEmail } from '#server/test/auth-helpers.ts';
import { readParts } from '#server/test/read-stream.ts';
import { coachReading } from '../composer/reading.ts';
import { createScripture } from '../scripture/scripture.ts';
import type { MessageReading } from '../understanding/reading.ts';
import { carefulTurns, type LoadedConversation, type TurnExpectation } from './eval-conversation.ts';
import type { VerseCard } from './verse-fit.ts';

/** The parts of a test app the evaluation uses. */
export type EvalApp = Pick<TestApp, 'request' | 'database'> & { services: Pick<Services, 'coach'> };

export interface TurnResult {
  index: number;
  user: string;
  expect: TurnExpectation;
  /** Whether the turn must be careful (declared, or after a disclosure). */
  careful: boolean;
  reply: { text: string; flag: ChatMessage['flag']; verse: VerseCard | null };
  /** How the coach read the message, when the provider reports it (the built-in coach); else null. */
  reading: Pick<MessageReading, 'intent' | 'topic'> | null;
  /** Why no reply came (an error part, a failed request); null when one did. */
  error: string | null;
}

export interface ConversationResult {
  id: string;
  file: string;
  turns: TurnResult[];
}

/**
 * Reads a message as the built-in coach does: its intent, and the conversation's topic at that message
 * (the earlier user messages of the chat, oldest first, carry a subject through "ok" and "what do I say?").
 */
export type ReadMessage = (
  message: string,
  earlierUserMessages: readonly string[],
) => Pick<MessageReading, 'intent' | 'topic'>;

const scripture = createScripture();

/** The built-in coach's own reading (what it acts on), scored against the expected labels. */
export const builtInReader: ReadMessage = (message, earlier) => {
  const { reading, topic } = coachReading(message, earlier, scripture);
  return { intent: reading.intent, topic };
};

// The evaluation reaches the app only through `request` (a test app, or the command line's own app,
// which has no typed client), so the answers it reads are parsed by schema: just the parts it uses.
const signedUp = z.object({ user: z.object({ id: z.string() }) });
const createdChat = z.object({ chat: z.object({ id: z.string() }) });

interface EvalUser {
  userId: string;
  cookie: string;
}

export async function signUp(app: EvalApp, firstName: string): Promise<EvalUser> {
  const res = await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { email: uniqueEmail('eval'), password: GOOD_PASSWORD, firstName, lastName: 'Eval' },
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return { userId: signedUp.parse(await res.json()).user.id, cookie: cookieFrom(res) };
}

export async function makePremium(app: EvalApp, user: EvalUser): Promise<void> {
  // Memory is a Premium feature, and the people the coach must earn are paying ones.
  await app.database.db.update(users).set({ role: 'premium' }).where(eq(users.id, user.userId));
}

export async function newChatId(app: EvalApp, user: EvalUser): Promise<string> {
  const res = await app.request('/api/chats', { method: 'POST', headers: { cookie: user.cookie } });
  if (res.status !== 201) throw new Error(`could not create a chat: ${res.status} ${await res.text()}`);
  return createdChat.parse(await res.json()).chat.id;
}

/** A returning user: the notes are seeded as made in an earlier chat of theirs. */
async function seedMemory(app: EvalApp, user: EvalUser, conversation: LoadedConversation) {
  const notes: MemoryNoteInput[] = conversation.memory.map((n) => ({ kind: n.kind, text: n.text }));
  if (conversation.userName) notes.unshift(nameNote(conversation.userName));
  if (notes.length === 0) return;
  const earlier = await newChatId(app, user);
  await app.services.coach.memory.remember(user.userId, earlier, notes);
}

export async function sendTurn(
  app: EvalApp,
  user: EvalUser,
  chatId: string,
  content: string,
): Promise<{ reply: TurnResult['reply']; error: string | null }> {
  const empty = { text: '', flag: null, verse: null };
  const res = await app.request(`/api/chats/${chatId}/messages`, {
    method: 'POST',
    headers: { cookie: user.cookie },
    json: { content },
  });
  if (res.status !== 200) return { reply: empty, error: `HTTP ${res.status}: ${await res.text()}` };
  const parts = await readParts(res);
  const failed = parts.find((p) => p.type === 'error');
  if (failed) return { reply: empty, error: String(failed.errorText) };
  const data = parts.find((p) => p.type === 'data-reply')?.data as StreamReplyData | undefined;
  const coach = data?.messages.find((m) => m.role === 'coach');
  if (!coach) return { reply: empty, error: 'no reply was saved' };
  const card = data!.messages.find((m) => m.role === 'scripture');
  return {
    reply: {
      text: coach.content,
      flag: coach.flag,
      verse: card?.reference ? { reference: card.reference, text: card.content } : null,
    },
    error: null,
  };
}

export interface RunOptions {
  /** The built-in coach's reader, for intent and topic accuracy; null for a model. */
  read: ReadMessage | null;
  /** Called after each conversation, for progress output. */
  onConversation?: (result: ConversationResult) => void;
}

export async function runConversation(
  app: EvalApp,
  conversation: LoadedConversation,
  read: ReadMessage | null,
): Promise<ConversationResult> {
  const user = await signUp(app, conversation.userName ?? 'Sam');
  await makePremium(app, user);
  await seedMemory(app, user, conversation);
  const chatId = await newChatId(app, user);
  const careful = carefulTurns(conversation);
  const turns: TurnResult[] = [];
  for (const [index, turn] of conversation.turns.entries()) {
    const { reply, error } = await sendTurn(app, user, chatId, turn.user);
    const earlier = conversation.turns.slice(0, index).map((t) => t.user);
    const reading = read ? read(turn.user, earlier) : null;
    turns.push({
      index,
      user: turn.user,
      expect: turn.expect,
      careful: careful[index]!,
      reply,
      reading,
      error,
    });
  }
  return { id: conversation.id, file: conversation.file, turns };
}

/** Every conversation, in order, each by a new user in a new chat. */
export async function runEval(
  app: EvalApp,
  conversations: readonly LoadedConversation[],
  options: RunOptions,
): Promise<ConversationResult[]> {
  const results: ConversationResult[] = [];
  for (const conversation of conversations) {
    const result = await runConversation(app, conversation, options.read);
    options.onConversation?.(result);
    results.push(result);
  }
  return results;
}
