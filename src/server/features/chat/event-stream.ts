// The reply stream, in the AI SDK's UI message stream protocol (server-sent events of JSON parts, the
// ecosystem's format). Writes after the browser disconnected are dropped, not errors: the reply goes
// on being written and is saved, and the browser shows it when it reloads.
const encoder = new TextEncoder();

export const UI_MESSAGE_STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
  'x-vercel-ai-ui-message-stream': 'v1',
};

export interface EventChannel {
  readonly stream: ReadableStream<Uint8Array>;
  write(part: Record<string, unknown>): void;
  close(): void;
  readonly connected: boolean;
}

export function createEventChannel(): EventChannel {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      open = false;
    },
  });
  const send = (line: string) => {
    if (!open) return;
    try {
      controller.enqueue(encoder.encode(`data: ${line}\n\n`));
    } catch {
      open = false;
    }
  };
  return {
    stream,
    write: (part) => send(JSON.stringify(part)),
    close() {
      send('[DONE]');
      if (!open) return;
      open = false;
      try {
        controller.close();
      } catch {
        // already closed by the reader
      }
    },
    get connected() {
      return open;
    },
  };
}
