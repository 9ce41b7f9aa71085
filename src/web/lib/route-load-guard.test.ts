import { describe, expect, it } from 'vitest';
import { afterLoadFailure, type BrowserManifest, matchedModules, reloadTarget } from './route-load-guard.ts';

// React Router's browser manifest as the build writes it: a layout without a path, an index route.
const manifest: BrowserManifest = {
  version: 'build-2',
  routes: {
    root: { id: 'root', path: '', module: '/assets/root.js' },
    'public-layout': { id: 'public-layout', parentId: 'root', module: '/assets/public-layout.js' },
    landing: { id: 'landing', parentId: 'public-layout', index: true, module: '/assets/landing.js' },
    'protected-layout': { id: 'protected-layout', parentId: 'root', module: '/assets/protected.js' },
    chat: { id: 'chat', parentId: 'protected-layout', path: 'chat', module: '/assets/chat.js' },
    'catch-all': { id: 'catch-all', parentId: 'root', path: '*', module: '/assets/catch-all.js' },
  },
};

describe('the modules an address needs', () => {
  it('are its route and the layouts above it, root first', () => {
    expect(matchedModules(manifest, '/chat')).toEqual([
      '/assets/root.js',
      '/assets/protected.js',
      '/assets/chat.js',
    ]);
    expect(matchedModules(manifest, '/')).toEqual([
      '/assets/root.js',
      '/assets/public-layout.js',
      '/assets/landing.js',
    ]);
    expect(matchedModules(manifest, '/no-such-page')).toEqual(['/assets/root.js', '/assets/catch-all.js']);
  });
});

describe('after a route module failed to load', () => {
  const failure = { buildId: 'build-2', reloadedFor: null, isReload: false, offline: false };

  it('reloads once for a release, online, on a page that was not itself a reload', () => {
    expect(afterLoadFailure(failure)).toBe('reload');
    // A release before this one does not count: this one may have fixed what that one could not load.
    expect(afterLoadFailure({ ...failure, reloadedFor: 'build-1' })).toBe('reload');
  });

  it('shows the screen instead once it reloaded for this release, after any reload, and offline', () => {
    expect(afterLoadFailure({ ...failure, reloadedFor: 'build-2' })).toBe('show-screen');
    // React Router's own reload (or the user's) already was the one.
    expect(afterLoadFailure({ ...failure, isReload: true })).toBe('show-screen');
    // Offline a reload fails the same way: this is the loop the guard exists to stop.
    expect(afterLoadFailure({ ...failure, offline: true })).toBe('show-screen');
  });
});

describe('a reload in the middle of a router navigation', () => {
  const loading = {
    navigation: { state: 'loading', location: { pathname: '/chat', search: '?c=c1', hash: '' } },
  };

  it('goes to the page that was asked for: React Router reloads the one it is leaving', () => {
    expect(reloadTarget('reload', true, loading)).toBe('/chat?c=c1');
  });

  it('is left alone otherwise: no navigation under way, not a reload, or one the page may not cancel', () => {
    expect(reloadTarget('reload', true, { navigation: { state: 'idle' } })).toBeNull();
    expect(reloadTarget('reload', true, undefined)).toBeNull();
    expect(reloadTarget('push', true, loading)).toBeNull();
    expect(reloadTarget('reload', false, loading)).toBeNull();
  });
});
