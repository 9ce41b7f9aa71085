// The reads made on every visit to the chat screen and with every message: the chat list, and a send's
// chat, recent messages and what it showed before. Each is built once per database handle (on
// PostgreSQL also planned once per connection, as a named prepared statement); a transaction builds its
// own. chat-records.ts opens what they read.
import { and, asc, desc, eq, isNotNull, lt, or, placeholder, sql } from 'drizzle-orm';
import { prepareSessionWith } from '#server/auth/session-lookup.ts';
import type { Database } from '#server/db/client.ts';
import { chats, messages } from '#server/db/schema.ts';

/**
 * What a message shows (toMessage): the columns read wherever messages are listed or returned, and no
 * more. The rest (fingerprints, send key, attempts) is read only where a rule needs it: every column
 * costs parsing and mapping on every row, and a send reads about thirty rows.
 */
export const MESSAGE_VIEW = {
  id: messages.id,
  role: messages.role,
  contentEnc: messages.contentEnc,
  reference: messages.reference,
  flag: messages.flag,
  createdAt: messages.createdAt,
  edits: messages.edits,
  stopped: messages.stopped,
};
/** The newest page of a user's chats, and the page after a cursor (same order, keyset). */
function prepareChatList(db: Database) {
  const summary = {
    id: chats.id,
    titleEnc: chats.titleEnc,
    createdAt: chats.createdAt,
    updatedAt: chats.updatedAt,
  };
  const newestFirst = [desc(chats.updatedAt), desc(chats.id)] as const;
  const at = placeholder('at');
  return {
    first: db
      .select(summary)
      .from(chats)
      .where(eq(chats.userId, placeholder('userId')))
      .orderBy(...newestFirst)
      .limit(placeholder('limit'))
      .prepare('chat_list_first'),
    after: db
      .select(summary)
      .from(chats)
      .where(
        and(
          eq(chats.userId, placeholder('userId')),
          or(lt(chats.updatedAt, at), and(eq(chats.updatedAt, at), lt(chats.id, placeholder('id')))),
        ),
      )
      .orderBy(...newestFirst)
      .limit(placeholder('limit'))
      .prepare('chat_list_after'),
  };
}

/** A chat list row as json_agg gives it: the timestamps as ISO strings. */
export interface ChatSummaryJson {
  id: string;
  titleEnc: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * The chat screen's first read: the signed-in check and the first page of the chat list in one
 * statement (the same columns and order as `chat_list_first`, aggregated into one JSON column so the
 * session's columns are not repeated on every row).
 */
function prepareFirstChatPageWithSession(db: Database) {
  return prepareSessionWith(
    db,
    'chat_list_first_with_session',
    (userId) => sql<ChatSummaryJson[]>`(
      select coalesce(json_agg(page order by page."updatedAt" desc, page.id desc), '[]'::json)
      from (
        select ${chats.id} as id, ${chats.titleEnc} as "titleEnc", ${chats.createdAt} as "createdAt",
          ${chats.updatedAt} as "updatedAt"
        from ${chats}
        where ${chats.userId} = ${userId}
        order by ${chats.updatedAt} desc, ${chats.id} desc
        limit ${placeholder('limit')}
      ) page
    )`,
  );
}

/** A query built by `build` once for each database handle it is asked for. */
function oncePerHandle<Q>(build: (db: Database) => Q): (db: Database) => Q {
  const built = new WeakMap<Database, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}

export const chatListQueries = oncePerHandle(prepareChatList);
export const firstChatPageWithSessionQuery = oncePerHandle(prepareFirstChatPageWithSession);
export const ownedChatQuery = oncePerHandle((db) =>
  db
    .select()
    .from(chats)
    .where(and(eq(chats.id, placeholder('chatId')), eq(chats.userId, placeholder('userId'))))
    .prepare('owned_chat'),
);
export const recentMessagesQuery = oncePerHandle((db) =>
  db
    .select(MESSAGE_VIEW)
    .from(messages)
    .where(eq(messages.chatId, placeholder('chatId')))
    .orderBy(desc(messages.id))
    .limit(placeholder('limit'))
    .prepare('recent_messages'),
);
export const shownBeforeQuery = oncePerHandle((db) =>
  db
    .select({
      role: messages.role,
      fingerprint: messages.fingerprint,
      sentences: messages.sentencePrints,
      reference: messages.reference,
    })
    .from(messages)
    .where(
      and(
        eq(messages.chatId, placeholder('chatId')),
        lt(messages.id, placeholder('beforeId')),
        or(and(eq(messages.role, 'coach'), isNotNull(messages.fingerprint)), eq(messages.role, 'scripture')),
      ),
    )
    .orderBy(asc(messages.id))
    .prepare('shown_before'),
);
