import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearPrivateStorage, onPrivateStorageCleared, PRIVATE_STORAGE_PREFIX } from './private-storage.ts';

describe('private storage', () => {
  afterEach(() => sessionStorage.clear());

  it('forgets only the private entries, after telling the features that hold them in memory', () => {
    sessionStorage.setItem(`${PRIVATE_STORAGE_PREFIX}chat`, '{"drafts":{"c1":"I feel unheard"}}');
    sessionStorage.setItem('peace-coach:theme', 'dark');
    const seen: (string | null)[] = [];
    const stop = onPrivateStorageCleared(() =>
      seen.push(sessionStorage.getItem(`${PRIVATE_STORAGE_PREFIX}chat`)),
    );

    clearPrivateStorage();
    stop();

    expect(sessionStorage.getItem(`${PRIVATE_STORAGE_PREFIX}chat`)).toBeNull();
    expect(sessionStorage.getItem('peace-coach:theme')).toBe('dark');
    expect(seen).toHaveLength(1);
  });

  it('a listener that writes its state back is still cleared', () => {
    const stop = onPrivateStorageCleared(() => sessionStorage.setItem(`${PRIVATE_STORAGE_PREFIX}chat`, '{}'));
    clearPrivateStorage();
    stop();
    expect(sessionStorage.getItem(`${PRIVATE_STORAGE_PREFIX}chat`)).toBeNull();
  });

  it('a stopped listener is not called', () => {
    const listener = vi.fn();
    onPrivateStorageCleared(listener)();
    clearPrivateStorage();
    expect(listener).not.toHaveBeenCalled();
  });
});
