// Bounded text work (docs/security.md): the longest message a person can send, made of what makes text
// work slow (one word without spaces, "he he he", "i i i", "kill kill", mixed scripts, emoji, runs of
// punctuation), through one safety check and through the whole send path. Prints the slowest time; fails
// only beyond a stall bound, never on a figure that a shared machine could miss by chance.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { createBuiltInCoach } from './providers/built-in-coach.ts';
import { createSafetyService } from './safety/safety.ts';
import { createScripture } from './scripture/scripture.ts';
import { adversarialTexts } from '#server/test/adversarial-text.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { signUp } from '#server/test/auth-helpers.ts';
import { newChat, send } from '#server/test/chat-helpers.ts';
import { readParts } from '#server/test/read-stream.ts';

/** One safety check may take this long at most (it runs on the only thread, before anything else). */
const SAFETY_CHECK_MS = 50;
/**
 * One whole send (the checks, the coach's reading and reply, the writes, the embedded database's work)
 * may take this much CPU at most.
 */
const SEND_MS = 1_500;

let t: TestApp;
let clock = new Date('2026-11-20T12:00:00Z');
beforeAll(async () => {
  // The built-in coach, the real safety check and memory: every step a real send takes.
  t = await createTestApp(
    {},
    { now: () => clock, coach: { provider: createBuiltInCoach({ scripture: createScripture() }) } },
  );
});
afterAll(() => t.close());

/**
 * The CPU time this process spent (milliseconds): on a machine shared with other work, wall time also
 * counts the time the others had the cores, which says nothing about the text.
 */
function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}
/** The best of three: a collection in the middle of one run is the machine, not the text. */
const bestOfThree = (run: () => void) => Math.min(cpuMs(run), cpuMs(run), cpuMs(run));

describe('adversarial 8,000-character input', () => {
  it('takes one safety check less than the stall bound', () => {
    // Nothing remembered: every check runs the rules.
    const safety = createSafetyService({ remember: 0 });
    safety.assess('warm up the rules once');
    const times = adversarialTexts().map(({ name, text }) => ({
      name,
      ms: Math.max(
        bestOfThree(() => safety.assess(text)),
        bestOfThree(() => safety.assess(text, { askedAboutSuicide: true })),
      ),
    }));
    const slowest = times.reduce((a, b) => (b.ms > a.ms ? b : a));
    console.info(`slowest safety check: ${slowest.ms.toFixed(1)} ms of CPU on ${slowest.name}`);
    expect(times.filter((x) => x.ms > SAFETY_CHECK_MS)).toEqual([]);
  });

  it('goes through the whole send path within the bound, each answered', async () => {
    const user = await signUp(t);
    // Premium, and the clock moved past the fair-use window between sends: no limit answers in place of
    // the work under test.
    await t.database.db.update(users).set({ role: 'premium' }).where(eq(users.id, user.userId));
    // The first reply trains the coach's reader: paid here, not by the first input.
    await readParts(await send(t, user, (await newChat(t, user)).chat.id, 'We argue about money.'));
    const times: { name: string; ms: number; status: number }[] = [];
    // Blank ones are refused by the schema before any work (chat.test.ts).
    for (const { name, text } of adversarialTexts().filter((x) => x.text.trim() !== '')) {
      const { chat } = await newChat(t, user);
      clock = new Date(clock.getTime() + 11 * 60_000);
      const start = process.cpuUsage();
      const res = await send(t, user, chat.id, text);
      await readParts(res);
      const used = process.cpuUsage(start);
      times.push({ name, ms: (used.user + used.system) / 1000, status: res.status });
    }
    const slowest = times.reduce((a, b) => (b.ms > a.ms ? b : a));
    console.info(`slowest send: ${slowest.ms.toFixed(0)} ms of CPU on ${slowest.name}`);
    expect(times.filter((x) => x.status !== 200)).toEqual([]);
    expect(times.filter((x) => x.ms > SEND_MS).map((x) => `${x.name}: ${x.ms.toFixed(0)} ms`)).toEqual([]);
  }, 180_000);
});
