// Words that are also the names of an object's own machinery ("constructor", "__proto__", "toString")
// read as any other word: a table keyed by people's words is a Map, an object without a prototype, or
// read with Object.hasOwn (issue 29, finding 14: "constructor" made the built-in coach fail and the
// person waited for "Could not connect to the AI service").
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { signUp } from '#server/test/auth-helpers.ts';
import { newChat, send, streamPart } from '#server/test/chat-helpers.ts';
import { readParts } from '#server/test/read-stream.ts';
import { createBuiltInCoach } from './providers/built-in-coach.ts';
import { createScripture } from './scripture/scripture.ts';

const OBJECT_WORDS = [
  'constructor',
  '__proto__',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
  'toLocaleString',
];

let t: TestApp;
let clock = new Date('2026-11-20T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp(
    {},
    { now: () => clock, coach: { provider: createBuiltInCoach({ scripture: createScripture() }) } },
  );
});
afterAll(() => t.close());

describe('words named like an object’s own properties', () => {
  it('are answered by the built-in coach like any other words', async () => {
    const user = await signUp(t);
    await t.database.db.update(users).set({ role: 'premium' }).where(eq(users.id, user.userId));
    const messages = [
      ...OBJECT_WORDS,
      ...OBJECT_WORDS.map((w) => `My husband said ${w} and I don't know ${w} what to do`),
      OBJECT_WORDS.join(' '),
      `What helped was ${OBJECT_WORDS.join(' ')}. I want us to stop ${OBJECT_WORDS[0]}.`,
    ];
    for (const content of messages) {
      const { chat } = await newChat(t, user);
      clock = new Date(clock.getTime() + 11 * 60_000); // past the fair-use window
      const res = await send(t, user, chat.id, content);
      expect({ content, status: res.status }).toEqual({ content, status: 200 });
      const parts = await readParts(res);
      expect({ content, error: parts.find((p) => p.type === 'error') }).toEqual({
        content,
        error: undefined,
      });
      const reply = streamPart(parts, 'data-reply').messages.find((m) => m.role === 'coach');
      // A reply, never the offline note; the risk model may meet a bare word it has never read (such as
      // "prototype") with its gentle safety question, which is a reply too.
      expect(reply?.flag ?? null).not.toBe('offline');
      expect(reply?.content.length).toBeGreaterThan(20);
    }
  }, 120_000);
});
