import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELPLINES } from '#shared/helplines.ts';
import { JOURNEY_MAX_CHATS, JOURNEY_MAX_MESSAGES, type JourneyInput } from '#shared/schemas/journey.ts';
import { messages } from '#server/db/schema.ts';
import { newId } from '#server/lib/ids.ts';
import { journeyPdf } from './journey-pdf.ts';
import type { Journey } from './journey.service.ts';
import { SAFETY_NOTE } from '#server/ports/coach.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { api } from '#server/test/client.ts';
import { type SignedUpUser, signUp } from '#server/test/auth-helpers.ts';
import { newChat, send } from '#server/test/chat-helpers.ts';
import { readParts } from '#server/test/read-stream.ts';

const SAFETY_NOTE_TEXT = SAFETY_NOTE.text;

let t: TestApp;
const today = new Date('2026-11-26T09:30:00Z');
beforeAll(async () => {
  t = await createTestApp({}, { now: () => today });
});
afterAll(() => t.close());

const MONEY = 'We argued about money again last night and he walked out';
const DANGER = 'He hurts me when he drinks';

const options = { includeNotes: false, includeVerses: true, includeSafety: false };

const download = (user: SignedUpUser, json: unknown) =>
  t.request('/api/journey/pdf', { method: 'POST', headers: { cookie: user.cookie }, json });

/** The text of every page, as a reader would copy it out. */
async function pdfText(res: Response): Promise<string> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  // Wrapped lines come out as separate lines: one space between words is enough to search.
  return text.replace(/\s+/g, ' ');
}

async function chatWith(user: SignedUpUser, ...words: string[]) {
  const { chat } = await newChat(t, user);
  for (const content of words) await readParts(await send(t, user, chat.id, content));
  return chat.id;
}

describe('the journey PDF', () => {
  it('is a download of the chosen chat: transcript, verse in full, dates, helplines; no name of the chat in the file name', async () => {
    const user = await signUp(t, { firstName: 'Zoë', lastName: 'Hope' });
    const chatId = await chatWith(user, MONEY);
    const other = await chatWith(user, 'Our teenager will not speak to us at dinner');
    const res = await download(user, { chatIds: [chatId], ...options });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="my-journey-2026-11-26.pdf"');
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    const text = await pdfText(res);
    expect(text).toContain('My journey');
    expect(text).toContain('Prepared by Zoë Hope');
    expect(text).toContain('From 26 November 2026');
    expect(text).toContain(MONEY);
    expect(text).toContain('You');
    expect(text).toContain('Coach');
    // The verse the coach gave, in its words and with its reference (James 1:19).
    expect(text).toMatch(/let every man be swift to hear, slow to speak, and slow to anger…” — James 1:19/);
    for (const line of [...HELPLINES.uk, ...HELPLINES.us]) expect(text).toContain(line.number);
    // The chat not chosen is not in it.
    expect(text).not.toContain('teenager');
    expect(other).not.toBe(chatId);
  });

  it('numbers every page "Page N of M" and names the product and the date in its footer', async () => {
    const user = await signUp(t);
    const first = await chatWith(user, MONEY);
    const second = await chatWith(user, 'Our teenager will not speak to us at dinner');
    const res = await download(user, { chatIds: [first, second], ...options, includeNotes: true });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const { text: pages, totalPages } = await extractText(await getDocumentProxy(bytes), {
      mergePages: false,
    });
    // The title page, a page per chat, the notes and the helplines.
    expect(totalPages).toBeGreaterThanOrEqual(5);
    for (const [index, page] of pages.entries()) {
      const text = page.replace(/\s+/g, ' ');
      expect(text).toContain(`Page ${index + 1} of ${totalPages}`);
      expect(text).toContain('Peace Coach · My journey · 26 November 2026');
    }
    // The footers sit in the margin: they add no page of their own.
    expect(pages.at(-1)).toContain('Need help now?');
  });

  it('leaves the verses out when asked', async () => {
    const user = await signUp(t);
    const chatId = await chatWith(user, MONEY);
    const text = await pdfText(await download(user, { chatIds: [chatId], ...options, includeVerses: false }));
    expect(text).toContain(MONEY);
    expect(text).not.toContain('James 1:19');
  });

  it('leaves out a message about danger and its safety reply unless the user asks for them', async () => {
    const user = await signUp(t);
    const chatId = await chatWith(user, MONEY, DANGER);
    const safe = await pdfText(await download(user, { chatIds: [chatId], ...options, includeNotes: true }));
    expect(safe).toContain(MONEY);
    expect(safe).not.toContain(DANGER);
    // The greeting and the reply to MONEY; the safety reply is gone with the message it answered (the
    // footers' "Peace Coach" is no speaker).
    expect(safe.match(/(?<!Peace )Coach ·/g)).toHaveLength(2);

    const all = await pdfText(
      await download(user, { chatIds: [chatId], ...options, includeNotes: true, includeSafety: true }),
    );
    expect(all).toContain(MONEY);
    expect(all).toContain(DANGER);
    expect(all.match(/(?<!Peace )Coach ·/g)).toHaveLength(3);
  });

  it("puts the coach's notes on a page of their own only when asked, its safety note only with the safety box", async () => {
    const user = await signUp(t);
    const chatId = await chatWith(user, MONEY);
    await t.services.coach.memory.remember(user.userId, chatId, [
      { kind: 'goal', text: 'Goal: calmer Sunday evenings' },
      SAFETY_NOTE,
    ]);
    const without = await pdfText(await download(user, { chatIds: [chatId], ...options }));
    expect(without).not.toContain('calmer Sunday evenings');
    const withNotes = await pdfText(
      await download(user, { chatIds: [chatId], ...options, includeNotes: true }),
    );
    expect(withNotes).toContain('What the coach remembers');
    expect(withNotes).toContain('calmer Sunday evenings');
    expect(withNotes).not.toContain(SAFETY_NOTE_TEXT);
    const withSafety = await pdfText(
      await download(user, { chatIds: [chatId], ...options, includeNotes: true, includeSafety: true }),
    );
    expect(withSafety).toContain(SAFETY_NOTE_TEXT);
  });

  it('draws any text: accents and other scripts as they are, an emoji as a visible placeholder', async () => {
    const user = await signUp(t);
    const chatId = await chatWith(user, 'Ça va mal, Привет, καλημέρα 😀🙏🏽 中文 end\u0007');
    const renamed = await api(t, user.cookie).chats[':id'].$patch({
      param: { id: chatId },
      json: { title: 'Église 🙏 notes' },
    });
    expect(renamed.status).toBe(200);
    const text = await pdfText(await download(user, { chatIds: [chatId], ...options }));
    expect(text).toContain('Ça va mal, Привет, καλημέρα');
    expect(text).toContain('\uFFFD');
    expect(text).toContain('Église');
  });

  it("answers another user's chat, or an unknown id, with 404 and writes nothing", async () => {
    const alice = await signUp(t);
    const aliceChat = await chatWith(alice, MONEY);
    const bob = await signUp(t);
    const bobChat = await chatWith(bob, 'Bob words');
    for (const chatIds of [[aliceChat], [bobChat, aliceChat], ['no-such-chat']]) {
      const res = await download(bob, { chatIds, ...options });
      expect(res.status, JSON.stringify(chatIds)).toBe(404);
      const body = await res.text();
      expect(JSON.parse(body)).toMatchObject({ error: { code: 'not_found' } });
      expect(body).not.toContain(MONEY);
    }
  });

  it('refuses bad bodies with a clear 400', async () => {
    const user = await signUp(t);
    const chatId = await chatWith(user);
    const bad: [unknown, RegExp][] = [
      [{ chatIds: [], ...options }, /at least one conversation/],
      [{ ...options }, /choose the conversations/],
      [{ chatIds: chatId, ...options }, /choose the conversations/],
      [{ chatIds: [chatId], ...options, includeSafety: 'yes' }, /./],
      [{ chatIds: [chatId] }, /./],
      [{ chatIds: Array.from({ length: JOURNEY_MAX_CHATS + 1 }, () => chatId), ...options }, /at most 50/],
      [{ chatIds: ['x'.repeat(200)], ...options }, /./],
      [null, /./],
      [[chatId], /./],
    ];
    for (const [json, message] of bad) {
      const res = await download(user, json);
      expect(res.status, JSON.stringify(json)?.slice(0, 80)).toBe(400);
      const body: unknown = await res.json();
      expect(body).toMatchObject({
        error: { code: expect.any(String), message: expect.stringMatching(message) },
      });
    }
  });

  it('answers odd values in any field with a JSON 4xx, never a 5xx', async () => {
    const user = await signUp(t);
    const chatId = await chatWith(user);
    const odd: unknown[] = [
      '',
      '\u0000',
      '\uD800',
      '😀'.repeat(3_000),
      'y'.repeat(200_000),
      null,
      0,
      1e308,
      [],
      {},
      ['x'],
      [[]],
      [null],
      { __proto__: { a: 1 } },
    ];
    const valid = { chatIds: [chatId], ...options };
    const bodies: unknown[] = [
      ...Object.keys(valid).flatMap((key) => odd.map((value) => ({ ...valid, [key]: value }))),
      ...odd.map((value) => ({ ...valid, chatIds: [value] })),
      ...odd,
    ];
    for (const json of bodies) {
      const res = await download(user, json);
      const label = JSON.stringify(json)?.slice(0, 80);
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
      expect(res.headers.get('content-type'), label).toMatch(/application\/json/);
      await res.arrayBuffer();
    }
    expect((await download(user, valid)).status).toBe(200);
  });

  it('refuses more messages than one document holds with a 400 that says so', async () => {
    const user = await signUp(t);
    const chatId = await chatWith(user);
    const at = new Date('2026-11-01T00:00:00Z');
    // The count is checked before anything is decrypted, so the rows need no real text.
    await t.database.db.insert(messages).values(
      Array.from({ length: JOURNEY_MAX_MESSAGES }, () => ({
        id: newId(at.getTime()),
        chatId,
        userId: user.userId,
        role: 'user' as const,
        contentEnc: 'x',
        createdAt: at,
      })),
    );
    const res = await download(user, { chatIds: [chatId], ...options });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: 'journey_too_long', message: expect.stringMatching(/please choose fewer/) },
    });
  });

  it('accepts the same chat twice as once', async () => {
    const user = await signUp(t);
    const chatId = await chatWith(user, MONEY);
    const res = await download(user, { chatIds: [chatId, chatId], ...options } satisfies JourneyInput);
    expect(res.status).toBe(200);
    expect((await pdfText(res)).split(MONEY)).toHaveLength(2);
  });

  it('is behind sign-in and same-origin', async () => {
    const user = await signUp(t);
    const chatId = await chatWith(user);
    const visitor = await t.request('/api/journey/pdf', {
      method: 'POST',
      json: { chatIds: [chatId], ...options },
    });
    expect(visitor.status).toBe(401);
    const foreign = await t.app.request('/api/journey/pdf', {
      method: 'POST',
      headers: { cookie: user.cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ chatIds: [chatId], ...options }),
    });
    expect(foreign.status).toBe(403);
  });
});

describe('writing the PDF', () => {
  const long = (): Journey => ({
    name: 'Grace',
    from: today,
    to: today,
    chats: [
      {
        title: 'A long one',
        startedAt: today,
        turns: Array.from({ length: 200 }, (_, i) => ({
          role: i % 2 ? ('coach' as const) : ('user' as const),
          text: `Message ${i}: we talked again about the same thing.`,
          reference: null,
          at: today,
        })),
      },
    ],
    notes: null,
    createdAt: today,
  });

  it('lets other work run while a long document is written', async () => {
    const order: string[] = [];
    const doc = journeyPdf(long());
    const ended = new Promise((resolve) => doc.on('end', resolve));
    doc.on('end', () => order.push('document ended'));
    doc.resume();
    setImmediate(() => order.push('other work'));
    await ended;
    expect(order).toEqual(['other work', 'document ended']);
  });

  it('stops writing, without an error, when its reader goes away', async () => {
    const doc = journeyPdf(long());
    const closed = new Promise((resolve) => doc.on('close', resolve));
    doc.once('data', () => doc.destroy());
    await closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(doc.destroyed).toBe(true);
    expect(doc.errored).toBeNull();
  });
});
