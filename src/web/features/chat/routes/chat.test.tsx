import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_GREETING } from '#shared/chat.ts';
import { apiError, json } from '#web/test/mock-api.ts';
import { QUICK_EXIT_URL } from '../lib/quick-exit.ts';
import { createChatSummary, createUsage } from '../test-fixtures.ts';
import { greeting, renderChat, setUpChatPageTests } from '../test-render.tsx';

const composer = () => screen.getByRole('textbox', { name: 'Message your coach' });

setUpChatPageTests();

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
    const { user, api } = renderChat({
      'GET /api/usage': json(createUsage({ chatCount: 2 })),
      'POST /api/chats': apiError(403, 'chat_limit_reached', limit),
    });
    expect(await screen.findByText(limit)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'New Chat' })[0]!);
    expect(await screen.findByText('Conversation Limit Reached')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await screen.findByText('Pricing page')).toBeInTheDocument();
    // The limits were checked first: nothing was asked of the server.
    expect(api.fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('gives a free user at the limit with no chat their first chat anyway, with a composer', async () => {
    const created = createChatSummary({ id: 'c9' });
    let exists = false;
    renderChat(
      {
        'GET /api/usage': json(createUsage({ chatCount: 2 })),
        'GET /api/chats': () => json({ chats: exists ? [created] : [], nextCursor: null }),
        'POST /api/chats': () => {
          exists = true;
          return json({ chat: created, messages: [greeting] }, 201);
        },
      },
      { path: '/chat' },
    );
    expect(await screen.findByRole('textbox', { name: 'Message your coach' })).toBeEnabled();
    expect(screen.queryByText('Could not create initial conversation')).not.toBeInTheDocument();
  });

  it('lets someone with no chat create one from the empty state, even at the limit', async () => {
    const created = createChatSummary({ id: 'c9' });
    let attempts = 0;
    const { user } = renderChat(
      {
        'GET /api/usage': json(createUsage({ chatCount: 2 })),
        'GET /api/chats': () => json({ chats: attempts > 1 ? [created] : [], nextCursor: null }),
        'POST /api/chats': () =>
          ++attempts === 1
            ? apiError(500, 'internal', 'Something went wrong on our side. Please try again.')
            : json({ chat: created, messages: [greeting] }, 201),
      },
      { path: '/chat' },
    );
    const empty = await screen.findByRole('heading', { name: 'No chat selected' });
    await user.click(within(empty.closest('div')!).getByRole('button', { name: 'New Chat' }));
    expect(await screen.findByRole('textbox', { name: 'Message your coach' })).toBeInTheDocument();
    expect(attempts).toBe(2);
    expect(screen.queryByText('Conversation Limit Reached')).not.toBeInTheDocument();
  });

  it('"New Chat" when the conversation limits cannot be checked: says so and creates nothing', async () => {
    const { user, api } = renderChat({ 'GET /api/usage': apiError(500, 'internal', 'Server error') });
    await within(await screen.findByRole('log')).findByText(CHAT_GREETING);
    await user.click(screen.getAllByRole('button', { name: 'New Chat' })[0]!);
    const toast = await screen.findByText('Failed to check conversation limits. Please try again.');
    expect(toast.closest('li')).toHaveTextContent('Server error');
    expect(api.fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('"New Chat" refused by the server at the limit (used up elsewhere): says so, then /pricing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const limit =
      "You've reached your 2 conversations limit for this month. Upgrade to Premium for unlimited conversations.";
    const { user } = renderChat({ 'POST /api/chats': apiError(403, 'chat_limit_reached', limit) });
    await within(await screen.findByRole('log')).findByText(CHAT_GREETING);
    await user.click(screen.getAllByRole('button', { name: 'New Chat' })[0]!);
    const toast = await screen.findByText('Could not create new conversation');
    expect(toast.closest('li')).toHaveTextContent(limit);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await screen.findByText('Pricing page')).toBeInTheDocument();
  });

  it('"New Chat" refused by the server for another reason: "Could not create conversation"', async () => {
    const { user } = renderChat({
      'POST /api/chats': apiError(500, 'internal', 'Something went wrong on our side. Please try again.'),
    });
    await within(await screen.findByRole('log')).findByText(CHAT_GREETING);
    await user.click(screen.getAllByRole('button', { name: 'New Chat' })[0]!);
    const toast = await screen.findByText('Could not create conversation');
    expect(toast.closest('li')).toHaveTextContent('Something went wrong on our side. Please try again.');
  });

  it('"New Chat" without an answer from the server: "Error creating conversation"', async () => {
    const { user } = renderChat({
      'POST /api/chats': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await within(await screen.findByRole('log')).findByText(CHAT_GREETING);
    await user.click(screen.getAllByRole('button', { name: 'New Chat' })[0]!);
    expect(await screen.findByText('Error creating conversation')).toBeInTheDocument();
  });

  it('always offers "Need help now?" with the helplines and a quick exit', async () => {
    const { user } = renderChat({ 'GET /api/usage': json(createUsage({ messageCount: 10 })) });
    // At the limit too (the composer stays open there as well: rulings, Safety before limits).
    expect(await screen.findByText('10 of 10 messages used this month')).toBeInTheDocument();
    expect(composer()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Need help now?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Need help now?' });
    for (const number of ['999', '116 123', '0808 2000 247', '911', '988', '1-800-799-7233']) {
      expect(within(dialog).getByText(number)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('button', { name: 'Leave this site quickly' })).toBeInTheDocument();
  });

  it("says so when the usage cannot be read, in the server's words", async () => {
    renderChat({ 'GET /api/usage': apiError(500, 'internal', 'Server error') });
    const toast = await screen.findByText('Failed to check message limits. Please try again.');
    expect(toast.closest('li')).toHaveTextContent('Server error');
  });

  it('never opens a chat that is not in the list, and corrects the URL', async () => {
    const { api } = renderChat({}, { path: '/chat?c=someone-elses' });
    expect(await within(await screen.findByRole('log')).findByText(CHAT_GREETING)).toBeInTheDocument();
    const urls = api.fetch.mock.calls.map(([input]) => String(input));
    expect(urls.some((u) => u.includes('someone-elses'))).toBe(false);
  });
});

describe('/chat: Escape twice is the quick exit', () => {
  let replace: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    replace = vi.fn();
    // jsdom cannot navigate away; the page's own location is swapped for one that records the call.
    vi.stubGlobal('location', { ...window.location, replace });
    // Only the clock is faked, so the page's own timers and the user's typing run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  });

  const ready = async () => within(await screen.findByRole('log')).findByText(CHAT_GREETING);

  it('leaves at once, replacing the history entry, from anywhere on the page', async () => {
    const { user } = renderChat({});
    await ready();
    await user.click(composer());
    await user.keyboard('{Escape}');
    expect(replace).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + 400);
    await user.keyboard('{Escape}');
    expect(replace).toHaveBeenCalledExactlyOnceWith(QUICK_EXIT_URL);
  });

  it('also with a dialog open: the first Escape closes it, the second leaves', async () => {
    const { user } = renderChat({});
    await ready();
    await user.click(screen.getByRole('button', { name: 'Need help now?' }));
    await screen.findByRole('dialog', { name: 'Need help now?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(replace).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(replace).toHaveBeenCalledExactlyOnceWith(QUICK_EXIT_URL);
  });

  it('does not leave for two presses more than a second apart, or a held-down key', async () => {
    const { user } = renderChat({});
    await ready();
    await user.keyboard('{Escape}');
    vi.setSystemTime(Date.now() + 1_500);
    await user.keyboard('{Escape}');
    expect(replace).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + 5_000);
    // Held down: one press, then the key's automatic repeats.
    await user.keyboard('{Escape>3}');
    expect(replace).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + 5_000);
    await user.keyboard('{Escape}{Escape}');
    expect(replace).toHaveBeenCalledOnce();
  });

  it('offers the visible "Quick exit" button in the header as well', async () => {
    const { user } = renderChat({});
    await ready();
    await user.click(screen.getByRole('button', { name: 'Quick exit' }));
    expect(replace).toHaveBeenCalledExactlyOnceWith(QUICK_EXIT_URL);
  });
});
