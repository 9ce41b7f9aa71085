import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '#web/test/mock-api.ts';
import { createMessage, createUsage, replyStream } from '../test-fixtures.ts';
import { greeting, renderChat, setUpChatPageTests } from '../test-render.tsx';

const log = () => screen.getByRole('log', { name: 'Messages' });
const editButton = () => screen.getByRole('button', { name: 'Edit your last message' });
const editor = () => screen.getByRole('textbox', { name: 'Your message' });

setUpChatPageTests();

const earlier = createMessage({ id: 'm0002', role: 'user', content: 'We argued again.' });
const earlierReply = createMessage({ id: 'm0003', content: 'What was it about?' });
const last = createMessage({ id: 'm0004', role: 'user', content: 'About money, like alwys.' });
const lastReply = createMessage({ id: 'm0005', content: 'Money fights are often about safety.' });
const conversation = json({
  messages: [greeting, earlier, earlierReply, last, lastReply],
  nextBefore: null,
});

describe('/chat: edit and resend', () => {
  it('edits the last message in place: the old reply leaves and the new one streams in', async () => {
    const stream = replyStream();
    const { user, api } = renderChat({
      'GET /api/chats/c1/messages': conversation,
      'PATCH /api/chats/c1/messages/m0004': () => stream.response(),
    });
    await within(await screen.findByRole('log')).findByText('Money fights are often about safety.');
    // Only the last message offers it.
    expect(screen.getAllByRole('button', { name: 'Edit your last message' })).toHaveLength(1);

    await user.click(editButton());
    expect(editor()).toHaveFocus();
    expect(editor()).toHaveValue('About money, like alwys.');
    await user.clear(editor());
    await user.type(editor(), 'About money, like always.{Enter}');

    expect(api.bodies('PATCH /api/chats/c1/messages/m0004')).toEqual([
      { content: 'About money, like always.', where: expect.any(Object) },
    ]);
    expect(within(log()).getByText('About money, like always.')).toBeInTheDocument();
    expect(within(log()).getByText('Edited')).toBeInTheDocument();
    expect(within(log()).queryByText('Money fights are often about safety.')).not.toBeInTheDocument();
    expect(within(log()).getByText('Your coach is writing a reply...')).toBeInTheDocument();
    // Nothing can be edited again while the reply is being written.
    expect(screen.queryByRole('button', { name: 'Edit your last message' })).not.toBeInTheDocument();

    const saved = { ...last, content: 'About money, like always.', edited: true as const };
    const reply = createMessage({ id: 'm0006', content: 'Money can carry old fears.' });
    stream.push(
      { type: 'start' },
      { type: 'data-user-message', data: { message: saved, title: 'We argued again.' } },
      { type: 'text-start', id: 't' },
      { type: 'text-delta', id: 't', delta: 'Money can carry old fears.' },
      { type: 'text-end', id: 't' },
      { type: 'data-reply', data: { messages: [reply], usage: createUsage({ messageCount: 2 }) } },
      { type: 'finish' },
    );
    stream.end();
    expect(await within(log()).findByText('Money can carry old fears.')).toBeInTheDocument();
    expect(within(log()).getAllByText('About money, like always.')).toHaveLength(1);
    await waitFor(() => expect(editButton()).toBeEnabled());
    expect(screen.getByRole('textbox', { name: 'Message your coach' })).toHaveFocus();
  });

  it('Escape (or the same words) closes the editor without a request, focus back on "Edit"', async () => {
    const { user, api } = renderChat({ 'GET /api/chats/c1/messages': conversation });
    await within(await screen.findByRole('log')).findByText('Money fights are often about safety.');
    await user.click(editButton());
    await user.type(editor(), ' and more{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
    expect(editButton()).toHaveFocus();
    expect(within(log()).getByText('About money, like alwys.')).toBeInTheDocument();

    await user.click(editButton());
    await user.click(screen.getByRole('button', { name: 'Save and resend' }));
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
    expect(api.bodies('PATCH /api/chats/c1/messages/m0004')).toEqual([]);
  });

  it('an empty message says why and is not sent', async () => {
    const { user, api } = renderChat({ 'GET /api/chats/c1/messages': conversation });
    await within(await screen.findByRole('log')).findByText('Money fights are often about safety.');
    await user.click(editButton());
    await user.clear(editor());
    await user.click(screen.getByRole('button', { name: 'Save and resend' }));
    expect(screen.getByText('Please write a message first.')).toBeInTheDocument();
    expect(editor()).toHaveAttribute('aria-invalid', 'true');
    expect(editor()).toHaveAccessibleDescription(expect.stringContaining('Please write a message first.'));
    expect(api.bodies('PATCH /api/chats/c1/messages/m0004')).toEqual([]);
  });

  it('a refused edit puts the conversation back and opens the editor again with the new words', async () => {
    const { user } = renderChat({
      'GET /api/chats/c1/messages': conversation,
      'PATCH /api/chats/c1/messages/m0004': apiError(
        429,
        'edit_limit_reached',
        'This message has been edited 3 times already. Send a new message to continue the conversation.',
      ),
    });
    await within(await screen.findByRole('log')).findByText('Money fights are often about safety.');
    await user.click(editButton());
    await user.clear(editor());
    await user.type(editor(), 'About money, and his job.{Enter}');

    expect(
      await screen.findByText(
        'This message has been edited 3 times already. Send a new message to continue the conversation.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Your message' })).toHaveValue(
      'About money, and his job.',
    );
    expect(editor()).toHaveFocus();
    expect(within(log()).getByText('Money fights are often about safety.')).toBeInTheDocument();
    expect(within(log()).queryByText('Edited')).not.toBeInTheDocument();
  });
});
