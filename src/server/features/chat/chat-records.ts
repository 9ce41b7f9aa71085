// Reading and writing chats and messages with their text sealed. Every query is scoped by the owner,
// so another user's id finds nothing (a 404), never their data.
import { createHmac } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { ChatMessage, ChatSummary } from '#shared/chat.ts';
import type { Database } from '#server/db/client.ts';
import { chats, messages } from '#server/db/schema.ts';
import { notFound } from '#server/http/app-error.ts';
import type { TextCipher } from '#server/lib/crypto.ts';
import { newId } from '#server/lib/ids.ts';
import { sentenceKeys } from '#server/lib/sentences.ts';
import {
  chatListQueries,
  firstChatPageWithSessionQuery,
  MESSAGE_VIEW,
  ownedChatQuery,
  recentMessagesQuery,
  shownBeforeQuery,
} from './chat-reads.ts';

type ChatRow = typeof chats.$inferSelect;
type MessageRow = typeof messages.$inferSelect;
type NewMessage = Pick<MessageRow, 'chatId' | 'userId' | 'role'> &
  Partial<Pick<MessageRow, 'reference' | 'replyTo' | 'flag' | 'counted' | 'stopped'>> & {
    content: string;
    at: Date;
  };

export const chatContext = (id: string) => `chats:${id}`;
export const messageContext = (id: string) => `messages:${id}`;

type MessageView = Pick<MessageRow, keyof typeof MESSAGE_VIEW>;
/** A chat list row, from a query (Dates) or from json_agg (ISO strings). */
type SummaryRow = Pick<ChatRow, 'id' | 'titleEnc'> & { createdAt: Date | string; updatedAt: Date | string };

/** 64 bits of HMAC-SHA256: no two replies of one chat share one by chance. */
const FINGERPRINT_HEX = 16;

/**
 * `fingerprintKey` keys the fingerprints of coach replies; code that only reads messages (checks,
 * tools) can leave it out, and then writes none.
 */
export function createChatRecords(cipher: TextCipher, fingerprintKey?: Buffer) {
  const replyFingerprint = (text: string): string | null =>
    fingerprintKey
      ? createHmac('sha256', fingerprintKey)
          .update(text.replace(/\s+/g, ' ').trim())
          .digest('hex')
          .slice(0, FINGERPRINT_HEX)
      : null;

  const sentencePrints = (text: string): string | null =>
    fingerprintKey
      ? sentenceKeys(text)
          .map((key) => replyFingerprint(key))
          .join(' ') || null
      : null;

  const toSummary = (row: SummaryRow): ChatSummary => ({
    id: row.id,
    title: cipher.decrypt(row.titleEnc, chatContext(row.id)),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  });

  /** A page of `limit` chats from `limit + 1` rows; the extra row says another page follows. */
  const chatPage = (rows: SummaryRow[], limit: number) => {
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      chats: page.map(toSummary),
      nextCursor: rows.length > limit && last ? `${new Date(last.updatedAt).toISOString()}|${last.id}` : null,
    };
  };

  const toMessage = (row: MessageView): ChatMessage => ({
    id: row.id,
    role: row.role,
    content: cipher.decrypt(row.contentEnc, messageContext(row.id)),
    reference: row.reference,
    flag: row.flag,
    createdAt: new Date(row.createdAt).toISOString(),
    ...(row.edits > 0 ? { edited: true } : {}),
    ...(row.stopped ? { stopped: true } : {}),
  });

  const messageRow = (values: NewMessage) => {
    // Ids are time-ordered; a reply saved in the same millisecond as its message still sorts after it.
    const id = newId(values.at.getTime());
    return {
      id,
      chatId: values.chatId,
      userId: values.userId,
      role: values.role,
      contentEnc: cipher.encrypt(values.content, messageContext(id)),
      reference: values.reference ?? null,
      replyTo: values.replyTo ?? null,
      flag: values.flag ?? null,
      fingerprint: values.role === 'coach' ? replyFingerprint(values.content) : null,
      sentencePrints: values.role === 'coach' ? sentencePrints(values.content) : null,
      counted: values.counted ?? true,
      stopped: values.stopped ?? false,
      createdAt: values.at,
    };
  };

  return {
    toSummary,
    toMessage,

    async ownedChat(db: Database, userId: string, chatId: string): Promise<ChatRow> {
      const [row] = await ownedChatQuery(db).execute({ chatId, userId });
      if (!row) throw notFound('Conversation not found.');
      return row;
    },

    async hasChat(db: Database, userId: string): Promise<boolean> {
      const [row] = await db.select({ id: chats.id }).from(chats).where(eq(chats.userId, userId)).limit(1);
      return row !== undefined;
    },

    async insertChat(db: Database, userId: string, title: string, now: Date): Promise<ChatRow> {
      const id = newId(now.getTime());
      const [row] = await db
        .insert(chats)
        .values({
          id,
          userId,
          titleEnc: cipher.encrypt(title, chatContext(id)),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return row!;
    },

    sealTitle: (chatId: string, title: string) => cipher.encrypt(title, chatContext(chatId)),
    openTitle: (chatId: string, titleEnc: string) => cipher.decrypt(titleEnc, chatContext(chatId)),
    /** A message's new words (an edit), sealed to its id as the first ones were. */
    sealMessage: (messageId: string, content: string) => cipher.encrypt(content, messageContext(messageId)),

    async insertMessage(db: Database, values: NewMessage): Promise<ChatMessage> {
      const [row] = await db.insert(messages).values(messageRow(values)).returning(MESSAGE_VIEW);
      return toMessage(row!);
    },

    /** Several messages in one statement (a reply and its verse), returned in the order given. */
    async insertMessages(db: Database, values: NewMessage[]): Promise<ChatMessage[]> {
      const rows = values.map(messageRow);
      const returned = await db.insert(messages).values(rows).returning(MESSAGE_VIEW);
      const saved = new Map(returned.map((row) => [row.id, row]));
      return rows.map((row) => toMessage(saved.get(row.id)!));
    },

    /**
     * Stores a user message under the browser's send key, or nothing when the user already has a
     * message with that key (null): the unique index on (user_id, client_id) decides, so two sends of
     * one key racing on two instances still store one message.
     */
    async insertKeyedMessage(db: Database, values: NewMessage & { clientId: string }) {
      const [row] = await db
        .insert(messages)
        .values({ ...messageRow(values), clientId: values.clientId })
        .onConflictDoNothing({ target: [messages.userId, messages.clientId] })
        .returning(MESSAGE_VIEW);
      return row ? toMessage(row) : null;
    },

    /** The user's message sent under `clientId`, in whichever chat, with its chat id. */
    async messageByClientId(db: Database, userId: string, clientId: string) {
      const [row] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.userId, userId), eq(messages.clientId, clientId)));
      return row ? { chatId: row.chatId, message: toMessage(row) } : null;
    },

    /** The saved replies to a user message (the coach's words and its verse), oldest first. */
    async repliesTo(db: Database, chatId: string, messageId: string): Promise<ChatMessage[]> {
      const rows = await db
        .select(MESSAGE_VIEW)
        .from(messages)
        .where(and(eq(messages.chatId, chatId), eq(messages.replyTo, messageId)))
        .orderBy(asc(messages.id));
      return rows.map(toMessage);
    },

    /** The chat list, newest activity first, by keyset pages (cursor: "<updatedAt ISO>|<id>"). */
    async listChats(db: Database, userId: string, limit: number, cursor?: string) {
      const [at, id] = cursor?.split('|') ?? [];
      const after = at && id ? new Date(at) : null;
      const queries = chatListQueries(db);
      const rows =
        after && !Number.isNaN(after.getTime())
          ? await queries.after.execute({ userId, limit: limit + 1, at: after.toISOString(), id })
          : await queries.first.execute({ userId, limit: limit + 1 });
      return chatPage(rows, limit);
    },

    /**
     * The first page of the chat list of the session with this token, read with the session in one
     * statement; null when the session is gone or expired.
     */
    async firstChatPageWithSession(db: Database, token: string, limit: number) {
      const found = await firstChatPageWithSessionQuery(db)(token, { limit: limit + 1 });
      return found && { session: found.session, page: chatPage(found.read, limit) };
    },

    /** A page of messages before `before` (newest page by default), returned oldest first. */
    async listMessages(db: Database, chatId: string, limit: number, before?: string) {
      const rows = await db
        .select(MESSAGE_VIEW)
        .from(messages)
        .where(and(eq(messages.chatId, chatId), before ? lt(messages.id, before) : undefined))
        .orderBy(desc(messages.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit).reverse();
      return {
        messages: page.map(toMessage),
        nextBefore: rows.length > limit && page[0] ? page[0].id : null,
      };
    },

    /** The last `limit` messages, oldest first: the coach's view of this conversation. */
    async recentMessages(db: Database, chatId: string, limit: number): Promise<ChatMessage[]> {
      const rows = await recentMessagesQuery(db).execute({ chatId, limit });
      return rows.reverse().map(toMessage);
    },

    /**
     * What the chat showed before `beforeId`, from one indexed query with no decryption however long the
     * chat: whether it already holds a coach reply, or a sentence of one (by their fingerprints), and
     * the references of the verses shown, oldest first.
     */
    async shownBefore(
      db: Database,
      chatId: string,
      beforeId: string,
    ): Promise<{
      reply: (text: string) => boolean;
      sentence: (s: string) => boolean;
      verses: string[];
      /** How many coach replies came before. */
      replies: number;
    }> {
      const rows = await shownBeforeQuery(db).execute({ chatId, beforeId });
      const replies = rows.filter((row) => row.role === 'coach');
      const said = new Set(replies.map((row) => row.fingerprint));
      const sentences = new Set(replies.flatMap((row) => row.sentences?.split(' ') ?? []));
      return {
        reply: (text) => said.has(replyFingerprint(text)),
        sentence: (sentence) => {
          const keys = sentenceKeys(sentence);
          return keys.length > 0 && keys.every((key) => sentences.has(replyFingerprint(key) ?? ''));
        },
        verses: rows.flatMap((row) => (row.role === 'scripture' && row.reference ? [row.reference] : [])),
        replies: replies.length,
      };
    },

    /** How many safety replies the chat holds before `beforeId`. */
    async safetyReplies(db: Database, chatId: string, beforeId: string): Promise<number> {
      const rows = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.chatId, chatId), eq(messages.flag, 'safety'), lt(messages.id, beforeId)));
      return rows.length;
    },

    /** The latest safety reply before `beforeId`, decrypted: the next one does not repeat its lines. */
    async lastSafetyReply(db: Database, chatId: string, beforeId: string): Promise<string | null> {
      const [row] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.chatId, chatId), eq(messages.flag, 'safety'), lt(messages.id, beforeId)))
        .orderBy(desc(messages.id))
        .limit(1);
      return row ? toMessage(row).content : null;
    },

    /** Whether the chat holds a user message at all (its id alone is read). */
    async hasAnyUserMessage(db: Database, chatId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.chatId, chatId), eq(messages.role, 'user')))
        .limit(1);
      return row !== undefined;
    },

    async lastUserMessage(db: Database, chatId: string): Promise<MessageRow | undefined> {
      const [row] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.chatId, chatId), eq(messages.role, 'user')))
        .orderBy(desc(messages.id))
        .limit(1);
      return row;
    },

    /** Whether the chat has a user message before (or after) `messageId`. */
    async hasUserMessage(
      db: Database,
      chatId: string,
      side: 'before' | 'after',
      messageId: string,
    ): Promise<boolean> {
      const [row] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(
            eq(messages.chatId, chatId),
            eq(messages.role, 'user'),
            side === 'before' ? lt(messages.id, messageId) : gt(messages.id, messageId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * What a search reads: the owner's newest `chatLimit` chats with their titles opened, and the newest
     * `messageLimit` of their users' and coach's messages opened (verses are the Bible's words, not the
     * conversation's), newest first. Only the owner's rows: the user id is in both queries.
     */
    async searchable(db: Database, userId: string, chatLimit: number, messageLimit: number) {
      const chatRows = await chatListQueries(db).first.execute({ userId, limit: chatLimit });
      const ids = chatRows.map((row) => row.id);
      const messageRows =
        ids.length === 0
          ? []
          : await db
              .select({ id: messages.id, chatId: messages.chatId, contentEnc: messages.contentEnc })
              .from(messages)
              .where(
                and(
                  eq(messages.userId, userId),
                  inArray(messages.chatId, ids),
                  inArray(messages.role, ['user', 'coach']),
                ),
              )
              .orderBy(desc(messages.id))
              .limit(messageLimit);
      return {
        chats: chatRows.map(toSummary),
        messages: messageRows.map((row) => ({
          chatId: row.chatId,
          content: cipher.decrypt(row.contentEnc, messageContext(row.id)),
        })),
      };
    },

    /** Every chat of the user with all its messages, oldest first: their part of "Download my data". */
    async exportAll(db: Database, userId: string) {
      const chatRows = await db
        .select()
        .from(chats)
        .where(eq(chats.userId, userId))
        .orderBy(asc(chats.createdAt), asc(chats.id));
      const messageRows = await db
        .select()
        .from(messages)
        .where(eq(messages.userId, userId))
        .orderBy(asc(messages.id));
      return chatRows.map((chat) => ({
        ...toSummary(chat),
        messages: messageRows.filter((m) => m.chatId === chat.id).map(toMessage),
      }));
    },

    /**
     * Locks a user message and tells whether `attempt` is still its current reply attempt: false once
     * "Regenerate" has asked for another one (or the message is gone with its chat).
     */
    async isCurrentAttempt(tx: Database, messageId: string, attempt: number): Promise<boolean> {
      const [row] = await tx
        .select({ attempts: messages.replyAttempts })
        .from(messages)
        .where(eq(messages.id, messageId))
        .for('update');
      return row?.attempts === attempt;
    },

    /** Removes what came after a message (the replies that "Regenerate" replaces). */
    async deleteAfter(db: Database, chatId: string, messageId: string): Promise<void> {
      await db.delete(messages).where(and(eq(messages.chatId, chatId), gt(messages.id, messageId)));
    },
  };
}

export type ChatRecords = ReturnType<typeof createChatRecords>;
