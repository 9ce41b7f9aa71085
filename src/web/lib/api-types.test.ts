import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { apiError, json, mockApi } from '#web/test/mock-api.ts';
import { api } from './api-client.ts';
import { ApiError, unwrap, type ApiAnswer } from './api-error.ts';

type Answer<Call extends (...args: never[]) => Promise<unknown>> = ApiAnswer<Awaited<ReturnType<Call>>>;

type DailyCardAnswer = Answer<typeof api.coach.daily.$get>;
type FamilyAnswer = Answer<typeof api.family.$get>;
type DeleteNoteAnswer = Answer<(typeof api.coach.memory)[':id']['$delete']>;

// The type half of this file is checked by `tsc` (npm run typecheck), not by running it: `expectTypeOf`
// does nothing at run time. Each line below fails the type check if the typed client's answers were
// `any` or cast (an unused `@ts-expect-error` is itself an error), or if a route's answer changed under
// a caller still written for the old shape.
describe('the typed client’s answers', () => {
  it('are the routes’ declared types, not any', () => {
    expectTypeOf<DailyCardAnswer>().not.toBeAny();
    expectTypeOf<DailyCardAnswer['verse']>().toEqualTypeOf<{ reference: string; text: string }>();
    expectTypeOf<FamilyAnswer>().not.toBeAny();
    expectTypeOf<FamilyAnswer['canInvite']>().toEqualTypeOf<boolean>();
    // A 204 has no body: the answer is undefined, not something to read fields from.
    expectTypeOf<DeleteNoteAnswer>().toEqualTypeOf<undefined>();
  });

  it('are typed for every call the web app makes (the reply streams aside)', () => {
    type Typed<T> = unknown extends T ? false : true;
    expectTypeOf<{
      me: Typed<Answer<typeof api.account.me.$get>>;
      profile: Typed<Answer<typeof api.account.profile.$patch>>;
      sessions: Typed<Answer<typeof api.account.sessions.$get>>;
      endSession: Typed<Answer<(typeof api.account.sessions)[':id']['$delete']>>;
      deleteAccount: Typed<Answer<typeof api.account.delete.$post>>;
      status: Typed<Answer<typeof api.billing.status.$get>>;
      checkout: Typed<Answer<typeof api.billing.checkout.$post>>;
      confirm: Typed<Answer<typeof api.billing.confirm.$post>>;
      portal: Typed<Answer<typeof api.billing.portal.$post>>;
      refresh: Typed<Answer<typeof api.billing.refresh.$post>>;
      family: Typed<FamilyAnswer>;
      accept: Typed<Answer<typeof api.family.accept.$post>>;
      invite: Typed<Answer<typeof api.family.invites.$post>>;
      revoke: Typed<Answer<(typeof api.family.invites)[':id']['$delete']>>;
      approve: Typed<Answer<(typeof api.family.invites)[':id']['approve']['$post']>>;
      remove: Typed<Answer<(typeof api.family.members)[':id']['$delete']>>;
      leave: Typed<Answer<typeof api.family.leave.$post>>;
      chats: Typed<Answer<typeof api.chats.$get>>;
      createChat: Typed<Answer<typeof api.chats.$post>>;
      renameChat: Typed<Answer<(typeof api.chats)[':id']['$patch']>>;
      deleteChat: Typed<Answer<(typeof api.chats)[':id']['$delete']>>;
      messages: Typed<Answer<(typeof api.chats)[':id']['messages']['$get']>>;
      usage: Typed<Answer<typeof api.usage.$get>>;
      prompts: Typed<Answer<(typeof api)['chat-prompts']['$get']>>;
      daily: Typed<DailyCardAnswer>;
      notes: Typed<Answer<typeof api.coach.memory.$get>>;
      deleteNote: Typed<DeleteNoteAnswer>;
      deleteNotes: Typed<Answer<typeof api.coach.memory.$delete>>;
      scripts: Typed<Answer<(typeof api.extras)['hard-conversations']['$get']>>;
      preferences: Typed<Answer<typeof api.notifications.preferences.$get>>;
      savePreferences: Typed<Answer<typeof api.notifications.preferences.$put>>;
      waitlists: Typed<Answer<typeof api.notifications.waitlist.$get>>;
      joinWaitlist: Typed<Answer<typeof api.notifications.waitlist.$post>>;
      contact: Typed<Answer<typeof api.contact.$post>>;
      subscribe: Typed<Answer<typeof api.leads.subscribe.$post>>;
      leadMagnet: Typed<Answer<(typeof api.leads)['lead-magnet']['$post']>>;
    }>().toEqualTypeOf<{
      me: true;
      profile: true;
      sessions: true;
      endSession: true;
      deleteAccount: true;
      status: true;
      checkout: true;
      confirm: true;
      portal: true;
      refresh: true;
      family: true;
      accept: true;
      invite: true;
      revoke: true;
      approve: true;
      remove: true;
      leave: true;
      chats: true;
      createChat: true;
      renameChat: true;
      deleteChat: true;
      messages: true;
      usage: true;
      prompts: true;
      daily: true;
      notes: true;
      deleteNote: true;
      deleteNotes: true;
      scripts: true;
      preferences: true;
      savePreferences: true;
      waitlists: true;
      joinWaitlist: true;
      contact: true;
      subscribe: true;
      leadMagnet: true;
    }>();
  });

  it('refuse a caller written for another shape', () => {
    // Never called: only its types matter.
    async function callers() {
      const card = await unwrap(await api.coach.daily.$get());
      // @ts-expect-error the card's verse is an object ({ reference, text }), not a string.
      const oldVerse: string = card.verse;
      // @ts-expect-error no such field: a caller reading a renamed or removed field does not compile.
      const missing: unknown = card.scripture;
      // @ts-expect-error a caller that declares an old answer type for the call does not compile either.
      const old: { date: string; verse: string } = await unwrap(await api.coach.daily.$get());
      return [oldVerse, missing, old];
    }
    expectTypeOf(callers).toBeFunction();
  });
});

describe('unwrap at run time', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves with the JSON of a success and undefined for a 204', async () => {
    mockApi({
      'GET /api/family': json({ owner: null, members: [], invites: [], canInvite: true }),
      'DELETE /api/coach/memory/n1': json(null, 204),
    });
    await expect(unwrap(await api.family.$get())).resolves.toEqual({
      owner: null,
      members: [],
      invites: [],
      canInvite: true,
    });
    await expect(
      unwrap(await api.coach.memory[':id'].$delete({ param: { id: 'n1' } })),
    ).resolves.toBeUndefined();
  });

  it('throws the server’s error as an ApiError', async () => {
    mockApi({ 'GET /api/family': apiError(403, 'forbidden', 'Not yours.', { fields: { id: 'Wrong.' } }) });
    const failure = unwrap(await api.family.$get());
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
      message: 'Not yours.',
      fields: { id: 'Wrong.' },
    });
  });
});
