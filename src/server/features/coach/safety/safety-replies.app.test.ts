// Replies that fit what was said, through the real app (docs/safety.md#replies-that-fit): each message
// is sent through POST /api/chats/:id/messages with the real safety check, the built-in coach and the
// real memory, and the saved reply is read back. The wording of each reply is tested on its own in
// safety-reply.test.ts; here each situation must reach its reply end to end, which also
// depends on the risk model reading the message into the right family.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Whereabouts } from '#shared/region.ts';
import { createBuiltInCoach } from '../providers/built-in-coach.ts';
import { createScripture } from '../scripture/scripture.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { signUp, type SignedUpUser } from '#server/test/auth-helpers.ts';
import { history, newChat } from '#server/test/chat-helpers.ts';
import { readParts } from '#server/test/read-stream.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      coach: {
        provider: createBuiltInCoach({ scripture: createScripture() }),
        fallback: null,
        recordSafetyEvent: async () => {},
      },
    },
  );
});
afterAll(() => t.close());

/** Sends a message as the web app does and returns the coach's saved reply to it. */
async function say(user: SignedUpUser, chatId: string, content: string, where?: Whereabouts) {
  const res = await t.request(`/api/chats/${chatId}/messages`, {
    method: 'POST',
    headers: { cookie: user.cookie },
    json: { content, ...(where ? { where } : {}) },
  });
  expect(res.status).toBe(200);
  await readParts(res);
  const replies = (await history(t, user, chatId)).filter((m) => m.role === 'coach');
  return replies.at(-1)!;
}

async function firstReply(content: string, where?: Whereabouts) {
  const user = await signUp(t);
  const { chat } = await newChat(t, user);
  return say(user, chat.id, content, where);
}

const asksAboutSuicide = /ending (your|their) life|suicid|kill (yourself|themselves)/i;

describe('the first safety reply fits the disclosure', () => {
  it('an overdose in progress: call 999 / 911 or go to A&E now, first', async () => {
    const reply = await firstReply(
      'I just took a whole bottle of my sleeping pills, about thirty of them, a few minutes ago.',
    );
    expect(reply.flag).toBe('safety');
    expect(reply.content.split('\n\n')[0]).toMatch(/call 999.*911.*A&E.*now/);
  });

  // On this branch the risk model reads this message as threats-to-kill, not teen-at-risk, so the reply
  // gives the child lines (they are chosen from the message too) but opens as for abuse: this fails
  // until the model (issue 30, sections 1-2) reads it into the teenager's family.
  it('a teenager at risk: the parent is spoken to about the child and never asked about suicide', async () => {
    const reply = await firstReply(
      'My 15 year old daughter told me last night she wants to kill herself, and I found cuts on her arms.',
    );
    expect(reply.flag).toBe('safety');
    for (const number of ['0808 800 5000', '0800 1111', '1-800-422-4453', '988'])
      expect(reply.content).toContain(number);
    const asked = reply.content.split('\n\n').find((p) => p.includes('?')) ?? '';
    expect(asked).not.toMatch(asksAboutSuicide);
    // Spoken to as the parent, about the child.
    expect(reply.content.split('\n\n')[0]).toMatch(/your (child|teenager|daughter|son)/);
  });

  it('a child hurt: 999 / 911 for a child in danger now, NSPCC and Childhelp', async () => {
    const reply = await firstReply(
      'My husband hit our six year old son across the face last night and left a big bruise.',
    );
    expect(reply.flag).toBe('safety');
    expect(reply.content).toMatch(/child is in danger right now, call 999 or 911/);
    expect(reply.content).toContain('0808 800 5000');
    expect(reply.content).toContain('1-800-422-4453');
  });

  it('sexual violence: Rape Crisis, RAINN, medical care and a referral centre', async () => {
    const reply = await firstReply(
      'My husband forces me to have sex when I say no. Last night he held me down and raped me.',
    );
    expect(reply.flag).toBe('safety');
    expect(reply.content).toContain('0808 500 2222');
    expect(reply.content).toContain('1-800-656-4673');
    expect(reply.content).toMatch(/sexual assault referral centre/i);
  });

  it("a man abused: the Men's Advice Line and the US hotline, not the UK line for women", async () => {
    const reply = await firstReply(
      "I'm a man and my wife hits me. Last night she punched me in the face and threw a plate at my head.",
    );
    expect(reply.flag).toBe('safety');
    expect(reply.content).toContain('0808 801 0327');
    expect(reply.content).toContain('1-800-799-7233');
    expect(reply.content).not.toContain('0808 2000 247');
  });

  it('suicide: Samaritans, 988, Shout and means safety', async () => {
    const reply = await firstReply(
      "I've been saving up my tablets and I'm going to take them all this weekend to end my life.",
    );
    expect(reply.flag).toBe('safety');
    for (const number of ['116 123', '988', '85258']) expect(reply.content).toContain(number);
    expect(reply.content).toMatch(/out of reach|someone else to keep/);
  });

  it("gives the person's own country first, from the browser's time zone", async () => {
    const disclosure = 'He hit me last night and I am scared to go home.';
    const us = await firstReply(disclosure, { language: 'en-US', timeZone: 'America/Chicago' });
    expect(us.content.indexOf('1-800-799-7233')).toBeLessThan(us.content.indexOf('0808 2000 247'));
    const uk = await firstReply(disclosure, { language: 'en-GB', timeZone: 'Europe/London' });
    expect(uk.content.indexOf('0808 2000 247')).toBeLessThan(uk.content.indexOf('1-800-799-7233'));
    expect(uk.content).toMatch(/press 55/);
  });

  // The model asks about this message (an uncertain sign of fear of the partner). Other uncertain signs
  // it still reads as nothing ("nervous about being at home with him") are in docs/safety.md, what is
  // left; the reply itself is tested from an assessment in safety-reply.test.ts.
  it('an uncertain sign of abuse is asked about gently (safe at home), not about suicide', async () => {
    const reply = await firstReply("Sometimes I'm a bit scared of how he gets when he's had a drink.");
    expect(reply.flag).toBe('safety');
    expect(reply.content).toMatch(/safe at home/);
    expect(reply.content).not.toMatch(asksAboutSuicide);
  });
});

describe('follow-ups in the same chat', () => {
  let user: SignedUpUser;
  let chatId: string;
  beforeAll(async () => {
    user = await signUp(t);
    chatId = (await newChat(t, user)).chat.id;
    const first = await say(user, chatId, 'He hit me last night and I am scared to go home.');
    expect(first.flag).toBe('safety');
  });

  it('never give the same block of lines twice in a row', async () => {
    const before = (await history(t, user, chatId)).filter((m) => m.flag === 'safety').at(-1)!;
    const next = await say(
      user,
      chatId,
      'He pushed me against the wall again this morning and I am frightened.',
    );
    expect(next.flag).toBe('safety');
    const block = before.content.split('\n\n').find((p) => p.startsWith('\u2022'))!;
    expect(next.content).not.toContain(block);
    expect(next.content).not.toContain('116 123');
  });

  it('answer what is asked', async () => {
    expect((await say(user, chatId, 'what would I even say if I rang?')).content).toContain(
      "I'm not safe at home and I don't know what to do",
    );
    const plan = (await say(user, chatId, 'what do I do if he kicks off again tonight?')).content;
    expect(plan).toMatch(/room with a (way|door) out/);
    expect(plan).toMatch(/charged/);
    const privacy = (await say(user, chatId, 'can he see this chat?')).content;
    expect(privacy).toMatch(/account/);
    expect(privacy).toMatch(/sign(ing)? out/);
    expect(privacy).toMatch(/Quick exit|Escape/);
    expect((await say(user, chatId, 'what does a helpline actually do?')).content).toMatch(
      /listen|safety plan/,
    );
    const leave = (await say(user, chatId, 'will they make me leave him?')).content;
    expect(leave).toMatch(/\bNo\b|won't make you leave|will not make you leave|push you to leave/);
    expect(leave).toMatch(/decisions? (stay|are) yours|up to you/);
  });
});

describe('scripture used to keep someone in harm', () => {
  it('"our pastor said to submit more" gets a careful, scriptural answer', async () => {
    const reply = await firstReply('Our pastor said to submit more.');
    expect(reply.content).toContain('Ephesians 5:21');
    expect(reply.content).toMatch(/another pastor you trust|another trusted person/);
    expect(reply.content).toMatch(/never (asks anyone to accept|means putting up with)|accept harm/);
  });
});
