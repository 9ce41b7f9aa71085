// Search over one's own conversations, through the real app: titles and message text, opened for the
// owner alone, case- and accent-insensitive, bounded, with a clear 400 for a query it cannot take.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX } from '#shared/schemas/chat.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import {
  cookieFrom,
  GOOD_PASSWORD,
  latestMail,
  type SignedUpUser,
  signUp,
  uniqueEmail,
} from '#server/test/auth-helpers.ts';
import { subscribeWithTestProvider } from '#server/test/billing-helpers.ts';
import { newChat, send } from '#server/test/chat-helpers.ts';
import { api, readError } from '#server/test/client.ts';
import { readParts } from '#server/test/read-stream.ts';
import { fold, matcher, snippetOf } from './chat-search.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = (user: Pick<SignedUpUser, 'cookie'>, q: string) =>
  api(t, user.cookie).chats.search.$get({ query: { q } });

async function found(user: Pick<SignedUpUser, 'cookie'>, q: string) {
  const res = await search(user, q);
  expect(res.status).toBe(200);
  return (await res.json()).results;
}

/** A chat of `user` holding one message and the coach's reply to it; returns the chat's id. */
async function chatSaying(user: SignedUpUser, content: string): Promise<string> {
  const { chat } = await newChat(t, user);
  const res = await send(t, user, chat.id, content);
  expect(res.status).toBe(200);
  await readParts(res);
  return chat.id;
}

describe('searching one’s conversations', () => {
  it('finds a chat by a word of its messages, with a snippet around it, and by its title', async () => {
    const user = await signUp(t);
    const money = await chatSaying(user, 'We argued about the mortgage payments again last night');
    const inLaws = await chatSaying(user, 'My mother-in-law visits every Sunday and I feel invisible');

    const byText = await found(user, 'MORTGAGE');
    expect(byText).toEqual([
      {
        chatId: money,
        title: 'We argued about the mortgage p...',
        snippet: expect.stringContaining('mortgage payments'),
      },
    ]);

    await api(t, user.cookie).chats[':id'].$patch({
      param: { id: inLaws },
      json: { title: 'Sundays with the Hendersons' },
    });
    expect(await found(user, 'sunday')).toEqual([
      // The title matched, and so did the message that says "Sunday".
      {
        chatId: inLaws,
        title: 'Sundays with the Hendersons',
        snippet: expect.stringContaining('every Sunday'),
      },
    ]);
    expect(await found(user, 'hendersons')).toEqual([
      { chatId: inLaws, title: 'Sundays with the Hendersons', snippet: null },
    ]);
    expect(await found(user, 'nothing like this was said')).toEqual([]);
  });

  it('ignores case and accents, both ways, and shows the words as they were written', async () => {
    const user = await signUp(t);
    const chatId = await chatSaying(user, 'At the café after the Église service she finally talked to me');
    const results = await found(user, 'cafe after the eglise');
    expect(results.map((r) => r.chatId)).toEqual([chatId]);
    expect(results[0]!.snippet).toContain('café after the Église');
    expect((await found(user, 'ÉGLISE')).map((r) => r.chatId)).toEqual([chatId]);
  });

  it('lists the newest conversation first and never matches the greeting every chat begins with', async () => {
    const user = await signUp(t);
    const older = await chatSaying(user, 'He forgot our anniversary dinner');
    const newer = await chatSaying(user, 'The anniversary went better this year');
    expect((await found(user, 'anniversary')).map((r) => r.chatId)).toEqual([newer, older]);
    // Every chat opens with the greeting ("...strengthen your relationship today?").
    expect(await found(user, 'strengthen your relationship')).toEqual([]);
  });

  it('never finds another user’s chats, nor a family member’s', async () => {
    const owner = await signUp(t, { firstName: 'Anna' });
    await subscribeWithTestProvider(t, owner);
    const email = uniqueEmail('partner');
    expect((await api(t, owner.cookie).family.invites.$post({ json: { email } })).status).toBe(201);
    const code = /signup\?invite=([\w-]+)/.exec((await latestMail(t, email))!.text)![1]!;
    const joined = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: GOOD_PASSWORD, firstName: 'Ben', lastName: 'Partner', inviteCode: code },
    });
    expect(joined.status).toBe(200);
    const partner = { cookie: cookieFrom(joined) };
    const stranger = await signUp(t);

    await chatSaying(owner, 'I keep thinking about the lighthouse trip we never took');
    expect(await found(owner, 'lighthouse')).toHaveLength(1);
    expect(await found(partner, 'lighthouse')).toEqual([]);
    expect(await found(stranger, 'lighthouse')).toEqual([]);
  });

  it('no longer finds a deleted chat', async () => {
    const user = await signUp(t);
    const chatId = await chatSaying(user, 'The greenhouse project keeps us apart every weekend');
    expect(await found(user, 'greenhouse')).toHaveLength(1);
    const res = await api(t, user.cookie).chats[':id'].$delete({ param: { id: chatId } });
    expect(res.status).toBe(204);
    expect(await found(user, 'greenhouse')).toEqual([]);
  });

  it('answers an empty, blank, too long or missing query with a clear 400', async () => {
    const user = await signUp(t);
    for (const q of ['', '   ']) {
      const res = await search(user, q);
      expect(res.status, JSON.stringify(q)).toBe(400);
      expect((await readError(res)).message).toBe('Please type a word to search for.');
    }
    const long = await search(user, 'a'.repeat(SEARCH_QUERY_MAX + 1));
    expect(long.status).toBe(400);
    expect((await readError(long)).message).toBe(
      `Please search for fewer than ${SEARCH_QUERY_MAX} characters.`,
    );
    expect((await found(user, 'a'.repeat(SEARCH_QUERY_MAX))).length).toBe(0);
    const missing = await t.request('/api/chats/search', { headers: { cookie: user.cookie } });
    expect(missing.status).toBe(400);
    expect((await readError(missing)).message).toBe('Please type a word to search for.');
    const visitor = await t.request('/api/chats/search?q=money');
    expect(visitor.status).toBe(401);
  });
});

describe('the matching', () => {
  it('folds case and accents', () => {
    expect(fold('ÉGLISE Café naïve')).toBe('eglise cafe naive');
  });

  it('finds overlapping repeats that a naive restart would miss', () => {
    const m = matcher('aab');
    expect(m.find('aaab')).toBe(1);
    expect(m.find('abab')).toBe(-1);
    expect(matcher('abab').find('abacabab')).toBe(4);
  });

  it('cuts a snippet at whole words around the match, with the original spelling', () => {
    const text = `${'word '.repeat(30)}the Café where we met ${'more '.repeat(40)}`;
    const snippet = snippetOf(text, matcher('cafe'));
    expect(snippet).toMatch(/^\.\.\.word /);
    expect(snippet).toContain('the Café where we met');
    expect(snippet).toMatch(/more\.\.\.$/);
    expect(snippet.length).toBeLessThan(150);
  });
});
