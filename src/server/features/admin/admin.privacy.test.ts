// The console never shows what anyone wrote: every GET route of /api/admin (listed from the app's own
// route table, so a new one is covered) and the mailing list export are read over an account whose
// chats, messages, titles, coach notes and contact message hold marker strings.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachMemory, safetyEvents } from '#server/db/schema.ts';
import { apiEndpoints } from '#server/test/api-routes.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { type SignedUpUser, signUp } from '#server/test/auth-helpers.ts';
import { newChat, send } from '#server/test/chat-helpers.ts';
import { readParts } from '#server/test/read-stream.ts';
import { ADMIN_ENV, asUser, signUpAdmin } from './admin-test-helpers.ts';

const MARKERS = {
  message: 'zebra-marker-message-71c3',
  title: 'quokka-marker-title-5d2e',
  note: 'axolotl-marker-note-90ab',
  contact: 'narwhal-marker-contact-13f7',
  subject: 'pangolin-marker-subject-4e61',
};

/** The query each GET route needs to answer at all; searches aim at the marked account. */
const QUERIES: Record<string, Record<string, string>[]> = {
  'GET /api/admin/users': [{ q: 'privacy' }, { q: MARKERS.message }, { q: 'Marked' }],
};

let t: TestApp;
let admin: SignedUpUser;
let marked: SignedUpUser;
const chatIds: string[] = [];
beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  admin = await signUpAdmin(t);
  marked = await signUp(t, { email: 'privacy-person@example.com', firstName: 'Marked', lastName: 'Person' });
  for (let i = 0; i < 2; i++) {
    const { chat } = await newChat(t, marked);
    chatIds.push(chat.id);
    await readParts(await send(t, marked, chat.id, `Something private: ${MARKERS.message}`));
    const renamed = await t.request(`/api/chats/${chat.id}`, {
      method: 'PATCH',
      headers: { cookie: marked.cookie },
      json: { title: `${MARKERS.title} ${i}` },
    });
    expect(renamed.status).toBeLessThan(300);
  }
  // A coach note as the store keeps it (the test coach's memory is in-process): the marker in the
  // row itself, so a query that selected the column at all would show it.
  await t.database.db.insert(coachMemory).values({
    id: 'note-1',
    userId: marked.userId,
    chatId: chatIds[0]!,
    kind: 'concern',
    contentEnc: MARKERS.note,
    fingerprint: 'fp-1',
  });
  await t.database.db
    .insert(safetyEvents)
    .values({ id: 'safety-1', userId: marked.userId, categories: ['self_harm'] });
  const contact = await t.request('/api/contact', {
    method: 'POST',
    headers: { cookie: marked.cookie },
    json: { name: 'Marked Person', email: marked.email, subject: MARKERS.subject, message: MARKERS.contact },
  });
  expect(contact.status).toBeLessThan(300);
  await t.request('/api/leads/subscribe', {
    method: 'POST',
    json: { form: 'newsletter', firstName: 'Marked', email: marked.email },
  });
});
afterAll(() => t.close());

describe('the console and privacy', () => {
  it('shows no chat, message, title, coach note or contact message on any GET route or in the export', async () => {
    const gets = apiEndpoints(t.app).filter((e) => e.startsWith('GET /api/admin/'));
    expect(gets).toContain('GET /api/admin/leads/export');
    expect(gets.length).toBeGreaterThanOrEqual(5);
    const forbidden = [...Object.values(MARKERS), ...chatIds];
    let read = 0;
    for (const endpoint of gets) {
      const path = endpoint.slice('GET /api/admin'.length);
      for (const query of QUERIES[endpoint] ?? [{}]) {
        const search = new URLSearchParams(query).toString();
        const res = await asUser(t, admin, search ? `${path}?${search}` : path);
        const text = await res.text();
        expect(res.status, `${endpoint}?${search}: ${text.slice(0, 200)}`).toBe(200);
        for (const marker of forbidden) expect(text, `${endpoint}?${search}`).not.toContain(marker);
        read++;
      }
    }
    // The marked account was there to be found, with counts only.
    const found = await asUser(t, admin, '/users?q=privacy');
    expect(await found.json()).toMatchObject({
      users: [{ id: marked.userId, messageCount: 2 }],
    });
    const funnel = await (await asUser(t, admin, '/funnel')).json();
    expect(JSON.stringify(funnel)).toContain('"firstMessage"');
    const health = await (await asUser(t, admin, '/health')).text();
    expect(health).toContain('self_harm');
    expect(read).toBeGreaterThan(gets.length);
    // The note really is in the database with its marker.
    const [note] = await t.database.db.select().from(coachMemory).where(eq(coachMemory.id, 'note-1'));
    expect(note!.contentEnc).toBe(MARKERS.note);
  });
});
