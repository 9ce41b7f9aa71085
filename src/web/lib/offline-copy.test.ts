import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '#web/test/mock-api.ts';
import {
  forgetOfflineCopies,
  keepOfflineCopiesOf,
  offlineCopyOwner,
  readOfflineCopy,
  saveOfflineCopy,
} from './offline-copy.ts';
import { clearPrivateStorage } from './private-storage.ts';
import { getMe } from './session/me-query.ts';

const user = (id: string) => ({
  id,
  email: `${id}@example.com`,
  firstName: 'Grace',
  lastName: 'Hope',
  role: 'free',
  familyId: null,
  createdAt: '2026-12-01T00:00:00.000Z',
  emailConfirmed: true,
});

describe('the offline copy', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('is kept per user, and only ever for one: saving for someone forgets everyone else’s', () => {
    saveOfflineCopy('anna', 'chats', { words: 'Anna’s' });
    expect(readOfflineCopy('anna', 'chats')).toEqual({ words: 'Anna’s' });
    expect(offlineCopyOwner()).toBe('anna');
    // Another person's key never reads Anna's copy.
    expect(readOfflineCopy('ben', 'chats')).toBeNull();

    saveOfflineCopy('ben', 'chats', { words: 'Ben’s' });
    expect(readOfflineCopy('anna', 'chats')).toBeNull();
    expect(readOfflineCopy('ben', 'chats')).toEqual({ words: 'Ben’s' });
    expect(offlineCopyOwner()).toBe('ben');
  });

  it('is forgotten when the server names someone else or nobody, and kept when it names its owner', () => {
    localStorage.setItem('peace-coach:theme', 'dark');
    saveOfflineCopy('anna', 'chats', ['a']);
    keepOfflineCopiesOf('anna');
    expect(readOfflineCopy('anna', 'chats')).toEqual(['a']);
    keepOfflineCopiesOf('ben');
    expect(readOfflineCopy('anna', 'chats')).toBeNull();
    saveOfflineCopy('anna', 'chats', ['a']);
    keepOfflineCopiesOf(null);
    expect(offlineCopyOwner()).toBeNull();
    // Nothing else of the browser's storage is touched.
    expect(localStorage.getItem('peace-coach:theme')).toBe('dark');
    saveOfflineCopy('anna', 'chats', ['a']);
    forgetOfflineCopies();
    expect(offlineCopyOwner()).toBeNull();
  });

  it('goes with the private storage: sign-out, a session ended elsewhere, the quick exit', () => {
    saveOfflineCopy('anna', 'chats', ['a']);
    clearPrivateStorage();
    expect(readOfflineCopy('anna', 'chats')).toBeNull();
  });

  it('of one user is forgotten by the session answer of another who signs in on the same browser', async () => {
    saveOfflineCopy('anna', 'chats', ['a']);
    mockApi({ 'GET /api/account/me': json({ user: user('anna') }) });
    await getMe();
    expect(readOfflineCopy('anna', 'chats')).toEqual(['a']);

    mockApi({ 'GET /api/account/me': json({ user: user('ben') }) });
    await getMe();
    expect(readOfflineCopy('anna', 'chats')).toBeNull();
    expect(offlineCopyOwner()).toBeNull();
  });

  it('is forgotten when the session ended (the server names nobody)', async () => {
    saveOfflineCopy('anna', 'chats', ['a']);
    mockApi({ 'GET /api/account/me': json({ user: null }) });
    await getMe();
    expect(offlineCopyOwner()).toBeNull();
  });

  it('is not saved at all when the browser refuses (full storage): no half copy', () => {
    saveOfflineCopy('anna', 'chats', ['old']);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(saveOfflineCopy('anna', 'chats', ['new'])).toBe(false);
    setItem.mockRestore();
    expect(readOfflineCopy('anna', 'chats')).toBeNull();
  });
});
