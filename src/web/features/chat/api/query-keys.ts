// The chat feature's cache keys in one place. Messages live under their own root, not under the chat
// list's: invalidating the list (after a rename, a send) must never refetch a conversation whose reply
// is streaming into the cache.
export const chatKeys = {
  list: ['chats', 'list'] as const,
  messages: (chatId: string) => ['chat-messages', chatId] as const,
  /** Results of a search over one's conversations, per query (never stale-kept: chats change). */
  search: (query: string) => ['chats', 'search', query] as const,
  usage: ['usage'] as const,
  prompts: ['chat-prompts'] as const,
  /** The mutation key of a reply (send or regenerate) in one chat: `useIsMutating` tells if one runs. */
  reply: (chatId: string) => ['chat-reply', chatId] as const,
};
