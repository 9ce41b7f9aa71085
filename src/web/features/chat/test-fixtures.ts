// Test data and reply streams for the chat feature's tests (not bundled: only tests import it).
import type { ChatMessage, ChatSummary, Usage } from '#shared/chat.ts';

let n = 0;

export function createMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  n += 1;
  return {
    id: `m${String(n).padStart(4, '0')}`,
    role: 'coach',
    content: `Message ${n}`,
    reference: null,
    flag: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function createChatSummary(overrides: Partial<ChatSummary> = {}): ChatSummary {
  n += 1;
  return {
    id: `chat${n}`,
    title: 'New Chat',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function createUsage(overrides: Partial<Usage> = {}): Usage {
  return { messageCount: 3, chatCount: 1, messageLimit: 10, chatLimit: 2, ...overrides };
}

const encoder = new TextEncoder();
const event = (part: object | string) =>
  encoder.encode(`data: ${typeof part === 'string' ? part : JSON.stringify(part)}\n\n`);

/** A reply stream the test writes part by part, as the server would while the coach is typing. */
export function replyStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: () => new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    push: (...parts: object[]) => parts.forEach((part) => controller.enqueue(event(part))),
    end: () => {
      controller.enqueue(event('[DONE]'));
      controller.close();
    },
    fail: () => controller.error(new TypeError('network error')),
  };
}

/** Async iterable of parts, for feeding `streamReplyIntoCache` directly. */
export async function* partsOf(...parts: object[]) {
  for (const part of parts) {
    await Promise.resolve();
    yield part as never;
  }
}
