// The weekly check-in e-mail's link: /chat?checkin=<n> opens a chat with the question as a draft
// (docs/product/specification.md#weekly-check-in).
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_GREETING } from '#shared/chat.ts';
import { CHECK_IN_QUESTIONS } from '#shared/check-in.ts';
import { json } from '#web/test/mock-api.ts';
import { useChatUi } from '../chat-ui-store.ts';
import { createChatSummary, createMessage } from '../test-fixtures.ts';
import { chat, renderChat } from '../test-render.tsx';
import { checkInQuestionAt } from './use-check-in-draft.ts';

const fresh = createChatSummary({ id: 'c2', title: 'New Chat' });
const freshGreeting = createMessage({ id: 'm9000', content: CHAT_GREETING });
const posts = (api: ReturnType<typeof renderChat>['api']) =>
  api.fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

beforeEach(() => useChatUi.setState({ drafts: {}, drawerOpen: false, composerFocus: null }));
afterEach(() => vi.unstubAllGlobals());

describe('the check-in link', () => {
  it('opens a chat with the question waiting in the composer, not sent', async () => {
    let created = false;
    const { api } = renderChat(
      {
        'POST /api/chats': () => {
          created = true;
          return json({ chat: fresh, messages: [freshGreeting] }, 201);
        },
        'GET /api/chats': () => json({ chats: created ? [fresh, chat] : [chat], nextCursor: null }),
        'GET /api/chats/c2/messages': json({ messages: [freshGreeting], nextBefore: null }),
      },
      { path: '/chat?checkin=2' },
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Message your coach' })).toHaveValue(CHECK_IN_QUESTIONS[2]),
    );
    expect(useChatUi.getState().drafts.c2).toBe(CHECK_IN_QUESTIONS[2]);
    // One chat asked for (StrictMode runs the effect twice), and nothing sent to the coach.
    expect(posts(api).map(([url]) => new URL(String(url), 'http://localhost').pathname)).toEqual([
      '/api/chats',
    ]);
  });

  it('ignores a link naming no question', async () => {
    const { api } = renderChat({}, { path: '/chat?c=c1&checkin=999' });
    expect(await screen.findByRole('textbox', { name: 'Message your coach' })).toHaveValue('');
    expect(posts(api)).toHaveLength(0);
  });
});

describe('checkInQuestionAt', () => {
  it('reads only a question number', () => {
    expect(checkInQuestionAt('0')).toBe(CHECK_IN_QUESTIONS[0]);
    expect(checkInQuestionAt(String(CHECK_IN_QUESTIONS.length))).toBeNull();
    expect(checkInQuestionAt('1e1')).toBeNull();
    expect(checkInQuestionAt('-1')).toBeNull();
    expect(checkInQuestionAt(null)).toBeNull();
  });
});
