import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CHAT_GREETING } from '#shared/chat.ts';
import { apiError, json } from '#web/test/mock-api.ts';
import { SCRIPTURE_DELAY_MS } from '../lib/stream-reply-into-cache.ts';
import { createMessage, createUsage, replyStream } from '../test-fixtures.ts';
import { greeting, renderChat, setUpChatPageTests } from '../test-render.tsx';

const composer = () => screen.getByRole('textbox', { name: 'Message your coach' });
const log = () => screen.getByRole('log', { name: 'Messages' });

setUpChatPageTests();

describe('/chat: sending and replies', () => {
  it('sends: the message shows at once, the reply streams in, the verse follows 0.8 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const stream = replyStream();
    const { user, api } = renderChat({ 'POST /api/chats/c1/messages': () => stream.response() });
    await within(await screen.findByRole('log')).findByText(CHAT_GREETING);

    await user.type(composer(), 'We keep having the same fight.{Enter}');
    expect(within(log()).getByText('We keep having the same fight.')).toBeInTheDocument();
    expect(within(log()).getByText('Your coach is writing a reply...')).toBeInTheDocument();
    expect(composer()).toHaveAttribute('aria-disabled', 'true');
    expect(composer()).toHaveFocus();
    expect(api.bodies('POST /api/chats/c1/messages')).toEqual([
      {
        content: 'We keep having the same fight.',
        clientId: expect.stringMatching(/^[\w-]{8,64}$/),
        where: expect.any(Object),
      },
    ]);

    const saved = createMessage({ role: 'user', content: 'We keep having the same fight.' });
    stream.push(
      { type: 'start' },
      { type: 'data-user-message', data: { message: saved, title: 'We keep having the same fight.' } },
      { type: 'text-start', id: 't' },
      { type: 'text-delta', id: 't', delta: 'That sounds ' },
    );
    expect(await screen.findByText('That sounds')).toBeInTheDocument();
    expect(screen.queryByText('Your coach is writing a reply...')).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'We keep having the same fight.' }),
    ).toBeInTheDocument();

    const reply = createMessage({ content: 'That sounds exhausting. What happens first?' });
    const verse = createMessage({
      role: 'scripture',
      content: 'Be angry, and don’t sin.',
      reference: 'Ephesians 4:26',
    });
    stream.push(
      { type: 'text-delta', id: 't', delta: 'exhausting. What happens first?' },
      { type: 'text-end', id: 't' },
      { type: 'data-reply', data: { messages: [reply, verse], usage: createUsage({ messageCount: 4 }) } },
      { type: 'finish' },
    );
    stream.end();
    expect(await within(log()).findByText('That sounds exhausting. What happens first?')).toBeInTheDocument();
    expect(screen.queryByText('Scripture for reflection:')).not.toBeInTheDocument();
    expect(screen.getByText('4 of 10 messages used this month')).toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(SCRIPTURE_DELAY_MS);
    expect(await within(log()).findByText('Scripture for reflection:')).toBeInTheDocument();
    expect(within(log()).getByText('Be angry, and don’t sin.')).toBeInTheDocument();
    expect(within(log()).getByText('Ephesians 4:26')).toBeInTheDocument();
    await waitFor(() => expect(composer()).not.toHaveAttribute('aria-disabled'));
    expect(screen.getByRole('button', { name: 'Regenerate response' })).toBeEnabled();
  });

  it('when the server fails the message, says so and puts the text back in the composer', async () => {
    const { user } = renderChat({
      'POST /api/chats/c1/messages': apiError(500, 'internal', 'Something went wrong.'),
    });
    await within(await screen.findByRole('log')).findByText(CHAT_GREETING);
    await user.type(composer(), 'Are you there?{Enter}');
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(composer()).toHaveValue('Are you there?');
    expect(within(log()).queryByText('Are you there?')).not.toBeInTheDocument();
  });

  // docs/product/rulings.md#safety-before-limits: at the limit the field stays open, the server tells a
  // crisis message (answered with help) from any other (refused, its words kept here).
  it('at the message limit: a crisis message gets the help reply; another is refused, kept, and stays on /chat', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const disclosure = createMessage({ id: 'm0002', role: 'user', content: 'He hit me last night.' });
    const safety = createMessage({
      id: 'm0003',
      content: 'You deserve to be safe. Call 999 (UK) or 911 (US).',
      flag: 'safety',
    });
    const atLimit = createUsage({ messageCount: 10 });
    const crisisReply = replyStream();
    const answers = [
      () => crisisReply.response(),
      () =>
        apiError(
          403,
          'message_limit_reached',
          "You've reached your message limit. Please upgrade to continue.",
        ),
    ];
    const { user } = renderChat({
      'GET /api/usage': json(atLimit),
      'POST /api/chats/c1/messages': () => answers.shift()!(),
    });
    await within(await screen.findByRole('log')).findByText(CHAT_GREETING);
    expect(await screen.findByText('10 of 10 messages used this month')).toBeInTheDocument();
    expect(composer()).toBeEnabled();

    await user.type(composer(), 'He hit me last night.{Enter}');
    crisisReply.push(
      { type: 'start' },
      { type: 'data-user-message', data: { message: disclosure, title: 'New Chat' } },
      { type: 'text-start', id: 't' },
      { type: 'text-delta', id: 't', delta: safety.content },
      { type: 'text-end', id: 't' },
      { type: 'data-reply', data: { messages: [safety], usage: atLimit } },
      { type: 'finish' },
    );
    crisisReply.end();
    expect(await within(log()).findByText('Help and safety')).toBeInTheDocument();
    await waitFor(() => expect(composer()).not.toHaveAttribute('aria-disabled'));

    await user.type(composer(), 'One more thing about our budget{Enter}');
    expect(await screen.findByText('Message Limit Reached')).toBeInTheDocument();
    await waitFor(() => expect(composer()).toHaveValue('One more thing about our budget'));
    expect(within(log()).queryByText('One more thing about our budget')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing');
    await vi.advanceTimersByTimeAsync(4_000);
    expect(screen.queryByText('Pricing page')).not.toBeInTheDocument();
    expect(composer()).toHaveValue('One more thing about our budget');
  });

  it('regenerate: the old reply leaves at once and the new one takes its place', async () => {
    const question = createMessage({ id: 'm0002', role: 'user', content: 'How do I start?' });
    const oldReply = createMessage({ id: 'm0003', content: 'Start with a pause.' });
    const stream = replyStream();
    const { user } = renderChat({
      'GET /api/chats/c1/messages': json({ messages: [greeting, question, oldReply], nextBefore: null }),
      'POST /api/chats/c1/regenerate': () => stream.response(),
    });
    await within(await screen.findByRole('log')).findByText('Start with a pause.');
    await user.click(screen.getByRole('button', { name: 'Regenerate response' }));
    expect(within(log()).queryByText('Start with a pause.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Regenerate response' })).toBeDisabled();
    stream.push(
      { type: 'data-user-message', data: { message: question, title: 'New Chat' } },
      { type: 'text-delta', id: 't', delta: 'Begin with one kind sentence.' },
      {
        type: 'data-reply',
        data: {
          messages: [createMessage({ content: 'Begin with one kind sentence.' })],
          usage: createUsage(),
        },
      },
    );
    stream.end();
    expect(await within(log()).findByText('Begin with one kind sentence.')).toBeInTheDocument();
    expect(within(log()).getAllByText('How do I start?')).toHaveLength(1);
  });

  it('"Load earlier messages" adds the older page above', async () => {
    const older = createMessage({ id: 'm0002', content: 'An older thought.' });
    const newer = createMessage({ id: 'm0005', role: 'user', content: 'A newer question.' });
    const pages = [
      json({ messages: [newer], nextBefore: 'm0005' }),
      json({ messages: [greeting, older], nextBefore: null }),
    ];
    const { user, api } = renderChat({ 'GET /api/chats/c1/messages': () => pages.shift()! });
    await within(await screen.findByRole('log')).findByText('A newer question.');
    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    expect(await within(log()).findByText('An older thought.')).toBeInTheDocument();
    const texts = within(log())
      .getAllByText(/./, { selector: 'p' })
      .map((p) => p.textContent);
    expect(texts.findIndex((t) => t?.includes('An older thought.'))).toBeLessThan(
      texts.findIndex((t) => t?.includes('A newer question.')),
    );
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
    const urls = api.fetch.mock.calls.map(([input]) => String(input)).filter((u) => u.includes('/messages'));
    expect(urls.at(-1)).toContain('before=m0005');
  });

  it('a safety reply is shown as a help card and offers no regenerate', async () => {
    const disclosure = createMessage({ role: 'user', content: 'He hit me last night.' });
    const safety = createMessage({
      content: 'You deserve to be safe. Call 999 (UK) or 911 (US).',
      flag: 'safety',
    });
    renderChat({
      'GET /api/chats/c1/messages': json({ messages: [greeting, disclosure, safety], nextBefore: null }),
    });
    expect(await within(await screen.findByRole('log')).findByText('Help and safety')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Regenerate response' })).not.toBeInTheDocument();
  });
});
