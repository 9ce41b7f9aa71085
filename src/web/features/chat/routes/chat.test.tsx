import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_GREETING } from '../../../../shared/chat.ts';
import { apiError, json } from '../../../test/mock-api.ts';
import { useChatUi } from '../chat-ui-store.ts';
import { createChatSummary, createUsage } from '../test-fixtures.ts';
import { greeting, renderChat } from '../test-render.tsx';

const composer = () => screen.getByRole('textbox', { name: 'Message your coach' });

beforeEach(() => {
  useChatUi.setState({ drafts: {}, drawerOpen: false, composerFocus: null });
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
});

describe('/chat', () => {
  it('creates the first chat once for a user with none, and opens it with the greeting', async () => {
    const created = createChatSummary({ id: 'c9' });
    let exists = false;
    const { api } = renderChat(
      {
        'GET /api/chats': () => json({ chats: exists ? [created] : [], nextCursor: null }),
        'POST /api/chats': () => {
          exists = true;
          return json({ chat: created, messages: [greeting] }, 201);
        },
      },
      { path: '/chat' },
    );
    expect(await within(await screen.findByRole('log')).findByText(CHAT_GREETING)).toBeInTheDocument();
    expect(api.fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'New Chat' })).toBeInTheDocument();
  });

  it('says so when the first chat cannot be created', async () => {
    renderChat(
      {
        'GET /api/chats': json({ chats: [], nextCursor: null }),
        'POST /api/chats': apiError(500, 'internal', 'Something went wrong on our side. Please try again.'),
      },
      { path: '/chat' },
    );
    expect(await screen.findByText('Could not create initial conversation')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No chat selected' })).toBeInTheDocument();
  });

  it('shows the usage counters from the server in the header, not for premium', async () => {
    renderChat({ 'GET /api/usage': json(createUsage({ messageCount: 4, chatCount: 1 })) });
    expect(await screen.findByText('4/10 messages · 1/2 chats')).toBeInTheDocument();
    expect(screen.getByText('4 of 10 messages used this month')).toBeInTheDocument();
  });

  it('"New Chat" at the conversation limit: the toast, then /pricing after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const limit =
      "You've reached your 2 conversations limit for this month. Upgrade to Premium for unlimited conversations.";
    const { user } = renderChat({
      'GET /api/usage': json(createUsage({ chatCount: 2 })),
      'POST /api/chats': apiError(403, 'chat_limit_reached', limit),
    });
    expect(await screen.findByText(limit)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'New Chat' })[0]!);
    expect(await screen.findByText('Conversation Limit Reached')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await screen.findByText('Pricing page')).toBeInTheDocument();
  });

  it('always offers "Need help now?" with the helplines and a quick exit', async () => {
    const { user } = renderChat({ 'GET /api/usage': json(createUsage({ messageCount: 10 })) });
    await waitFor(() => expect(composer()).toBeDisabled());
    await user.click(screen.getByRole('button', { name: 'Need help now?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Need help now?' });
    for (const number of ['999', '116 123', '0808 2000 247', '911', '988', '1-800-799-7233']) {
      expect(within(dialog).getByText(number)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('button', { name: 'Leave this site quickly' })).toBeInTheDocument();
  });

  it('says so when the usage cannot be read', async () => {
    renderChat({ 'GET /api/usage': apiError(500, 'internal', 'Something went wrong.') });
    expect(await screen.findByText('Failed to check message limits. Please try again.')).toBeInTheDocument();
  });

  it('never opens a chat that is not in the list, and corrects the URL', async () => {
    const { api } = renderChat({}, { path: '/chat?c=someone-elses' });
    expect(await within(await screen.findByRole('log')).findByText(CHAT_GREETING)).toBeInTheDocument();
    const urls = api.fetch.mock.calls.map(([input]) => String(input));
    expect(urls.some((u) => u.includes('someone-elses'))).toBe(false);
  });
});
