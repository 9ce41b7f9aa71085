// Renders the /chat page the way the app does (inside StrictMode, signed in), on a mocked API.
import { StrictMode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { CHAT_GREETING } from '#shared/chat.ts';
import { json, mockApi } from '#web/test/mock-api.ts';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import { clearSavedChats, useChatUi } from './chat-ui-store.ts';
import ChatPage from './routes/chat.tsx';
import { createChatSummary, createMessage, createUsage } from './test-fixtures.ts';

export const chat = createChatSummary({ id: 'c1', title: 'New Chat' });
export const greeting = createMessage({ id: 'm0001', content: CHAT_GREETING });

export function renderChat(
  routes: Parameters<typeof mockApi>[0],
  { path = '/chat?c=c1', role = 'free' as const } = {},
) {
  const api = mockApi({
    'GET /api/usage': json(createUsage()),
    'GET /api/chats': json({ chats: [chat], nextCursor: null }),
    'GET /api/chats/c1/messages': json({ messages: [greeting], nextBefore: null }),
    ...routes,
  });
  const view = renderRoutes(
    [
      {
        path: '/chat',
        Component: () => (
          <StrictMode>
            <ChatPage />
          </StrictMode>
        ),
      },
      { path: '/pricing', Component: () => <p>Pricing page</p> },
    ],
    { initialEntries: [path], session: createUser({ role }) },
  );
  return { ...view, api };
}

/**
 * Each chat page test starts with no drafts or waiting messages (the store outlives a test) and with the
 * ResizeObserver the page uses, which jsdom lacks.
 */
export function setUpChatPageTests(): void {
  beforeEach(() => {
    clearSavedChats();
    useChatUi.setState({ drawerOpen: false, composerFocus: null });
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
