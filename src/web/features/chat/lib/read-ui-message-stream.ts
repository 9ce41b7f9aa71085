// The reply stream in the AI SDK's UI message stream protocol: server-sent events whose `data:` lines
// carry JSON parts, ended by `data: [DONE]`. The server sends only a handful of part types (see
// src/server/features/chat/stream-reply.ts), so a small reader is enough and keeps the AI SDK's client
// (and its own message model) out of the bundle.
import type { StreamReplyData, StreamRetryData, StreamUserMessageData } from '../../../../shared/chat.ts';
import { unwrap } from '../../../lib/api-error.ts';

/** The coach stopped its reply (it broke a safety rule): `text` stands instead of what was shown. */
export interface StreamReplaceData {
  text: string;
}

export type UiMessagePart =
  | { type: 'start'; messageId?: string }
  | { type: 'start-step' }
  | { type: 'finish-step' }
  | { type: 'finish' }
  | { type: 'text-start'; id: string }
  | { type: 'text-delta'; id: string; delta: string }
  | { type: 'text-end'; id: string }
  | { type: 'data-user-message'; data: StreamUserMessageData }
  | { type: 'data-retry'; data: StreamRetryData; transient?: boolean }
  | { type: 'data-replace'; data: StreamReplaceData; transient?: boolean }
  | { type: 'data-reply'; data: StreamReplyData }
  | { type: 'error'; errorText: string };

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
    if (typeof part === 'object' && part !== null && typeof (part as { type?: unknown }).type === 'string') {
      return part as UiMessagePart;
    }
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
  if (!response.ok) await unwrap(response);
  if (!response.body) throw new TypeError('The reply stream has no body.');
  return readUiMessageStream(response.body);
}
