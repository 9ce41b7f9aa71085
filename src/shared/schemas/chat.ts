import { z } from 'zod';
import { isSingleLine, SINGLE_LINE_MESSAGE, singleLine } from './text.ts';

export const MESSAGE_MAX = 8_000;
export const TITLE_MAX = 100;

/**
 * The key the browser chooses for one message (crypto.randomUUID()), sent again with every retry of it:
 * the server stores a message once per key (docs/product/rulings.md#sending-when-the-connection-fails).
 * Letters, digits and dashes, as a UUID is, so a key never carries anything else into the database.
 */
export const CLIENT_ID = /^[A-Za-z0-9-]{8,64}$/;

const messageContent = z
  .string()
  .trim()
  .min(1, 'Please write a message first.')
  .max(MESSAGE_MAX, `Please keep a message under ${MESSAGE_MAX.toLocaleString('en-GB')} characters.`);

/**
 * The browser's language and time zone, sent with a message so a safety reply gives the person's own
 * country's helplines first (src/shared/region.ts); never stored. Anything odd is dropped, not refused:
 * a reply must never fail for it.
 */
const whereabouts = z
  .object({
    language: z.string().max(35).optional().catch(undefined),
    timeZone: z.string().max(64).optional().catch(undefined),
  })
  .optional()
  .catch(undefined);

export const sendMessageSchema = z.object({
  content: messageContent,
  /** Optional: older clients send none, and each of their sends is a new message. */
  clientId: z.string().regex(CLIENT_ID, 'Please reload the page and send your message again.').optional(),
  where: whereabouts,
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** Edit and resend: the last message's new words, under the same rules as a send's. */
export const editMessageSchema = z.object({ content: messageContent, where: whereabouts });
export type EditMessageInput = z.input<typeof editMessageSchema>;

export const renameChatSchema = z.object({
  title: singleLine()
    .min(1, 'Please enter a title.')
    .max(TITLE_MAX, `Please keep the title under ${TITLE_MAX} characters.`),
});
export type RenameChatInput = z.input<typeof renameChatSchema>;

/**
 * A chat list cursor as the server writes it: "<updatedAt as toISOString()>|<chat id>". The time must
 * be one PostgreSQL can hold (years 1 to 9999 here): year 0, or a six-digit year, failed in the
 * database instead of here.
 */
const CHAT_CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|[\w-]{1,100}$/;
const isChatCursor = (cursor: string) => {
  const at = CHAT_CURSOR.exec(cursor)?.[1];
  if (!at || at.startsWith('0000')) return false;
  const time = new Date(at);
  // The round trip refuses a date that does not exist (31 February) rather than rolling it over.
  return !Number.isNaN(time.getTime()) && time.toISOString() === at;
};

export const listChatsQuerySchema = z.object({
  cursor: z
    .string()
    .max(200)
    .refine(isChatCursor, 'Please reload the page to see your conversations.')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** Longer than any title, shorter than anything a person types into a search box (linear matching anyway). */
export const SEARCH_QUERY_MAX = 100;

/** Search over one's own conversations: the words to find, in titles and in what was said. */
export const searchChatsQuerySchema = z.object({
  // One line, as a search box is: a pasted line break is refused with the single-line message.
  q: z
    .string({ error: 'Please type a word to search for.' })
    .trim()
    .refine(isSingleLine, SINGLE_LINE_MESSAGE)
    .min(1, 'Please type a word to search for.')
    .max(SEARCH_QUERY_MAX, `Please search for fewer than ${SEARCH_QUERY_MAX} characters.`),
});
export type SearchChatsInput = z.input<typeof searchChatsQuerySchema>;

export const listMessagesQuerySchema = z.object({
  before: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
