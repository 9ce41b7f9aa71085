import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineCopyOwner, saveOfflineCopy } from '#web/lib/offline-copy.ts';
import { clearPrivateStorage } from '#web/lib/private-storage.ts';
import { SESSION_ME_KEY } from '#web/lib/session/me-query.ts';
import { createUser } from '#web/test/render.tsx';
import type { ChatsData } from '../api/list-chats.ts';
import type { MessagesData } from '../api/list-messages.ts';
import { chatKeys } from '../api/query-keys.ts';
import { offlineChatsFrom, readOfflineChats, savedChatsHere } from '../lib/offline-chats.ts';
import { createChatSummary, createMessage } from '../test-fixtures.ts';
import { OFFLINE_SAVE_DELAY_MS, useOfflineCopy } from './use-offline-copy.ts';

const chats = Array.from({ length: 7 }, (_, i) => createChatSummary({ id: `c${i}`, title: `Chat ${i}` }));

function cacheWith(queryClient: QueryClient, userId: string) {
  queryClient.setQueryData(SESSION_ME_KEY, { user: createUser({ id: userId }) });
  queryClient.setQueryData<ChatsData>(chatKeys.list, {
    pages: [{ chats, nextCursor: null }],
    pageParams: [undefined],
  });
  // Every chat read here but c1, which was never opened.
  for (const chat of chats.filter((c) => c.id !== 'c1')) {
    queryClient.setQueryData<MessagesData>(chatKeys.messages(chat.id), {
      pages: [
        { messages: [createMessage({ role: 'user', content: `Words in ${chat.id}` })], nextBefore: null },
      ],
      pageParams: [undefined],
    });
  }
}

describe('the offline copy of the conversations', () => {
  afterEach(() => localStorage.clear());

  it('holds the 5 most recent conversations read here, with only the messages the server saved', () => {
    const queryClient = new QueryClient();
    cacheWith(queryClient, 'anna');
    queryClient.setQueryData<MessagesData>(chatKeys.messages('c0'), {
      pages: [
        {
          messages: [
            createMessage({ id: 'saved', content: 'Saved words' }),
            {
              ...createMessage({ id: 'temp:1', role: 'user', content: 'Not sent yet' }),
              sendState: 'waiting',
            },
            createMessage({ id: 'pending:1', content: '' }),
          ],
          nextBefore: null,
        },
      ],
      pageParams: [undefined],
    });
    const copy = offlineChatsFrom(queryClient);
    expect(copy.chats.map((chat) => chat.id)).toEqual(['c0', 'c2', 'c3', 'c4', 'c5']);
    expect(copy.chats[0]!.messages.map((message) => message.id)).toEqual(['saved']);
  });

  it('reads back only what parses as a copy', () => {
    saveOfflineCopy('anna', 'chats', { savedAt: 'today', chats: [{ id: 'c0', title: 'x' }] });
    expect(readOfflineChats('anna')).toBeNull();
    expect(savedChatsHere()).toBeNull();
  });
});

describe('useOfflineCopy', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  const wrapperFor =
    (queryClient: QueryClient) =>
    ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );

  it('saves the signed-in user’s conversations a moment after they change', () => {
    const queryClient = new QueryClient();
    cacheWith(queryClient, 'anna');
    renderHook(() => useOfflineCopy('anna'), { wrapper: wrapperFor(queryClient) });
    act(() => {
      vi.advanceTimersByTime(OFFLINE_SAVE_DELAY_MS);
    });
    expect(offlineCopyOwner()).toBe('anna');
    expect(readOfflineChats('anna')?.chats[0]?.messages[0]?.content).toBe('Words in c0');
  });

  it('never writes back a copy the quick exit or a sign-out just forgot', () => {
    const queryClient = new QueryClient();
    cacheWith(queryClient, 'anna');
    const { unmount } = renderHook(() => useOfflineCopy('anna'), { wrapper: wrapperFor(queryClient) });
    // A write is waiting when the person leaves quickly; the page then goes, which writes what waits.
    clearPrivateStorage();
    act(() => {
      vi.advanceTimersByTime(OFFLINE_SAVE_DELAY_MS * 2);
    });
    unmount();
    expect(offlineCopyOwner()).toBeNull();
  });

  it('does not save for a user the session no longer names', () => {
    const queryClient = new QueryClient();
    cacheWith(queryClient, 'anna');
    renderHook(() => useOfflineCopy('anna'), { wrapper: wrapperFor(queryClient) });
    act(() => {
      queryClient.setQueryData(SESSION_ME_KEY, { user: null });
      vi.advanceTimersByTime(OFFLINE_SAVE_DELAY_MS);
    });
    expect(offlineCopyOwner()).toBeNull();
  });
});
