// The long-token cut (bounded-text.ts) on its own, and at each entry point where text is read: the
// safety check, the coach's request (built-in and AI alike), the reader and the memory notes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { signUp } from '#server/test/auth-helpers.ts';
import { newChat, send } from '#server/test/chat-helpers.ts';
import { keywordSafety, memoryInMemory, scriptedCoach } from '#server/test/fake-coach.ts';
import { readParts } from '#server/test/read-stream.ts';
import { cutLongTokens, MAX_TOKEN } from '#server/lib/bounded-text.ts';
import { memoryNotesFor } from './memory/memory-notes.ts';
import { createSafetyService } from './safety/safety.ts';

const LONG = 'a'.repeat(7_000);

describe('cutLongTokens', () => {
  it('cuts a run without spaces to its first characters and keeps everything else', () => {
    expect(cutLongTokens(`he hit me ${LONG} tonight`)).toBe(`he hit me ${'a'.repeat(MAX_TOKEN)} tonight`);
    const ordinary = 'We argue about money, every week. https://example.com/a/b?c=d';
    expect(cutLongTokens(ordinary)).toBe(ordinary);
    expect(cutLongTokens('!'.repeat(500))).toBe('!'.repeat(MAX_TOKEN));
  });

  it('never leaves half of an emoji', () => {
    const cut = cutLongTokens(`x${'😀'.repeat(100)}`);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(cut.length).toBeLessThanOrEqual(MAX_TOKEN);
  });
});

describe('the cut at each entry point', () => {
  let t: TestApp;
  const coach = scriptedCoach();
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        coach: {
          provider: coach,
          fallback: null,
          safety: keywordSafety(),
          memory: memoryInMemory(),
          recordSafetyEvent: async () => undefined,
        },
      },
    );
  });
  afterAll(() => t.close());

  it('gives the coach the message with its long tokens cut (the stored message stays whole)', async () => {
    const user = await signUp(t);
    const { chat } = await newChat(t, user);
    const res = await send(t, user, chat.id, `We argue ${LONG} about money`);
    expect(res.status).toBe(200);
    await readParts(res);
    expect(coach.calls.at(-1)?.message).toBe(`We argue ${'a'.repeat(MAX_TOKEN)} about money`);
  });

  it('reads a crisis after a long token the same as without it', () => {
    const safety = createSafetyService({ remember: 0 });
    expect(safety.assess(`${LONG} he hit me and i am scared`).crisis).toBe(true);
  });

  it('makes memory notes from the cut text', () => {
    const notes = memoryNotesFor({
      message: `What helped was ${'b'.repeat(5_000)}`,
      topic: 'general',
      topicScore: 0,
      extractedName: null,
      partnerName: null,
    });
    for (const note of notes) expect(note.text.length).toBeLessThan(200);
  });
});
