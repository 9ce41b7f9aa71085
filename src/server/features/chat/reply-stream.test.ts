// The reply stream on the wire: the AI SDK's UI message stream, readable by the SDK's own client, and a
// reply that goes on being written and saved when the browser leaves in the middle of it.
import { parseJsonEventStream, readUIMessageStream, type UIMessageChunk, uiMessageChunkSchema } from 'ai';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatStreamMessage } from '#shared/chat-stream.ts';
import type { CoachBundle } from '#server/services.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { signUp } from '#server/test/auth-helpers.ts';
import { history, newChat, send } from '#server/test/chat-helpers.ts';
import { keywordSafety, memoryInMemory, scriptedCoach } from '#server/test/fake-coach.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

function bundle(options: Parameters<typeof scriptedCoach>[0] = {}): CoachBundle {
  return {
    provider: scriptedCoach(options),
    fallback: null,
    safety: keywordSafety(),
    memory: memoryInMemory(),
    recordSafetyEvent: async () => undefined,
  };
}

/** The stream's chunks as the AI SDK's client parses them, each checked against the SDK's chunk schema. */
async function sdkChunks(body: string): Promise<UIMessageChunk[]> {
  const bytes = new Response(body).body!;
  const chunks: UIMessageChunk[] = [];
  for await (const result of parseJsonEventStream({ stream: bytes, schema: uiMessageChunkSchema })) {
    if (!result.success) throw result.error;
    chunks.push(result.value);
  }
  return chunks;
}

describe('the reply stream', () => {
  it('is a UI message stream with its headers, and the AI SDK client reads it as one message', async () => {
    t = await createTestApp({}, { coach: bundle() });
    const user = await signUp(t);
    const { chat } = await newChat(t, user);
    const res = await send(t, user, chat.id, 'We argued about money again');
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-vercel-ai-ui-message-stream': 'v1',
    });
    const body = await res.text();
    expect(body.endsWith('data: [DONE]\n\n')).toBe(true);

    const chunks = await sdkChunks(body);
    const stream = new ReadableStream<UIMessageChunk>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    let message: ChatStreamMessage | undefined;
    for await (const m of readUIMessageStream<ChatStreamMessage>({ stream })) message = m;
    const saved = await history(t, user, chat.id);
    expect(message!.parts.map((p) => p.type)).toEqual([
      'data-user-message',
      'step-start',
      'text',
      'data-reply',
    ]);
    const text = message!.parts.find((p) => p.type === 'text');
    expect(text).toMatchObject({ text: saved[2]!.content, state: 'done' });
    const reply = message!.parts.find((p) => p.type === 'data-reply');
    expect(reply?.data.messages.map((m) => m.id)).toEqual(saved.slice(2).map((m) => m.id));
  });

  it('keeps writing and saves the reply when the browser goes away in the middle of it', async () => {
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    t = await createTestApp({}, { coach: bundle({ hold }) });
    const user = await signUp(t);
    const { chat } = await newChat(t, user);
    const res = await send(t, user, chat.id, 'Are you still there?');

    // Read until the coach has begun, then leave while it is held mid-reply.
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let seen = '';
    while (!seen.includes('"text-delta"')) {
      const { done, value } = await reader.read();
      if (done) throw new Error('the stream ended before the reply began');
      seen += decoder.decode(value, { stream: true });
    }
    await reader.cancel();
    release();

    await t.services.tasks.drain(10_000);
    expect(t.services.tasks.size).toBe(0);
    const saved = await history(t, user, chat.id);
    expect(saved.map((m) => m.role)).toEqual(['coach', 'user', 'coach', 'scripture']);
    expect(saved[2]!.content).toContain('Are you still there?');
  });
});
