// Search over one's own conversations (docs/security.md#searching-ones-own-conversations). Titles and
// messages are sealed at rest, so nothing is indexed: each search reads the owner's newest chats and
// messages, opens them in memory, and forgets them with the answer. Every step is bounded: how many
// chats and messages are read, how long the query is, and the matching itself, which is linear in the
// text (Knuth-Morris-Pratt over folded text, never a pattern built from what the person typed).
import { CHAT_GREETING, type ChatSearchResult } from '#shared/chat.ts';
import type { Database } from '#server/db/client.ts';
import type { ChatRecords } from './chat-records.ts';

/** The newest chats whose titles and messages are read. */
export const SEARCH_CHATS = 200;
/** The newest messages read across those chats: about a year of daily talks at one exchange a day. */
export const SEARCH_MESSAGES = 1_000;
/** How many conversations an answer lists, newest activity first. */
export const SEARCH_RESULTS = 20;
/** The snippet: this many characters before the match and after its start (then cut at a word). */
const SNIPPET_BEFORE = 40;
const SNIPPET_AFTER = 90;

const MARKS = /\p{M}+/gu;

/** Case and accents left out: "Église" and "eglise" are the same word to a person searching. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLowerCase();
}

/** A query folded once, with its Knuth-Morris-Pratt table: `find` reads a text once, left to right. */
export function matcher(query: string) {
  const pattern = fold(query);
  const table = new Int32Array(pattern.length);
  for (let i = 1, k = 0; i < pattern.length; i++) {
    while (k > 0 && pattern[i] !== pattern[k]) k = table[k - 1]!;
    if (pattern[i] === pattern[k]) k++;
    table[i] = k;
  }
  /** Where the query starts in the folded text, or -1. */
  const find = (folded: string): number => {
    if (pattern.length === 0) return -1;
    for (let i = 0, k = 0; i < folded.length; i++) {
      while (k > 0 && folded[i] !== pattern[k]) k = table[k - 1]!;
      if (folded[i] === pattern[k]) k++;
      if (k === pattern.length) return i - k + 1;
    }
    return -1;
  };
  return { find, length: pattern.length };
}

/**
 * A few words of `text` around the query: the text is folded again one character at a time, keeping
 * where each folded character came from, so the snippet shows the person's own spelling. Only the one
 * message shown per result is read this way.
 */
export function snippetOf(text: string, match: ReturnType<typeof matcher>): string {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const part = fold(char);
    folded += part;
    for (let i = 0; i < part.length; i++) origin.push(index);
    index += char.length;
  }
  const at = match.find(folded);
  const start = at < 0 ? 0 : (origin[at] ?? 0);
  let from = Math.max(0, start - SNIPPET_BEFORE);
  let to = Math.min(text.length, start + SNIPPET_AFTER);
  // Whole words at both ends where there is a space to cut at.
  if (from > 0) {
    const space = text.indexOf(' ', from);
    if (space >= 0 && space < start) from = space + 1;
  }
  if (to < text.length) {
    const space = text.lastIndexOf(' ', to);
    if (space > start + match.length) to = space;
  }
  const words = text.slice(from, to).replace(/\s+/g, ' ').trim();
  return `${from > 0 ? '...' : ''}${words}${to < text.length ? '...' : ''}`;
}

export function createChatSearch(db: Database, records: ChatRecords) {
  return {
    /** The owner's conversations whose title or messages hold the query, newest activity first. */
    async search(userId: string, query: string): Promise<ChatSearchResult[]> {
      const match = matcher(query);
      const { chats, messages } = await records.searchable(db, userId, SEARCH_CHATS, SEARCH_MESSAGES);
      const found = new Map<string, string | null>();
      for (const chat of chats) {
        if (match.find(fold(chat.title)) >= 0) found.set(chat.id, null);
      }
      // Newest first: the first message found in a chat is its newest match, the one shown.
      const snippetFrom = new Map<string, string>();
      for (const message of messages) {
        if (snippetFrom.has(message.chatId) || message.content === CHAT_GREETING) continue;
        if (match.find(fold(message.content)) >= 0) snippetFrom.set(message.chatId, message.content);
      }
      const results: ChatSearchResult[] = [];
      for (const chat of chats) {
        const text = snippetFrom.get(chat.id);
        if (text === undefined && !found.has(chat.id)) continue;
        results.push({ chatId: chat.id, title: chat.title, snippet: text ? snippetOf(text, match) : null });
        if (results.length === SEARCH_RESULTS) break;
      }
      return results;
    },
  };
}
