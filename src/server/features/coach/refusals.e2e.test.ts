// Refusals through the real app (HTTP, database, the chat's history and sentence prints) with the real
// built-in coach: "no advice", "no verses" and "not that verse" hold for the rest of the chat, and
// verses come at most about one reply in three, never after a refusal, a joke, "thanks" or "ok".
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { signUp } from '#server/test/auth-helpers.ts';
import { newChat, send, streamPart } from '#server/test/chat-helpers.ts';
import { readParts } from '#server/test/read-stream.ts';
import { createBuiltInCoach } from './providers/built-in-coach.ts';
import { createScripture } from './scripture/scripture.ts';
import { warmUp } from './understanding/read-message.ts';

let t: TestApp;
let clockAheadMs = 0;
beforeAll(async () => {
  // The reader trains once per process; here, not inside the first test's time.
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

async function premiumChat() {
  const user = await signUp(t);
  await t.database.db.update(users).set({ role: 'premium' }).where(eq(users.id, user.userId));
  const { chat } = await newChat(t, user);
  return { user, chatId: chat.id as string };
}

async function reply(user: User, chatId: string, message: string) {
  // A message a minute, as a person writes (the fair-use rate is not what is tested here).
  clockAheadMs += 60_000;
  const data = streamPart(await readParts(await send(t, user, chatId, message)), 'data-reply');
  return {
    message,
    text: data.messages.find((m) => m.role === 'coach')?.content ?? '',
    verse: data.messages.find((m) => m.role === 'scripture')?.reference ?? null,
  };
}

async function conversation(user: User, chatId: string, turns: string[]) {
  const replies = [];
  for (const turn of turns) replies.push(await reply(user, chatId, turn));
  return replies;
}

/** Advice, steps or words to say: what a listening reply leaves out. */
const ADVICE =
  /\u201c|\byou (?:might|could|can) (?:say|try|ask|start)|\btry (?:saying|to|a |asking)|\bone (?:small |practical )?(?:step|tip)|\bnext time\b|\bstart with\b|\bhere's (?:a|one) (?:way|step|thing to try)/i;

const SHARING = [
  'my husband Dan works late every night and I feel like a single parent',
  'he came home at ten again and went straight to his phone',
  "and then he says I'm the one who's distant",
  'the kids asked where daddy was at bedtime',
  'weekends are just chores and silence now',
  'his mum thinks I should be more grateful',
  'I just feel invisible in my own house',
  'it has been like this since the spring',
  'sometimes I cry in the car before I go in',
];

describe('refusals hold for the rest of the chat', () => {
  it('after "i don\u2019t need fixing i need to vent": listening replies, no advice, no steps, for every later turn', async () => {
    const { user, chatId } = await premiumChat();
    const [first, ...later] = await conversation(user, chatId, [
      "i don't need fixing i need to vent",
      ...SHARING,
    ]);
    expect(first!.text).toMatch(/no advice|no fixing|put the advice away/i);
    expect(first!.verse).toBeNull();
    for (const r of later) expect(r.text, `${r.message}\n${r.text}`).not.toMatch(ADVICE);
    // Listening asks about them, once, at the end.
    for (const r of later) expect(r.text.trim(), r.message).toMatch(/\?$/);
    // Ten turns on a machine shared with other work: a bound far above the usual few seconds.
  }, 120_000);

  it('after "please stop with the bible verses": no verse on any later turn, and it says so once', async () => {
    const { user, chatId } = await premiumChat();
    const replies = await conversation(user, chatId, [
      'my wife and I keep fighting about money and I feel hopeless',
      'she hid a credit card from me and I only found out last week',
      'please stop with the bible verses',
      ...SHARING.slice(0, 6),
    ]);
    const refused = replies[2]!;
    expect(refused.verse).toBeNull();
    expect(refused.text).toMatch(/verses out|no more verses|scripture out/i);
    for (const r of replies.slice(3)) expect(r.verse, r.message).toBeNull();
  });

  it('honours "I don\u2019t want a verse" at once, and a verse asked for later is still given', async () => {
    const { user, chatId } = await premiumChat();
    const replies = await conversation(user, chatId, [
      'we had a huge row about his mum last night',
      "I don't want a verse, I just want to know what to say to him",
      'he thinks I hate his family',
      'ok',
      'thanks',
      'could you give me a verse about patience after all?',
    ]);
    for (const r of replies.slice(1, 5)) expect(r.verse, r.message).toBeNull();
    expect(replies[5]!.verse).not.toBeNull();
  });

  it('still holds "no verses" after the refusal has left the history the coach is given', async () => {
    const { user, chatId } = await premiumChat();
    await reply(user, chatId, 'no more verses please, they just make me feel judged');
    // More turns than the bounded history holds (CONTEXT_MESSAGES), each a sharing turn that may carry a verse.
    const later = await conversation(user, chatId, [...SHARING, ...SHARING.map((s) => `also, ${s}`)]);
    for (const r of later) expect(r.verse, r.message).toBeNull();
  }, 120_000);

  it('never shows again a verse turned down with "not that verse"', async () => {
    const { user, chatId } = await premiumChat();
    const asked = await reply(user, chatId, 'is there a verse for when you feel betrayed?');
    expect(asked.verse).not.toBeNull();
    const refused = await reply(user, chatId, 'not that verse please');
    expect(refused.verse).toBeNull();
    expect(refused.text).toContain(asked.verse!);
    const later = await conversation(user, chatId, [
      'another verse for feeling betrayed then?',
      'one more verse about betrayal?',
      'a verse for when you feel let down?',
      'and a verse for when someone breaks your trust?',
    ]);
    for (const r of later) expect(r.verse, r.message).not.toBe(asked.verse);
  });
});

describe('verses, paced', () => {
  it('comes at most about one reply in three, and never after a joke, "thanks" or "ok"', async () => {
    const { user, chatId } = await premiumChat();
    const turns = [
      'my husband and I keep having the same argument about chores',
      'he says he does his share but he really does not',
      'ok',
      'I feel so tired of being the one who notices everything',
      'i could kill him when he leaves his socks on the floor \ud83d\ude02',
      'I think underneath it I feel unappreciated',
      'thanks',
      'I want us to be a team again',
      'ok',
      'what would I say to him tonight?',
      'we used to laugh a lot',
      'I miss that',
    ];
    const replies = await conversation(user, chatId, turns);
    const withVerse = replies.filter((r) => r.verse);
    expect(withVerse.length).toBeLessThanOrEqual(Math.ceil(turns.length / 3));
    for (const r of replies.filter((r) => /^(?:ok|thanks)$|\ud83d\ude02/.test(r.message)))
      expect(r.verse, r.message).toBeNull();
  });
});
