// What the conversations API returns, shared by server and web.
import type { Limit } from './plans.ts';

/** Every new chat begins with this message from the coach (docs/product/specification.md#new-chat). */
export const CHAT_GREETING =
  "Hello! I'm your Christian relationship coach. How can I help strengthen your relationship today?";
export const NEW_CHAT_TITLE = 'New Chat';
/**
 * Titles take the first 30 characters of the first message, plus an ellipsis
 * (docs/product/specification.md#new-chat).
 */
export const TITLE_FROM_MESSAGE_LENGTH = 30;

export function titleFromMessage(message: string): string {
  const text = message.trim().replace(/\s+/g, ' ');
  const chars = [...text];
  return chars.length > TITLE_FROM_MESSAGE_LENGTH
    ? // A cut that ends on a space must not leave "our evening ..." (the space before the ellipsis).
      `${chars.slice(0, TITLE_FROM_MESSAGE_LENGTH).join('').trimEnd()}...`
    : text;
}

export interface ChatSummary {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
}

/** One conversation that a search found: where the words were, and a few of them around the match. */
export interface ChatSearchResult {
  chatId: string;
  title: string;
  /** Words of the newest message that matched, around the match; null when only the title did. */
  snippet: string | null;
}

export type MessageRole = 'user' | 'coach' | 'scripture';

export interface ChatMessage {
  id: string;
  role: MessageRole;
  content: string;
  /** For scripture messages: the verse reference. */
  reference: string | null;
  flag: 'safety' | 'offline' | null;
  createdAt: string;
  /** A user message the user has edited (shown as "Edited"). */
  edited?: true;
  /** A coach reply the user stopped: the words written until then (shown as "Stopped"). */
  stopped?: true;
}

export interface Usage {
  messageCount: number;
  chatCount: number;
  messageLimit: Limit;
  chatLimit: Limit;
}

/** Custom data parts of the reply stream (the AI SDK UI message stream protocol's `data-*` parts). */
export interface StreamUserMessageData {
  message: ChatMessage;
  title: string;
}
export interface StreamReplyData {
  messages: ChatMessage[];
  usage: Usage;
}
export interface StreamRetryData {
  attempt: number;
}

export const SCRIPTURE_PREFIX = 'Scripture for reflection:';

export interface ChatPrompt {
  id: string;
  title: string;
  content: string;
  category: string;
}
