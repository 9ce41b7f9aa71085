import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { PRIVATE_STORAGE_PREFIX } from '../private-storage.ts';
import { clearSession, SESSION_ME_KEY } from './me-query.ts';

describe('clearSession', () => {
  afterEach(() => sessionStorage.clear());

  it('forgets the unsent words this tab kept, with the session and the cached answers', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['chats'], { chats: [] });
    sessionStorage.setItem(`${PRIVATE_STORAGE_PREFIX}chat`, '{"state":{"drafts":{"c1":"He said..."}}}');

    await clearSession(queryClient);

    expect(sessionStorage.getItem(`${PRIVATE_STORAGE_PREFIX}chat`)).toBeNull();
    expect(queryClient.getQueryData(SESSION_ME_KEY)).toEqual({ user: null });
    expect(queryClient.getQueryData(['chats'])).toBeUndefined();
  });
});
