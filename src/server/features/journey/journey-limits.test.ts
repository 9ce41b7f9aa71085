// The journey PDF costs CPU (issue 29, finding 9: 20 at once made other people's requests wait up to
// 2.7 s): it is made in a worker thread, at most JOURNEY_PDFS.atOnce at a time on an instance, and at
// most JOURNEY_PDFS.perAccount.max per account in its window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNEY_PDFS } from '#shared/plans.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { type SignedUpUser, signUp } from '#server/test/auth-helpers.ts';
import { newChat, send } from '#server/test/chat-helpers.ts';
import { readParts } from '#server/test/read-stream.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const options = { includeNotes: false, includeVerses: true, includeSafety: false };
const download = (user: SignedUpUser, chatId: string) =>
  t.request('/api/journey/pdf', {
    method: 'POST',
    headers: { cookie: user.cookie },
    json: { chatIds: [chatId], ...options },
  });

async function userWithChat() {
  const user = await signUp(t);
  const { chat } = await newChat(t, user);
  await readParts(await send(t, user, chat.id, 'We argued about money again'));
  return { user, chatId: chat.id };
}

describe('journey PDF limits', () => {
  it('refuses more than JOURNEY_PDFS.atOnce documents being made at once with a 503 and Retry-After', async () => {
    const people = await Promise.all(Array.from({ length: JOURNEY_PDFS.atOnce + 1 }, userWithChat));
    // Unread, each document holds its place until its reader has it all.
    const open: Response[] = [];
    for (const { user, chatId } of people.slice(0, JOURNEY_PDFS.atOnce))
      open.push(await download(user, chatId));
    expect(open.map((r) => r.status)).toEqual(open.map(() => 200));
    const last = people.at(-1)!;
    const busy = await download(last.user, last.chatId);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBeTruthy();
    for (const res of open)
      expect(new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    // Read to the end, their places are free again.
    const again = await download(last.user, last.chatId);
    expect(again.status).toBe(200);
    await again.arrayBuffer();
  });

  it('makes at most JOURNEY_PDFS.perAccount.max per account in its window, then answers 429', async () => {
    const { user, chatId } = await userWithChat();
    for (let i = 0; i < JOURNEY_PDFS.perAccount.max; i++) {
      const res = await download(user, chatId);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const refused = await download(user, chatId);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await userWithChat();
    const res = await download(other.user, other.chatId);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  });
});
