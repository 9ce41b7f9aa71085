import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { signUp } from '#server/test/auth-helpers.ts';
import { api } from '#server/test/client.ts';
import { loadHardConversationScripts } from './extras.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const scriptsFor = (cookie?: string) => api(t, cookie ? { cookie } : {}).extras['hard-conversations'].$get();

async function userWithRole(role: 'free' | 'basic' | 'premium') {
  const user = await signUp(t);
  await t.database.db.update(users).set({ role }).where(eq(users.id, user.userId));
  return user;
}

describe('the Hard Conversation scripts', () => {
  it('are served to premium members from the content file', async () => {
    const premium = await userWithRole('premium');
    const res = await scriptsFor(premium.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { scripts } = await res.json();
    expect(scripts).toEqual(loadHardConversationScripts());
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.map((s) => s.title)).toContain('Saying sorry after a fight');
  });

  it('are refused (403) to free and basic members, without any script in the answer', async () => {
    for (const role of ['free', 'basic'] as const) {
      const user = await userWithRole(role);
      const res = await scriptsFor(user.cookie);
      expect(res.status).toBe(403);
      const body = await res.text();
      expect(JSON.parse(body)).toEqual({
        error: { code: 'premium_required', message: 'The Hard Conversation scripts are part of Premium.' },
      });
      expect(body).not.toContain('Saying sorry');
    }
  });

  it('need a session (401 for a visitor)', async () => {
    const res = await scriptsFor();
    expect(res.status).toBe(401);
    expect(await res.text()).not.toContain('Saying sorry');
  });

  it('follow the role at the moment of the request: a downgraded member is refused at once', async () => {
    const member = await userWithRole('premium');
    expect((await scriptsFor(member.cookie)).status).toBe(200);
    await t.database.db.update(users).set({ role: 'free' }).where(eq(users.id, member.userId));
    expect((await scriptsFor(member.cookie)).status).toBe(403);
  });
});
