// Careful mode on the account (docs/safety.md#careful-mode-on-the-account), through the real app with
// the real safety check and the real memory store (only the coach that writes ordinary replies is
// scripted, so each request's safety state can be read): it survives deleting the chat that held the
// disclosure, the user sees it in Settings and can end it, and only a disclosure starts it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SafetyAssessment, SafetyService } from '#server/ports/coach.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { signUp, type SignedUpUser } from '#server/test/auth-helpers.ts';
import { history, newChat, send } from '#server/test/chat-helpers.ts';
import { api } from '#server/test/client.ts';
import { scriptedCoach, type ScriptedCoach } from '#server/test/fake-coach.ts';
import { readParts } from '#server/test/read-stream.ts';

const DISCLOSURE = 'He hit me last night and I am scared to go home.';
const RECONCILE = 'How do I forgive him and make our marriage work?';

let t: TestApp;
let coach: ScriptedCoach;
beforeAll(async () => {
  coach = scriptedCoach();
  // The real safety check and memory (the coach bundle's own), a scripted coach for ordinary replies.
  t = await createTestApp(
    {},
    { coach: { provider: coach, fallback: null, recordSafetyEvent: async () => {} } },
  );
});
afterAll(() => t.close());

async function say(user: SignedUpUser, chatId: string, text: string) {
  const res = await send(t, user, chatId, text);
  expect(res.status).toBe(200);
  await readParts(res);
  return (await history(t, user, chatId)).at(-1)!;
}

/** The safety state of the coach's request for the last ordinary reply. */
const lastSafety = () => coach.calls.at(-1)!.safety;

async function memoryOf(user: SignedUpUser) {
  const res = await api(t, { cookie: user.cookie }).coach.memory.$get();
  expect(res.status).toBe(200);
  return res.json();
}

describe('careful mode on the account', () => {
  it('survives deleting the chat that held the disclosure', async () => {
    const user = await signUp(t);
    const first = await newChat(t, user);
    const reply = await say(user, first.chat.id, DISCLOSURE);
    expect(reply.flag).toBe('safety');
    const removed = await api(t, { cookie: user.cookie }).chats[':id'].$delete({
      param: { id: first.chat.id },
    });
    expect(removed.status).toBe(204);

    const next = await newChat(t, user);
    await say(user, next.chat.id, RECONCILE);
    expect(lastSafety()).toMatchObject({ careful: true, since: 'earlier-chat' });
    expect(lastSafety().categories).toContain('physical_abuse');
  });

  it('is shown in Settings in neutral words, with no word of what was said, and ends when asked', async () => {
    const user = await signUp(t);
    const chat = await newChat(t, user);
    await say(user, chat.chat.id, DISCLOSURE);
    const shown = await memoryOf(user);
    expect(shown.careful).toEqual({ since: expect.any(String) });
    expect(JSON.stringify(shown)).not.toMatch(/hit|scared|abuse|physical/i);

    const ended = await api(t, { cookie: user.cookie }).coach.memory.careful.$delete();
    expect(ended.status).toBe(204);
    expect((await memoryOf(user)).careful).toBeNull();

    // A chat without the disclosure in view is answered as usual again.
    const later = await newChat(t, user);
    await say(user, later.chat.id, RECONCILE);
    expect(lastSafety().careful).toBe(false);
  });

  it('is not started by a denial or a thought of leaving', async () => {
    const user = await signUp(t);
    const chat = await newChat(t, user);
    await say(user, chat.chat.id, "He's never hurt me, we just argue about the dishes.");
    await say(user, chat.chat.id, 'Sometimes I think about leaving, but I want this to work.');
    expect((await memoryOf(user)).careful).toBeNull();
  });
});

describe('what starts careful mode, whatever the model reads', () => {
  let seam: TestApp;
  let seamCoach: ScriptedCoach;
  /** The assessment the seam answers for each message (a misread the model might make). */
  const answers = new Map<string, SafetyAssessment>();
  const safety: SafetyService = {
    assess: (message) => answers.get(message) ?? { crisis: false, level: 'none', categories: [] },
    reply: () => 'Are you safe at home right now? If you are in danger now, call 999 (UK) or 911 (US).',
  };
  beforeAll(async () => {
    seamCoach = scriptedCoach();
    seam = await createTestApp(
      {},
      { coach: { provider: seamCoach, fallback: null, safety, recordSafetyEvent: async () => {} } },
    );
  });
  afterAll(() => seam.close());

  it('an uncertain sign that is asked about does not start it; a crisis does', async () => {
    const denial = "He's never hurt me.";
    answers.set(denial, {
      crisis: false,
      level: 'ask',
      categories: ['physical_abuse'],
      family: 'physical-violence',
    });
    answers.set(DISCLOSURE, { crisis: true, level: 'crisis', categories: ['physical_abuse'] });
    const user = await signUp(seam);
    const chat = await newChat(seam, user);
    const asked = await send(seam, user, chat.chat.id, denial);
    await readParts(asked);
    const careful = async () =>
      (await (await api(seam, { cookie: user.cookie }).coach.memory.$get()).json()).careful;
    expect(await careful()).toBeNull();
    const other = await newChat(seam, user);
    await readParts(await send(seam, user, other.chat.id, RECONCILE));
    expect(seamCoach.calls.at(-1)!.safety.careful).toBe(false);

    await readParts(await send(seam, user, chat.chat.id, DISCLOSURE));
    expect(await careful()).not.toBeNull();
  });
});
