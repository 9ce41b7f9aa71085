// Edits of one conversation's cached messages: the optimistic user message, the streaming reply, the
// saved messages that replace them. Only the newest page (pages[0]) ever changes.
import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '#shared/chat.ts';
import type { ListedMessage, MessagesData } from '../api/list-messages.ts';
import { chatKeys } from '../api/query-keys.ts';

const PENDING_PREFIX = 'pending:';
const TEMP_PREFIX = 'temp:';
let sequence = 0;

/** The coach's reply while it is being written: empty until the first words arrive. */
export function isPendingReply(message: ChatMessage): boolean {
  return message.id.startsWith(PENDING_PREFIX);
}

export function isTemporary(message: ChatMessage): boolean {
  return message.id.startsWith(TEMP_PREFIX) || isPendingReply(message);
}

function localMessage(prefix: string, role: ChatMessage['role'], content: string): ChatMessage {
  sequence += 1;
  return {
    id: `${prefix}${Date.now()}-${sequence}`,
    role,
    content,
    reference: null,
    flag: null,
    createdAt: new Date().toISOString(),
  };
}

export const optimisticUserMessage = (content: string) => localMessage(TEMP_PREFIX, 'user', content);
export const pendingReply = () => localMessage(PENDING_PREFIX, 'coach', '');

export function editMessages(
  queryClient: QueryClient,
  chatId: string,
  edit: (messages: ListedMessage[]) => ListedMessage[],
): void {
  queryClient.setQueryData<MessagesData>(chatKeys.messages(chatId), (data) => {
    if (!data || data.pages.length === 0) {
      return { pages: [{ messages: edit([]), nextBefore: null }], pageParams: [undefined] };
    }
    const [newest, ...older] = data.pages;
    return { ...data, pages: [{ ...newest!, messages: edit(newest!.messages) }, ...older] };
  });
}

export function appendMessages(queryClient: QueryClient, chatId: string, added: ListedMessage[]): void {
  editMessages(queryClient, chatId, (messages) => {
    const known = new Set(messages.map((m) => m.id));
    return [...messages, ...added.filter((m) => !known.has(m.id))];
  });
}

export function removeMessages(queryClient: QueryClient, chatId: string, ids: string[]): void {
  editMessages(queryClient, chatId, (messages) => messages.filter((m) => !ids.includes(m.id)));
}

/** Puts `next` where the message `id` was (a user message keeps its React key); appends if `id` is gone. */
export function replaceMessage(
  queryClient: QueryClient,
  chatId: string,
  id: string,
  next: ChatMessage[],
): void {
  editMessages(queryClient, chatId, (messages) => {
    const nextIds = new Set(next.map((n) => n.id));
    const others = (list: ListedMessage[]) => list.filter((m) => !nextIds.has(m.id));
    const index = messages.findIndex((m) => m.id === id);
    if (index < 0) return [...others(messages), ...next];
    const old = messages[index]!;
    const placed =
      old.role === 'user' ? next.map((n) => ({ ...n, clientKey: old.clientKey ?? old.id })) : next;
    return [...others(messages.slice(0, index)), ...placed, ...others(messages.slice(index + 1))];
  });
}

export function setPendingText(queryClient: QueryClient, chatId: string, id: string, content: string): void {
  editMessages(queryClient, chatId, (messages) => messages.map((m) => (m.id === id ? { ...m, content } : m)));
}
