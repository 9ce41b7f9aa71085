// The chat when the network fails (docs/product/rulings.md#sending-when-the-connection-fails): retries
// under one send key, the outbox while offline, and what survives a reload or a quick exit.
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_GREETING } from '#shared/chat.ts';
import { json } from '#web/test/mock-api.ts';
import { PRIVATE_STORAGE_PREFIX } from '#web/lib/private-storage.ts';
import { CHAT_STORAGE_KEY, useChatUi } from '../chat-ui-store.ts';
import { leaveQuickly } from '../lib/quick-exit.ts';
import { createMessage, createUsage, replyStream } from '../test-fixtures.ts';
import { greeting, renderChat, setUpChatPageTests } from '../test-render.tsx';

const composer = () => screen.getByRole('textbox', { name: 'Message your coach' });
const log = () => screen.getByRole('log', { name: 'Messages' });

let online = true;
function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

/** A reply stream that answers `content` at once, with the saved message and reply. */
function answer(content: string, reply: string) {
  const stream = replyStream();
  const saved = createMessage({ role: 'user', content });
  stream.push(
    { type: 'start' },
    { type: 'data-user-message', data: { message: saved, title: content } },
    { type: 'text-start', id: 't' },
    { type: 'text-delta', id: 't', delta: reply },
    { type: 'text-end', id: 't' },
    {
      type: 'data-reply',
      data: { messages: [createMessage({ content: reply })], usage: createUsage({ messageCount: 4 }) },
    },
    { type: 'finish' },
  );
  stream.end();
  return stream.response();
}

setUpChatPageTests();
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});

describe('/chat when our server cannot be reached', () => {
  it('retries a 503 under the same key with one "Connection issue" toast, then shows the reply', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [
      () => json({ error: { code: 'http_error', message: 'Service Unavailable' } }, 503),
      () => json({ error: { code: 'http_error', message: 'Service Unavailable' } }, 503),
      () => answer('Are you there?', 'I am here with you.'),
    ];
    const { user, api } = renderChat({ 'POST /api/chats/c1/messages': () => answers.shift()!() });
    await within(await screen.findByRole('log')).findByText(CHAT_GREETING);
    await user.type(composer(), 'Are you there?{Enter}');

    expect(await screen.findByText('Connection issue')).toBeInTheDocument();
    expect(screen.getByText('Trying to reconnect...')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await within(log()).findByText('I am here with you.')).toBeInTheDocument();
    expect(screen.getAllByText('Connection issue')).toHaveLength(1);

    const bodies = api.bodies('POST /api/chats/c1/messages') as { clientId: string }[];
    expect(bodies).toHaveLength(3);
    expect(new Set(bodies.map((b) => b.clientId)).size).toBe(1);
    expect(within(log()).getAllByText('Are you there?')).toHaveLength(1);
    expect(screen.queryByText('Connection Failed')).not.toBeInTheDocument();
  });

  it('after the last retry keeps the message as "Not sent" with "Try again", which sends it under its key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reachable = false;
    const { user, api } = renderChat({
      'POST /api/chats/c1/messages': () =>
        reachable
          ? answer('Please keep this', 'Kept and answered.')
          : Promise.reject(new TypeError('Failed to fetch')),
    });
    await within(await screen.findByRole('log')).findByText(CHAT_GREETING);
    await user.type(composer(), 'Please keep this{Enter}');
    for (const ms of [1_000, 2_000, 4_000, 8_000]) await vi.advanceTimersByTimeAsync(ms);

    expect(await screen.findByText('Connection Failed')).toBeInTheDocument();
    expect(within(log()).getByText('Please keep this')).toBeInTheDocument();
    expect(within(log()).getByText('Not sent')).toBeInTheDocument();
    expect(screen.queryByText('Failed to send message. Please try again.')).not.toBeInTheDocument();

    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try sending this message again' }));
    expect(await within(log()).findByText('Kept and answered.')).toBeInTheDocument();
    expect(within(log()).queryByText('Not sent')).not.toBeInTheDocument();
    const keys = (api.bodies('POST /api/chats/c1/messages') as { clientId: string }[]).map((b) => b.clientId);
    expect(keys).toHaveLength(6);
    expect(new Set(keys).size).toBe(1);
  });
});

describe('/chat offline', () => {
  it('shows a sent message at once as "Waiting for connection", with the offline banner, and sends it once when back online', async () => {
    const { user, api } = renderChat({
      'POST /api/chats/c1/messages': () => answer('Sent while offline', 'Answered once online.'),
    });
    await within(await screen.findByRole('log')).findByText(CHAT_GREETING);
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent("You're offline.");

    await user.type(composer(), 'Sent while offline{Enter}');
    expect(within(log()).getByText('Sent while offline')).toBeInTheDocument();
    expect(within(log()).getByText('Waiting for connection')).toBeInTheDocument();
    expect(composer()).toHaveValue('');
    expect(api.bodies('POST /api/chats/c1/messages')).toHaveLength(0);

    setOnline(true);
    expect(await within(log()).findByText('Answered once online.')).toBeInTheDocument();
    expect(within(log()).queryByText('Waiting for connection')).not.toBeInTheDocument();
    expect(screen.queryByText("You're offline.", { exact: false })).not.toBeInTheDocument();
    expect(api.bodies('POST /api/chats/c1/messages')).toEqual([
      { content: 'Sent while offline', clientId: expect.any(String), where: expect.any(Object) },
    ]);
  });

  it('a send whose network goes away on the way waits for the connection instead of failing', async () => {
    const { user, api } = renderChat({
      'POST /api/chats/c1/messages': () => {
        // The browser lost its network while the request was out.
        online = false;
        return Promise.reject(new TypeError('Failed to fetch'));
      },
    });
    await within(await screen.findByRole('log')).findByText(CHAT_GREETING);
    await user.type(composer(), 'Lost on the way{Enter}');
    expect(await within(log()).findByText('Waiting for connection')).toBeInTheDocument();
    expect(within(log()).getByText('Lost on the way')).toBeInTheDocument();
    expect(api.bodies('POST /api/chats/c1/messages')).toHaveLength(1);
    expect(screen.queryByText('Connection Failed')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to send message. Please try again.')).not.toBeInTheDocument();
  });

  it('sends several waiting messages in order, each once', async () => {
    const replies = ['First answer.', 'Second answer.'];
    const { user, api } = renderChat({
      'POST /api/chats/c1/messages': () => {
        const [body] = (api.bodies('POST /api/chats/c1/messages') as { content: string }[]).slice(-1);
        return answer(body!.content, replies.shift()!);
      },
    });
    await within(await screen.findByRole('log')).findByText(CHAT_GREETING);
    setOnline(false);
    await user.type(composer(), 'One{Enter}');
    await user.type(composer(), 'Two{Enter}');
    expect(within(log()).getAllByText('Waiting for connection')).toHaveLength(2);

    setOnline(true);
    expect(await within(log()).findByText('Second answer.')).toBeInTheDocument();
    expect(
      (api.bodies('POST /api/chats/c1/messages') as { content: string }[]).map((b) => b.content),
    ).toEqual(['One', 'Two']);
  });

  it('cancel takes a waiting message out and puts its text back into the composer', async () => {
    const { user, api } = renderChat({});
    await within(await screen.findByRole('log')).findByText(CHAT_GREETING);
    setOnline(false);
    await user.type(composer(), 'Never mind{Enter}');
    await user.click(
      screen.getByRole('button', { name: 'Cancel this message and put it back in the message box' }),
    );
    expect(within(log()).queryByText('Never mind')).not.toBeInTheDocument();
    expect(composer()).toHaveValue('Never mind');
    await waitFor(() => expect(composer()).toHaveFocus());
    setOnline(true);
    expect(api.bodies('POST /api/chats/c1/messages')).toHaveLength(0);
  });
});

describe('what survives a reload', () => {
  it('keeps the draft and the waiting messages in sessionStorage, and sends a waiting one after the reload', async () => {
    useChatUi.getState().setDraft('c1', 'Half a thought');
    useChatUi.getState().enqueue('c1', { clientId: 'key-12345678', content: 'Queued', state: 'sending' });
    const saved = sessionStorage.getItem(CHAT_STORAGE_KEY)!;
    expect(saved).toContain('Half a thought');
    expect(saved).toContain('Queued');

    // A reload: the store starts empty and reads sessionStorage again. A send cut by the reload goes
    // again under its key.
    useChatUi.setState({ drafts: {}, outbox: {} });
    sessionStorage.setItem(CHAT_STORAGE_KEY, saved);
    await useChatUi.persist.rehydrate();
    expect(useChatUi.getState().outbox.c1).toEqual([
      { clientId: 'key-12345678', content: 'Queued', state: 'waiting' },
    ]);

    const { api } = renderChat({
      'GET /api/chats/c1/messages': json({ messages: [greeting], nextBefore: null }),
      'POST /api/chats/c1/messages': () => answer('Queued', 'Answered after the reload.'),
    });
    expect(
      await within(await screen.findByRole('log')).findByText('Answered after the reload.'),
    ).toBeVisible();
    expect(composer()).toHaveValue('Half a thought');
    expect(api.bodies('POST /api/chats/c1/messages')).toEqual([
      { content: 'Queued', clientId: 'key-12345678', where: expect.any(Object) },
    ]);
  });

  it('quick exit forgets drafts and waiting messages, in memory and in sessionStorage', () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    useChatUi.getState().setDraft('c1', 'Private words');
    useChatUi.getState().enqueue('c1', { clientId: 'key-12345678', content: 'Private', state: 'waiting' });
    leaveQuickly();
    expect(replace).toHaveBeenCalled();
    expect(useChatUi.getState().drafts).toEqual({});
    expect(useChatUi.getState().outbox).toEqual({});
    expect(sessionStorage.getItem(CHAT_STORAGE_KEY) ?? '').not.toContain('Private');
  });

  it("quick exit also forgets every feature's private entries of this tab", () => {
    vi.stubGlobal('location', { ...window.location, replace: vi.fn() });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    sessionStorage.setItem(`${PRIVATE_STORAGE_PREFIX}other-feature`, 'Private');
    leaveQuickly();
    expect(sessionStorage.getItem(`${PRIVATE_STORAGE_PREFIX}other-feature`)).toBeNull();
  });
});

describe('/chat when the connection is cut during a reply', () => {
  it('shows "Reconnecting to your coach\'s reply..." and then the saved reply, without "Connection Failed"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const stream = replyStream();
    const question = createMessage({ role: 'user', content: 'Still there?' });
    const reply = createMessage({ content: 'Yes, the whole reply.' });
    const pages = [
      json({ messages: [greeting], nextBefore: null }),
      json({ messages: [greeting, question], nextBefore: null, replying: true }),
      json({ messages: [greeting, question, reply], nextBefore: null, replying: false }),
    ];
    const { user } = renderChat({
      'GET /api/chats/c1/messages': () => pages.shift() ?? json({ messages: [], nextBefore: null }),
      'POST /api/chats/c1/messages': () => stream.response(),
    });
    await within(await screen.findByRole('log')).findByText(CHAT_GREETING);
    await user.type(composer(), 'Still there?{Enter}');
    stream.push(
      { type: 'start' },
      { type: 'data-user-message', data: { message: question, title: 'Still there?' } },
      { type: 'text-start', id: 't' },
      { type: 'text-delta', id: 't', delta: 'Yes, the' },
    );
    expect(await screen.findByText('Yes, the')).toBeInTheDocument();
    stream.fail();

    expect(await screen.findByText("Reconnecting to your coach's reply...")).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await within(log()).findByText('Yes, the whole reply.')).toBeInTheDocument();
    expect(screen.queryByText("Reconnecting to your coach's reply...")).not.toBeInTheDocument();
    expect(screen.queryByText('Connection Failed')).not.toBeInTheDocument();
  });
});

describe('/chat while the conversation is still loading', () => {
  it('a message sent before the conversation has loaded is sent once it has, not dropped', async () => {
    let loaded!: () => void;
    const loading = new Promise<void>((resolve) => (loaded = resolve));
    const { user, api } = renderChat({
      'GET /api/chats/c1/messages': async () => {
        await loading;
        return json({ messages: [greeting], nextBefore: null });
      },
      'POST /api/chats/c1/messages': () => answer('Typed before it loaded', 'Answered after loading.'),
    });
    await user.type(
      await screen.findByRole('textbox', { name: 'Message your coach' }),
      'Typed before it loaded{Enter}',
    );
    expect(composer()).toHaveValue('');
    expect(api.bodies('POST /api/chats/c1/messages')).toHaveLength(0);

    loaded();
    expect(
      await within(await screen.findByRole('log')).findByText('Answered after loading.'),
    ).toBeInTheDocument();
    expect(api.bodies('POST /api/chats/c1/messages')).toEqual([
      { content: 'Typed before it loaded', clientId: expect.any(String), where: expect.any(Object) },
    ]);
  });
});
