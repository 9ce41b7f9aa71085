import { expect } from 'vitest';
import { z } from 'zod';
import type { ChatMessage, StreamReplyData, StreamUserMessageData } from '#shared/chat.ts';
import { UNLIMITED } from '#shared/plans.ts';
import { createTestApp, type TestApp } from './app.ts';
import type { SignedUpUser } from './auth-helpers.ts';
import { api } from './client.ts';
import { keywordSafety, memoryInMemory, scriptedCoach } from './fake-coach.ts';

/** An app whose coach holds every reply open until `release` is called. */
export async function holdingApp() {
  let release!: () => void;
  const hold = new Promise<void>((resolve) => (release = resolve));
  const app = await createTestApp(
    {},
    {
      coach: {
        provider: scriptedCoach({ hold }),
        fallback: null,
        safety: keywordSafety(),
        memory: memoryInMemory(),
        recordSafetyEvent: async () => undefined,
      },
    },
  );
  return { app, release };
}

export async function newChat(app: TestApp, user: SignedUpUser) {
  const res = await api(app, user.cookie).chats.$post();
  expect(res.status).toBe(201);
  return res.json();
}

export function send(app: TestApp, user: SignedUpUser, chatId: string, content: string): Promise<Response> {
  return app.request(`/api/chats/${chatId}/messages`, {
    method: 'POST',
    headers: { cookie: user.cookie },
    json: { content },
  });
}

export async function history(app: TestApp, user: SignedUpUser, chatId: string): Promise<ChatMessage[]> {
  const res = await api(app, user.cookie).chats[':id'].messages.$get({
    param: { id: chatId },
    query: { limit: '50' },
  });
  return (await res.json()).messages;
}

const chatMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'coach', 'scripture']),
  content: z.string(),
  reference: z.string().nullable(),
  flag: z.enum(['safety', 'offline']).nullable(),
  createdAt: z.string(),
  edited: z.literal(true).optional(),
  stopped: z.literal(true).optional(),
}) satisfies z.ZodType<ChatMessage>;
const limit = z.union([z.number(), z.literal(UNLIMITED)]);
interface StreamData {
  'data-user-message': StreamUserMessageData;
  'data-reply': StreamReplyData;
}
const streamData: { [K in keyof StreamData]: z.ZodType<StreamData[K]> } = {
  'data-user-message': z.object({
    message: chatMessage,
    title: z.string(),
  }),
  'data-reply': z.object({
    messages: z.array(chatMessage),
    usage: z.object({
      messageCount: z.number(),
      chatCount: z.number(),
      messageLimit: limit,
      chatLimit: limit,
    }),
  }),
};

/** The data of the reply stream's first `type` part, checked against its shape (throws when absent). */
export function streamPart<K extends keyof StreamData>(parts: readonly object[], type: K): StreamData[K] {
  const part = parts.find((p) => 'type' in p && p.type === type);
  if (!part || !('data' in part)) throw new Error(`no ${type} part in the stream`);
  return streamData[type].parse(part.data);
}
