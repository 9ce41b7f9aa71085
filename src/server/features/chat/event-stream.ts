// The reply stream, in the AI SDK's UI message stream protocol (server-sent events of JSON parts, the
// ecosystem's format), written with the SDK's own stream and typed by the shared message type. Writes
// after the browser disconnected are dropped, not errors: the reply goes on being written and is
// saved, and the browser shows it when it reloads.
import { createUIMessageStream, createUIMessageStreamResponse } from 'ai';
import type { ChatStreamChunk, ChatStreamMessage, ChatStreamPart } from '#shared/chat-stream.ts';

export const UI_MESSAGE_STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
  'x-vercel-ai-ui-message-stream': 'v1',
};

/** Writes one part of a reply: only the parts a reader of the reply stream understands. */
export type ChatStreamWriter = (part: ChatStreamPart) => void;

export type ChatStream = ReadableStream<ChatStreamChunk>;

/**
 * A reply stream whose parts `produce` writes. `produce` is started at once and runs to its end
 * whether anyone reads or not: the SDK's stream has no backpressure and drops what is written after
 * its reader went away. The stream ends (with `[DONE]` on the wire) when `produce` has finished; a
 * failure `produce` lets through becomes the SDK's error part, without its details.
 */
export function createChatStream(
  produce: (write: ChatStreamWriter) => Promise<void> | void,
  open?: OpenStreams,
): ChatStream {
  return createUIMessageStream<ChatStreamMessage>({
    execute: ({ writer }) => {
      if (!open) return produce((part) => writer.write(part));
      let ended = false;
      let end!: () => void;
      const cut = new Promise<void>((resolve) => (end = resolve));
      const entry = (last: ChatStreamPart) => {
        writer.write(last);
        ended = true;
        end();
      };
      open.streams.add(entry);
      const produced = Promise.resolve().then(() => produce((part) => ended || writer.write(part)));
      // Ended early, the stream closes now; `produce` goes on (its later writes are dropped).
      return Promise.race([produced, cut]).finally(() => open.streams.delete(entry));
    },
  });
}

/** The streams of an instance that are still open, so that shutdown can end each with a last part. */
export interface OpenStreams {
  readonly streams: Set<(last: ChatStreamPart) => void>;
  /** Writes `last` to every open stream and closes it; what was producing them goes on unheard. */
  endAll(last: ChatStreamPart): void;
}

export function createOpenStreams(): OpenStreams {
  const streams = new Set<(last: ChatStreamPart) => void>();
  return {
    streams,
    endAll(last) {
      for (const end of [...streams]) end(last);
      streams.clear();
    },
  };
}

/** The stream as a response: server-sent events with the headers above. */
export function chatStreamResponse(stream: ChatStream): Response {
  return createUIMessageStreamResponse({ stream, headers: UI_MESSAGE_STREAM_HEADERS });
}
