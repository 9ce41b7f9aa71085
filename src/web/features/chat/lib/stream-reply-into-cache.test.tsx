import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flattenMessages, type MessagesData } from '../api/list-messages.ts';
import { chatKeys } from '../api/query-keys.ts';
import { createMessage, createUsage, partsOf } from '../test-fixtures.ts';
import { appendMessages, optimisticUserMessage, pendingReply } from './messages-cache.ts';
import { SCRIPTURE_DELAY_MS, streamReplyIntoCache } from './stream-reply-into-cache.ts';

const CHAT = 'c1';
let queryClient: QueryClient;

function start() {
  const user = optimisticUserMessage('We argued again.');
  const pending = pendingReply();
  appendMessages(queryClient, CHAT, [createMessage({ content: 'Hello!' }), user, pending]);
  return { user, pending };
}

const messages = () => flattenMessages(queryClient.getQueryData<MessagesData>(chatKeys.messages(CHAT)));
const saved = createMessage({ role: 'user', content: 'We argued again.' });

beforeEach(() => {
  queryClient = new QueryClient();
  render(<Toaster />);
});
afterEach(() => vi.useRealTimers());

describe('streamReplyIntoCache', () => {
  it('swaps in the saved user message, streams text, then shows the reply and the verse 0.8 s later', async () => {
    vi.useFakeTimers();
    const { user, pending } = start();
    const coach = createMessage({ content: 'I hear you. What happened?' });
    const verse = createMessage({
      role: 'scripture',
      content: 'A gentle answer turns away wrath.',
      reference: 'Proverbs 15:1',
    });
    const usage = createUsage({ messageCount: 4 });
    const seen: string[] = [];
    const parts = (async function* () {
      for await (const part of partsOf(
        { type: 'start' },
        { type: 'data-user-message', data: { message: saved, title: 'We argued again.' } },
        { type: 'text-start', id: 't' },
        { type: 'text-delta', id: 't', delta: 'I hear ' },
        { type: 'text-delta', id: 't', delta: 'you.' },
      ))
        yield part;
      seen.push(messages().at(-1)!.content);
      yield* partsOf(
        { type: 'text-end', id: 't' },
        { type: 'data-reply', data: { messages: [coach, verse], usage } },
        { type: 'finish' },
      );
    })();

    const done = streamReplyIntoCache({
      queryClient,
      chatId: CHAT,
      parts,
      pendingId: pending.id,
      userMessageId: user.id,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['I hear you.']);
    expect(messages().map((m) => m.id)).toEqual([expect.any(String), saved.id, coach.id]);
    expect(messages()[1]!.clientKey).toBe(user.id);
    expect(queryClient.getQueryData(chatKeys.usage)).toEqual(usage);

    await vi.advanceTimersByTimeAsync(SCRIPTURE_DELAY_MS - 1);
    expect(messages().some((m) => m.role === 'scripture')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBe('replied');
    expect(messages().at(-1)).toEqual(verse);
  });

  it('discards the text of a failed attempt when the server retries, and says so once', async () => {
    const { user, pending } = start();
    const texts: string[] = [];
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      const last = messages().at(-1);
      if (last?.id === pending.id && texts.at(-1) !== last.content) texts.push(last.content);
    });
    const outcome = await streamReplyIntoCache({
      queryClient,
      chatId: CHAT,
      pendingId: pending.id,
      userMessageId: user.id,
      parts: partsOf(
        { type: 'text-delta', id: 't', delta: 'Half a tho' },
        { type: 'data-retry', data: { attempt: 1 }, transient: true },
        { type: 'text-delta', id: 't', delta: 'Let' },
        { type: 'data-retry', data: { attempt: 2 }, transient: true },
        { type: 'text-delta', id: 't', delta: 'Let us pause.' },
        {
          type: 'data-reply',
          data: { messages: [createMessage({ content: 'Let us pause.' })], usage: createUsage() },
        },
      ),
    });
    unsubscribe();
    expect(outcome).toBe('replied');
    expect(texts).toEqual(['Half a tho', '', 'Let', '', 'Let us pause.']);
    expect(await screen.findAllByText('Connection issue')).toHaveLength(1);
    expect(screen.getByText('Trying to reconnect...')).toBeInTheDocument();
  });

  it('shows the replacement instead of everything streamed when the server stops an unsafe reply', async () => {
    const { user, pending } = start();
    const texts: string[] = [];
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      const last = messages().at(-1);
      if (last?.id === pending.id && texts.at(-1) !== last.content) texts.push(last.content);
    });
    const careful = 'What happened is not your fault. Are you safe right now?';
    const final = createMessage({ content: careful });
    const outcome = await streamReplyIntoCache({
      queryClient,
      chatId: CHAT,
      pendingId: pending.id,
      userMessageId: user.id,
      parts: partsOf(
        { type: 'text-start', id: 'u1:0:0' },
        { type: 'text-delta', id: 'u1:0:0', delta: 'I am so sorry. ' },
        { type: 'data-replace', data: { text: careful }, transient: true },
        { type: 'text-end', id: 'u1:0:0' },
        { type: 'data-reply', data: { messages: [final], usage: createUsage() } },
      ),
    });
    unsubscribe();
    expect(outcome).toBe('replied');
    expect(texts).toEqual(['I am so sorry. ', careful]);
    expect(messages().at(-1)).toEqual(final);
  });

  it("reads the server's retries: each try is its own text part, and a new part starts the text again", async () => {
    const { user, pending } = start();
    const texts: string[] = [];
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      const last = messages().at(-1);
      if (last?.id === pending.id && texts.at(-1) !== last.content) texts.push(last.content);
    });
    const final = createMessage({ content: 'Let us pause.' });
    const outcome = await streamReplyIntoCache({
      queryClient,
      chatId: CHAT,
      pendingId: pending.id,
      userMessageId: user.id,
      parts: partsOf(
        { type: 'text-start', id: 'u1:0:0' },
        { type: 'text-delta', id: 'u1:0:0', delta: 'Half a tho' },
        { type: 'text-end', id: 'u1:0:0' },
        { type: 'data-retry', data: { attempt: 1 }, transient: true },
        { type: 'text-start', id: 'u1:0:1' },
        { type: 'text-delta', id: 'u1:0:1', delta: 'Let us ' },
        // A part that begins without its retry notice still never joins the previous part's words.
        { type: 'text-start', id: 'u1:0:2' },
        { type: 'text-delta', id: 'u1:0:2', delta: 'Let us ' },
        { type: 'text-delta', id: 'u1:0:2', delta: 'pause.' },
        { type: 'text-end', id: 'u1:0:2' },
        { type: 'data-reply', data: { messages: [final], usage: createUsage() } },
      ),
    });
    unsubscribe();
    expect(outcome).toBe('replied');
    expect(texts).toEqual(['Half a tho', '', 'Let us ', 'Let us pause.']);
    expect(messages().at(-1)).toEqual(final);
  });

  it('when the server kept nothing (a newer "Regenerate" replaced it), reloads the conversation quietly', async () => {
    const { user, pending } = start();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const outcome = await streamReplyIntoCache({
      queryClient,
      chatId: CHAT,
      pendingId: pending.id,
      userMessageId: user.id,
      parts: partsOf(
        { type: 'text-start', id: 't' },
        { type: 'text-delta', id: 't', delta: 'An older reply' },
        { type: 'text-end', id: 't' },
        { type: 'data-reply', data: { messages: [], usage: createUsage({ messageCount: 5 }) } },
      ),
    });
    expect(outcome).toBe('replied');
    expect(messages().some((m) => m.id === pending.id)).toBe(false);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: chatKeys.messages(CHAT) });
    expect(queryClient.getQueryData(chatKeys.usage)).toEqual(createUsage({ messageCount: 5 }));
    expect(screen.queryByText('Connection Failed')).not.toBeInTheDocument();
  });

  it('on an error part removes the streaming bubble, keeps the user message and shows "Connection Failed"', async () => {
    const { user, pending } = start();
    const outcome = await streamReplyIntoCache({
      queryClient,
      chatId: CHAT,
      pendingId: pending.id,
      userMessageId: user.id,
      parts: partsOf(
        { type: 'data-user-message', data: { message: saved, title: 'We argued again.' } },
        { type: 'text-delta', id: 't', delta: 'partial' },
        {
          type: 'error',
          errorText: 'Connection Failed: Could not connect to the AI service. Please try again later.',
        },
      ),
    });
    expect(outcome).toBe('failed');
    expect(messages().map((m) => m.id)).toEqual([expect.any(String), saved.id]);
    expect(await screen.findByText('Connection Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Could not connect to the AI service. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('after an error part reloads the conversation: the server may have saved the reply all the same', async () => {
    const { user, pending } = start();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const outcome = await streamReplyIntoCache({
      queryClient,
      chatId: CHAT,
      pendingId: pending.id,
      userMessageId: user.id,
      parts: partsOf(
        { type: 'data-user-message', data: { message: saved, title: 'We argued again.' } },
        { type: 'text-delta', id: 't', delta: 'partial' },
        {
          type: 'error',
          errorText:
            'Reply Interrupted: The server restarted before this reply was finished. Please press "Regenerate response" to try again.',
        },
      ),
    });
    expect(outcome).toBe('failed');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: chatKeys.messages(CHAT) });
    // The server's words: what happened as the title, what to do as the description.
    expect(await screen.findByText('Reply Interrupted')).toBeInTheDocument();
  });

  it('when the stream breaks, says it is reconnecting and shows the reply the server saved, without an error', async () => {
    const { user, pending } = start();
    const coach = createMessage({ content: 'So, what happened next?' });
    const parts = (async function* () {
      yield* partsOf(
        { type: 'data-user-message', data: { message: saved, title: 'We argued again.' } },
        { type: 'text-delta', id: 't', delta: 'So' },
      );
      throw new TypeError('network error');
    })();
    const seen: string[] = [];
    const pages = [
      { messages: [saved], nextBefore: null, replying: true },
      { messages: [saved, coach], nextBefore: null, replying: false },
    ];
    const readMessages = vi.fn(() => {
      const bubble = messages().find((m) => m.id === pending.id);
      seen.push(bubble?.recovering ? 'recovering' : 'none');
      return Promise.resolve(pages.shift()!);
    });
    const outcome = await streamReplyIntoCache({
      queryClient,
      chatId: CHAT,
      parts,
      pendingId: pending.id,
      userMessageId: user.id,
      readMessages,
      wait: () => Promise.resolve(),
    });
    expect(outcome).toBe('replied');
    expect(seen).toEqual(['recovering', 'recovering']);
    expect(messages().map((m) => m.content)).toEqual(['We argued again.', 'So, what happened next?']);
    expect(screen.queryByText('Connection Failed')).not.toBeInTheDocument();
  });

  it('when the stream breaks and no reply was saved, removes the bubble and says "Connection Failed"', async () => {
    const { user, pending } = start();
    const parts = (async function* () {
      yield* partsOf({ type: 'text-delta', id: 't', delta: 'So' });
      throw new TypeError('network error');
    })();
    const outcome = await streamReplyIntoCache({
      queryClient,
      chatId: CHAT,
      parts,
      pendingId: pending.id,
      userMessageId: user.id,
      readMessages: () => Promise.resolve({ messages: [saved], nextBefore: null, replying: false }),
      wait: () => Promise.resolve(),
    });
    expect(outcome).toBe('interrupted');
    expect(messages().some((m) => m.id === pending.id)).toBe(false);
    expect(await screen.findByText('Connection Failed')).toBeInTheDocument();
  });

  it('when the stream breaks and the server cannot be reached either, gives up with "Connection Failed"', async () => {
    const { user, pending } = start();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const parts = (async function* () {
      yield* partsOf({ type: 'text-delta', id: 't', delta: 'So' });
      throw new TypeError('network error');
    })();
    const readMessages = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const outcome = await streamReplyIntoCache({
      queryClient,
      chatId: CHAT,
      parts,
      pendingId: pending.id,
      userMessageId: user.id,
      readMessages,
      wait: () => Promise.resolve(),
    });
    expect(outcome).toBe('interrupted');
    expect(readMessages).toHaveBeenCalledTimes(4);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: chatKeys.messages(CHAT) });
    expect(await screen.findByText('Connection Failed')).toBeInTheDocument();
  });
});
