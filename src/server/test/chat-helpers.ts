import { expect } from 'vitest';
import type { ChatMessage, ChatSummary } from '../../shared/chat.ts';
import type { TestApp } from './app.ts';
import type { SignedUpUser } from './auth-helpers.ts';

export async function newChat(app: TestApp, user: SignedUpUser) {
  const res = await app.request('/api/chats', { method: 'POST', headers: { cookie: user.cookie } });
  expect(res.status).toBe(201);
  return (await res.json()) as { chat: ChatSummary; messages: ChatMessage[] };
}

export function send(app: TestApp, user: SignedUpUser, chatId: string, content: string): Promise<Response> {
  return app.request(`/api/chats/${chatId}/messages`, {
    method: 'POST',
    headers: { cookie: user.cookie },
    json: { content },
  });
}

export async function history(app: TestApp, user: SignedUpUser, chatId: string): Promise<ChatMessage[]> {
  const res = await app.request(`/api/chats/${chatId}/messages`, { headers: { cookie: user.cookie } });
  return ((await res.json()) as { messages: ChatMessage[] }).messages;
}
