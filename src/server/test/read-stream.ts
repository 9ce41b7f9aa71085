/** Reads a UI message stream response to its end and returns its JSON parts (without [DONE]). */
export async function readParts(res: Response): Promise<Record<string, unknown>[]> {
  const text = await res.text();
  return text
    .split('\n\n')
    .map((block) => block.replace(/^data: /, '').trim())
    .filter((line) => line && line !== '[DONE]')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

export function streamedText(parts: Record<string, unknown>[]): string {
  let text = '';
  for (const part of parts) {
    if (part.type === 'data-retry') text = '';
    if (part.type === 'text-delta') text += String(part.delta);
  }
  return text;
}
