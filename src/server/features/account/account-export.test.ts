// "Download my data" holds every kind of data the account has (docs/product/rulings.md#download-my-data).
// The tables are not listed by hand: they are read from the database's own schema (every table with a
// foreign key to the user, directly or through another such table, or a column of e-mail addresses),
// together with every table where a busy account left a row naming its id or address. Each must either
// have its place in the export or say below why it is left out, so a new table fails this test until
// it does one or the other.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import {
  accounts,
  adminAuditLog,
  complimentaryGrants,
  pushSubscriptions,
  subscribers,
  verifications,
} from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { signUp, uniqueEmail } from '#server/test/auth-helpers.ts';
import { subscribeWithTestProvider } from '#server/test/billing-helpers.ts';
import { newChat, send } from '#server/test/chat-helpers.ts';
import { api } from '#server/test/client.ts';
import { readParts } from '#server/test/read-stream.ts';
import { newId } from '#server/lib/ids.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each table of personal data and where the export holds it (a path of keys in the JSON). */
const IN_EXPORT: Record<string, string> = {
  users: 'profile',
  sessions: 'sessions',
  chats: 'chats',
  messages: 'chats.0.messages',
  coach_memory: 'memory',
  usage_counters: 'usage',
  notification_preferences: 'notificationPreferences',
  push_subscriptions: 'pushDevices',
  waitlist_entries: 'waitlists',
  billing_customers: 'billing.customer',
  subscriptions: 'billing.subscriptions',
  subscription_events: 'billing.paymentEvents',
  complimentary_grants: 'billing.complimentaryPremium',
  family_invites: 'familyInvitations',
  subscribers: 'mailingList',
  subscriber_consents: 'mailingList.0.consents',
  contact_messages: 'contactMessages',
  mail_outbox: 'emails',
  safety_states: 'carefulMode',
  safety_events: 'safetyReplies',
  admin_audit_log: 'operatorActions',
};

/** Tables that hold rows tied to the person but are not in the export, each with the reason. */
const LEFT_OUT: Record<string, string> = {
  accounts:
    'the sign-in credential: its only content is the password hash, a secret that tells its owner nothing',
  verifications:
    'confirmation and reset tokens: secrets that expire within hours, and would sign in whoever reads the file',
  rate_limits:
    'counters of recent attempts (sign-ins, invitations, deletions) that hold no content and expire within minutes',
  scheduled_sends:
    'claims that a scheduled e-mail went out in a period; the e-mails themselves are under "emails"',
  coach_memory_tombstones:
    'keyed hashes of notes the user deleted, kept so the coach does not learn them again; readable by no one',
  test_provider_subscriptions:
    "the built-in test payment provider's own state (it plays Stripe's servers); our record is billing.subscriptions",
  test_checkout_sessions:
    "the built-in test payment provider's checkout pages; what came of them is billing.subscriptions",
  trials_used:
    'a keyed hash of the address, kept after deletion so the trial is once; it names no one and cannot be read back',
};

/** Tables tied to a user by the schema: foreign keys to users (also through another table), e-mail columns. */
async function tablesTiedBySchema(): Promise<string[]> {
  const keys = await queryRows<{ child: string; parent: string }>(
    t.database.db,
    sql`select c.relname as child, p.relname as parent
        from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const tied = new Set(['users']);
  for (let grew = true; grew;) {
    grew = false;
    for (const { child, parent } of keys) {
      if (tied.has(parent) && !tied.has(child)) {
        tied.add(child);
        grew = true;
      }
    }
  }
  const addressColumns = await queryRows<{ table_name: string }>(
    t.database.db,
    sql`select distinct table_name from information_schema.columns
        where table_schema = 'public' and (column_name like '%email%' or column_name like '%address%')
          and column_name not like '%ip_address%'`,
  );
  for (const { table_name } of addressColumns) tied.add(table_name);
  return [...tied].sort();
}

/** Every table with a row that names the user's id or address anywhere in it. */
async function tablesMentioning(userId: string, email: string): Promise<string[]> {
  const tables = await queryRows<{ table_name: string }>(
    t.database.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { table_name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table_name)} t where t::text ilike ${`%${userId}%`} or t::text ilike ${`%${email}%`}`,
    );
    if ((row?.n ?? 0) > 0) found.push(table_name);
  }
  return found.sort();
}

function at(data: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key] ?? undefined, data);
}

/** An account that has used every part of the product. */
async function busyAccount() {
  const user = await signUp(t, { firstName: 'Grace' });
  await t.request('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email: user.email, redirectTo: '/reset-password' },
  });
  const { chat } = await newChat(t, user);
  await readParts(await send(t, user, chat.id, 'My husband Tom and I argue about money'));
  await t.services.coach.memory.remember(user.userId, chat.id, [
    { kind: 'concern', text: 'Arguments about money' },
  ]);
  await t.services.coach.memory.startCareful(user.userId, chat.id, 'threats', new Date());
  await t.services.coach.recordSafetyEvent(user.userId, ['threats']);
  // Lead consents are recorded against the address, from forms used before or after signing up.
  await api(t).leads.subscribe.$post({ json: { form: 'newsletter', firstName: 'Grace', email: user.email } });
  await api(t).leads.subscribe.$post({ json: { form: 'scroll', firstName: 'Grace', email: user.email } });
  await api(t).contact.$post({
    json: { name: 'Grace', email: user.email, subject: 'Hello', message: 'A question about my plan' },
  });
  await subscribeWithTestProvider(t, user);
  const invited = await api(t, user.cookie).family.invites.$post({ json: { email: uniqueEmail('partner') } });
  expect(invited.status).toBe(201);
  const prefs = await api(t, user.cookie).notifications.preferences.$put({
    json: {
      email: { updates: false, devotionals: true, prayerReminders: true, marketing: false },
      push: { prayerReminders: true, chatResponses: false, communityMessages: false, weeklyCheckIn: true },
    },
  });
  expect(prefs.status).toBe(200);
  const joined = await api(t, user.cookie).notifications.waitlist.$post({
    json: { feature: 'audio-devotionals' },
  });
  expect(joined.status).toBe(200);
  // A device and the operator's console's rows, written as their features write them.
  await t.database.db.insert(pushSubscriptions).values({
    id: newId(),
    userId: user.userId,
    endpoint: `https://push.example.test/${newId()}`,
    p256dh: 'device-public-key-7f3a',
    auth: 'device-auth-secret-7f3a',
    label: 'Chrome on Android',
  });
  await t.database.db
    .insert(complimentaryGrants)
    .values({ id: newId(), userId: user.userId, grantedBy: 'ops@example.com', reason: 'Thank you' });
  await t.database.db.insert(adminAuditLog).values({
    id: newId(),
    adminEmail: 'ops@example.com',
    action: 'grant-premium',
    targetUserId: user.userId,
  });
  return user;
}

describe('download my data', () => {
  it('has a place, or a reason to be left out, for every table that holds the account’s data', async () => {
    const user = await busyAccount();
    const tied = new Set([
      ...(await tablesTiedBySchema()),
      ...(await tablesMentioning(user.userId, user.email)),
    ]);
    const classified = new Set([...Object.keys(IN_EXPORT), ...Object.keys(LEFT_OUT)]);
    const unaccounted = [...tied].filter((table) => !classified.has(table));
    expect(unaccounted, 'add these tables to the export, or to LEFT_OUT with the reason').toEqual([]);
    // And nothing listed is a table that does not exist (a renamed table must be renamed here).
    const tables = await queryRows<{ table_name: string }>(
      t.database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const existing = new Set(tables.map((r) => r.table_name));
    expect([...classified].filter((table) => !existing.has(table))).toEqual([]);
  });

  it('holds each of them for a busy account: notifications, billing, family, lead consents and the rest', async () => {
    const user = await busyAccount();
    const res = await api(t, user.cookie).account.export.$get();
    expect(res.status).toBe(200);
    const raw = await res.text();
    const data: unknown = JSON.parse(raw);
    for (const [table, path] of Object.entries(IN_EXPORT)) {
      const value = at(data, path);
      expect(value, `${table} at ${path}`).toBeTruthy();
      if (Array.isArray(value)) expect(value.length, `${table} at ${path}`).toBeGreaterThan(0);
    }
    expect(at(data, 'notificationPreferences')).toMatchObject({
      emailUpdates: false,
      pushWeeklyCheckIn: true,
    });
    expect(at(data, 'waitlists.0.feature')).toBe('audio-devotionals');
    expect(at(data, 'billingStatus')).toMatchObject({ role: 'premium', payer: true });
    expect(at(data, 'familyMembership')).toMatchObject({ owner: null });
    const consents = at(data, 'mailingList.0.consents') as { form: string; wording: string }[];
    expect(consents.map((c) => c.form)).toEqual(['newsletter', 'scroll']);
    expect(consents[0]!.wording).toMatch(/weekly encouragement/);
    expect(at(data, 'contactMessages.0.message')).toBe('A question about my plan');
    // No secret leaves: the password hash, reset tokens, unsubscribe tokens, the device's keys.
    const secrets = [
      ...(await t.database.db
        .select({ s: accounts.password })
        .from(accounts)
        .where(eq(accounts.userId, user.userId))),
      ...(await t.database.db.select({ s: verifications.identifier }).from(verifications)),
      ...(await t.database.db.select({ s: subscribers.unsubscribeToken }).from(subscribers)),
    ].map((r) => r.s);
    expect(secrets.length).toBeGreaterThan(2);
    for (const secret of [
      ...secrets,
      'device-public-key-7f3a',
      'device-auth-secret-7f3a',
      'push.example.test',
    ]) {
      if (secret) expect(raw).not.toContain(secret);
    }
  });

  it('finds the lead consents of the address however its letters were typed, and nothing of anyone else', async () => {
    const user = await signUp(t);
    const stranger = await signUp(t);
    await api(t).leads.subscribe.$post({
      json: { form: 'floating', firstName: 'Ann', email: user.email.toUpperCase() },
    });
    await api(t).leads.subscribe.$post({
      json: { form: 'newsletter', firstName: 'Sam', email: stranger.email },
    });
    const raw = await (await api(t, user.cookie).account.export.$get()).text();
    const data: unknown = JSON.parse(raw);
    expect(at(data, 'mailingList.0.consents.0.form')).toBe('floating');
    expect(raw).not.toContain(stranger.email);
    expect(raw).not.toContain(stranger.userId);
  });
});
