// The reply stream in the AI SDK's UI message stream protocol: server-sent events whose `data:` lines
// carry JSON parts, ended by `data: [DONE]`. The parts are the shared reply stream type the server
// writes with the SDK (#shared/chat-stream.ts). The server sends only a handful of part types, so a
// small reader is enough: the SDK's own reader would add about 19 KB gzip to the chat page and drops
// the transient parts (retry, replace) this app acts on.
import { type ChatStreamPart, isChatStreamPart } from '#shared/chat-stream.ts';
import { apiErrorOf } from '#web/lib/api-error.ts';

/** One part of the reply stream: the shared type, by the name the chat's callers use. */
export type UiMessagePart = ChatStreamPart;

/** The JSON of one event block (its `data:` lines joined), or null for `[DONE]`, comments and noise. */
function parseEvent(block: string): UiMessagePart | null {
  const data = block
    .split(/\r?\n/)
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).replace(/^ /, ''))
    .join('\n');
  if (!data || data === '[DONE]') return null;
  try {
    const part: unknown = JSON.parse(data);
    // A part of another type or shape is skipped like a malformed one.
    if (isChatStreamPart(part)) return part;
  } catch {
    // A malformed event is skipped: one bad line must not cost the whole reply.
  }
  return null;
}

/**
 * Yields the parts of a stream in order. Events may be split anywhere across network reads (even inside
 * a multi-byte character), so bytes are decoded in streaming mode and only complete events (ending in a
 * blank line) are parsed; a final event without its blank line is parsed when the stream ends.
 */
export async function* readUiMessageStream(body: ReadableStream<Uint8Array>): AsyncGenerator<UiMessagePart> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const blocks = buffer.split(/\r?\n\r?\n/);
      buffer = done ? '' : (blocks.pop() ?? '');
      for (const block of blocks) {
        const part = parseEvent(block);
        if (part) yield part;
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * The parts of a reply response. A JSON error (validation, limits, not found) is thrown as an ApiError
 * with the server's code and message, so callers treat it like any other failed API call.
 */
export async function openUiMessageStream(response: Response): Promise<AsyncGenerator<UiMessagePart>> {
  if (!response.ok) throw await apiErrorOf(response);
  if (!response.body) throw new TypeError('The reply stream has no body.');
  return readUiMessageStream(response.body);
}
