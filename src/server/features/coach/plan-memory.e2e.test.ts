// The plan remembered whole, through the real app: a first chat makes a plan, a second chat brings it
// back in the person's own words and asks how it went, and the answer is reviewed as what it was:
// good, bad, mixed ("it went ok, then it went badly") or not done ("we didn't get to it").
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { signUp } from '#server/test/auth-helpers.ts';
import { newChat, send, streamPart } from '#server/test/chat-helpers.ts';
import { api } from '#server/test/client.ts';
import { readParts } from '#server/test/read-stream.ts';
import { replyBank } from './composer/reply-bank.ts';
import { createBuiltInCoach } from './providers/built-in-coach.ts';
import { createScripture } from './scripture/scripture.ts';
import { warmUp } from './understanding/read-message.ts';

let t: TestApp;
let clockAheadMs = 0;
beforeAll(async () => {
  warmUp();
  t = await createTestApp(
    {},
    {
      now: () => new Date(Date.now() + clockAheadMs),
      coach: {
        provider: createBuiltInCoach({ scripture: createScripture() }),
        recordSafetyEvent: async () => undefined,
      },
    },
  );
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof signUp>>;

async function reply(user: User, chatId: string, message: string): Promise<string> {
  clockAheadMs += 60_000;
  const data = streamPart(await readParts(await send(t, user, chatId, message)), 'data-reply');
  return data.messages.find((m) => m.role === 'coach')?.content ?? '';
}

const PLAN = "we'll talk on Sunday over tea for twenty minutes";

/** A premium user (memory is a premium feature) whose first chat made the plan; their second chat. */
async function returningWithPlan() {
  const user = await signUp(t);
  await t.database.db.update(users).set({ role: 'premium' }).where(eq(users.id, user.userId));
  const first = (await newChat(t, user)).chat.id as string;
  await reply(user, first, 'my husband Dan and I keep arguing about money and I want us to talk properly');
  await reply(user, first, `ok, ${PLAN}`);
  // A detail said after the plan points back at it: it must not replace the plan with a fragment.
  await reply(user, first, "yes I'll try that for twenty minutes, no phones");
  const second = (await newChat(t, user)).chat.id as string;
  return { user, second };
}

/** The bank's lines for an outcome, as the start of each (placeholders make the rest vary). */
const review = replyBank().steps.review;
const starts = (lines: string[]) => lines.map((l) => l.split('{')[0]!.slice(0, 24));
const saysOneOf = (text: string, lines: string[]) => starts(lines).some((s) => text.includes(s));

describe('the plan, remembered whole', () => {
  it('is kept as said, and brought back by name next time with "how did it go?"', async () => {
    const { user, second } = await returningWithPlan();
    const notes = await (await api(t, user.cookie).coach.memory.$get()).json();
    expect(JSON.stringify(notes)).toContain('Plan: talk on Sunday over tea for twenty minutes');
    const welcome = await reply(user, second, 'hi');
    expect(welcome).toContain('talk on Sunday over tea for twenty minutes');
    expect(welcome).toMatch(/go\?$|went\?$|plan\?$/);
  }, 120_000);

  it('keeps when and where said before the plan', async () => {
    const user = await signUp(t);
    await t.database.db.update(users).set({ role: 'premium' }).where(eq(users.id, user.userId));
    const chat = (await newChat(t, user)).chat.id as string;
    await reply(user, chat, 'my wife Anna and I never really talk any more');
    await reply(user, chat, "Sunday over tea, we'll talk for twenty minutes");
    const notes = await (await api(t, user.cookie).coach.memory.$get()).json();
    expect(JSON.stringify(notes)).toContain('Plan: talk for twenty minutes on Sunday over tea');
  });

  it.each([
    ['mixed', 'it went ok, then it went badly', review.mixed, [review.good]],
    ['mixed', 'good at first but then he got defensive', review.mixed, [review.good]],
    ['good', 'it went really well, he actually listened', review.good, [review.bad, review.mixed]],
    ['bad', 'it went badly, he walked off after five minutes', review.bad, [review.good]],
    ['not done', "we didn't get to it, the week got away from us", review.notDone, [review.good, review.bad]],
  ])(
    '%s news: "%s"',
    async (_kind, answer, expected, never) => {
      const { user, second } = await returningWithPlan();
      await reply(user, second, 'hi');
      const text = await reply(user, second, answer);
      expect(saysOneOf(text, expected), text).toBe(true);
      for (const lines of never) expect(saysOneOf(text, lines), text).toBe(false);
    },
    120_000,
  );
});
