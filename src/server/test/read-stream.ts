import { type ChatStreamPart, isChatStreamPart } from '#shared/chat-stream.ts';

/**
 * Reads a UI message stream response to its end and returns its JSON parts (without [DONE]). A part
 * the browser's reader would not accept fails the test.
 */
export async function readParts(res: Response): Promise<ChatStreamPart[]> {
  const text = await res.text();
  return text
    .split('\n\n')
    .map((block) => block.replace(/^data: /, '').trim())
    .filter((line) => line && line !== '[DONE]')
    .map((line) => {
      const part: unknown = JSON.parse(line);
      if (!isChatStreamPart(part)) throw new Error(`Not a part of the reply stream: ${line}`);
      return part;
    });
}

/** The text of the last try: a retry throws away what the failed try wrote. */
export function streamedText(parts: ChatStreamPart[]): string {
  let text = '';
  for (const part of parts) {
    if (part.type === 'data-retry') text = '';
    if (part.type === 'text-delta') text += part.delta;
  }
  return text;
}
