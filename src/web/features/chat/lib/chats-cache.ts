// Edits of the cached chat list (newest activity first), so a new chat, a rename, a deletion or a new
// title appear at once instead of after a refetch.
import type { QueryClient } from '@tanstack/react-query';
import type { ChatSummary } from '#shared/chat.ts';
import type { ChatsData } from '../api/list-chats.ts';
import { chatKeys } from '../api/query-keys.ts';

function editPages(queryClient: QueryClient, edit: (chats: ChatSummary[], index: number) => ChatSummary[]) {
  queryClient.setQueryData<ChatsData>(chatKeys.list, (data) =>
    data ? { ...data, pages: data.pages.map((page, i) => ({ ...page, chats: edit(page.chats, i) })) } : data,
  );
}

export function allChats(data: ChatsData | undefined): ChatSummary[] {
  return data?.pages.flatMap((page) => page.chats) ?? [];
}

/** Puts a chat first (a new chat, or one that just had activity), removing any older copy of it. */
export function putChatFirst(queryClient: QueryClient, chat: ChatSummary): void {
  editPages(queryClient, (chats, index) => {
    const rest = chats.filter((c) => c.id !== chat.id);
    return index === 0 ? [chat, ...rest] : rest;
  });
}

export function patchChat(queryClient: QueryClient, id: string, patch: Partial<ChatSummary>): void {
  editPages(queryClient, (chats) => chats.map((c) => (c.id === id ? { ...c, ...patch } : c)));
}

export function dropChat(queryClient: QueryClient, id: string): void {
  editPages(queryClient, (chats) => chats.filter((c) => c.id !== id));
}

export function findChat(queryClient: QueryClient, id: string): ChatSummary | undefined {
  return allChats(queryClient.getQueryData<ChatsData>(chatKeys.list)).find((c) => c.id === id);
}
