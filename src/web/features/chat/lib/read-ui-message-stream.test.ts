import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-error.ts';
import { openUiMessageStream, readUiMessageStream, type UiMessagePart } from './read-ui-message-stream.ts';

const encoder = new TextEncoder();

/** A body that delivers exactly these chunks, one per read. */
function bodyOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

const sse = (...parts: (object | string)[]) =>
  parts.map((p) => `data: ${typeof p === 'string' ? p : JSON.stringify(p)}\n\n`).join('');

async function collect(body: ReadableStream<Uint8Array>): Promise<UiMessagePart[]> {
  const parts: UiMessagePart[] = [];
  for await (const part of readUiMessageStream(body)) parts.push(part);
  return parts;
}

const message = {
  id: 'm1',
  role: 'user',
  content: 'Hi',
  reference: null,
  flag: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('readUiMessageStream', () => {
  it('yields every part in order and ignores [DONE]', async () => {
    const parts = await collect(
      bodyOf([
        sse(
          { type: 'start' },
          { type: 'data-user-message', data: { message, title: 'Hi' } },
          { type: 'text-start', id: 't' },
          { type: 'text-delta', id: 't', delta: 'Hello' },
          { type: 'text-delta', id: 't', delta: ' there' },
          { type: 'text-end', id: 't' },
          { type: 'finish' },
          '[DONE]',
        ),
      ]),
    );
    expect(parts.map((p) => p.type)).toEqual([
      'start',
      'data-user-message',
      'text-start',
      'text-delta',
      'text-delta',
      'text-end',
      'finish',
    ]);
    expect(parts[1]).toEqual({ type: 'data-user-message', data: { message, title: 'Hi' } });
  });

  it('joins events split across reads, also inside a multi-byte character', async () => {
    const text = sse({ type: 'text-delta', id: 't', delta: 'Peace — “shalom” 🙏' }, { type: 'finish' });
    const bytes = encoder.encode(text);
    // Cut inside the emoji (4 bytes) and inside the first JSON object.
    const emojiAt = bytes.indexOf(0xf0);
    const chunks = [bytes.slice(0, 10), bytes.slice(10, emojiAt + 2), bytes.slice(emojiAt + 2)];
    const parts = await collect(bodyOf(chunks));
    expect(parts).toEqual([
      { type: 'text-delta', id: 't', delta: 'Peace — “shalom” 🙏' },
      { type: 'finish' },
    ]);
  });

  it('handles CRLF line ends, a last event without its blank line, and skips malformed events', async () => {
    const parts = await collect(
      bodyOf([
        'data: {"type":"start"}\r\n\r\n',
        'data: {not json}\n\n',
        ': comment\n\n',
        'data: {"type":"finish"}',
      ]),
    );
    expect(parts).toEqual([{ type: 'start' }, { type: 'finish' }]);
  });

  it('skips parts the server never sends and parts without the fields a reader uses', async () => {
    const parts = await collect(
      bodyOf([
        sse(
          { type: 'tool-input-start', toolCallId: 'c', toolName: 'x' },
          { type: 'text-delta', id: 't' },
          { type: 'data-reply', data: { messages: 'none' } },
          { type: 'data-retry', data: { attempt: 1 }, transient: true },
          'null',
        ),
      ]),
    );
    expect(parts).toEqual([{ type: 'data-retry', data: { attempt: 1 }, transient: true }]);
  });

  it('passes the retry and error parts through for the caller to act on', async () => {
    const parts = await collect(
      bodyOf([
        sse(
          { type: 'text-delta', id: 't', delta: 'partial' },
          { type: 'data-retry', data: { attempt: 1 }, transient: true },
          {
            type: 'error',
            errorText: 'Connection Failed: Could not connect to the AI service. Please try again later.',
          },
        ),
      ]),
    );
    expect(parts.slice(1)).toEqual([
      { type: 'data-retry', data: { attempt: 1 }, transient: true },
      {
        type: 'error',
        errorText: 'Connection Failed: Could not connect to the AI service. Please try again later.',
      },
    ]);
  });

  it('passes the replace part through whole, even when it arrives in pieces', async () => {
    const replace = {
      type: 'data-replace',
      data: { text: 'You are not to blame. Are you safe right now?' },
      transient: true,
    };
    const wire = sse({ type: 'text-delta', id: 't', delta: 'Stay' }, replace);
    const parts = await collect(bodyOf([wire.slice(0, 60), wire.slice(60, 75), wire.slice(75)]));
    expect(parts).toEqual([{ type: 'text-delta', id: 't', delta: 'Stay' }, replace]);
  });
});

describe('openUiMessageStream', () => {
  it('throws the server’s JSON error as an ApiError', async () => {
    const response = new Response(
      JSON.stringify({ error: { code: 'message_limit_reached', message: 'Limit reached.' } }),
      { status: 403, headers: { 'content-type': 'application/json' } },
    );
    await expect(openUiMessageStream(response)).rejects.toMatchObject({
      constructor: ApiError,
      status: 403,
      code: 'message_limit_reached',
      message: 'Limit reached.',
    });
  });
});
