// The database lost in the middle of a reply (issue 29, finding 15): the stream ends saying the service
// is briefly unavailable, not that the AI service could not be reached, and the user's message is kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { signUp } from '#server/test/auth-helpers.ts';
import { history, newChat, send } from '#server/test/chat-helpers.ts';
import { keywordSafety, memoryInMemory, scriptedCoach } from '#server/test/fake-coach.ts';
import { readParts } from '#server/test/read-stream.ts';
import { CONNECTION_FAILED, DATABASE_LOST } from './stream-reply.ts';

let t: TestApp;
let lost = false;
beforeAll(async () => {
  const memory = memoryInMemory();
  t = await createTestApp(
    {},
    {
      coach: {
        provider: scriptedCoach(),
        fallback: null,
        safety: keywordSafety(),
        // What the memory store's query answers once PostgreSQL has dropped its connections.
        memory: {
          ...memory,
          recall: async (userId, chatId) => {
            if (lost)
              throw Object.assign(new Error('terminating connection due to administrator command'), {
                code: '57P01',
              });
            return memory.recall(userId, chatId);
          },
        },
        recordSafetyEvent: async () => undefined,
      },
    },
  );
});
afterAll(() => t.close());

describe('the database lost while a reply is being written', () => {
  it('ends the stream with the service-unavailable text, not the AI service one', async () => {
    const user = await signUp(t);
    const { chat } = await newChat(t, user);
    lost = true;
    const res = await send(t, user, chat.id, 'We keep arguing about money.');
    expect(res.status).toBe(200);
    const error = (await readParts(res)).find((p) => p.type === 'error');
    lost = false;
    expect(error).toEqual({ type: 'error', errorText: DATABASE_LOST });
    expect(DATABASE_LOST).not.toBe(CONNECTION_FAILED);
    expect((await history(t, user, chat.id)).at(-1)?.content).toBe('We keep arguing about money.');
  });
});
