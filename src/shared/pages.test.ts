import { describe, expect, it } from 'vitest';
import { PAGES, pagePaths, serviceWorkerPages } from './pages.ts';
import { CLIENT_RENDERED_ROUTES, PUBLIC_PAGES } from './public-pages.ts';

describe('the page list', () => {
  it('has the title and description of every public page but the blog posts', () => {
    expect(PUBLIC_PAGES.map((page) => page.path).sort()).toEqual(
      pagePaths('public')
        .filter((path) => path !== '/blog/:slug')
        .sort(),
    );
  });

  it('answers every other page with the SPA shell', () => {
    expect([...CLIENT_RENDERED_ROUTES].sort()).toEqual(
      Object.keys(PAGES)
        .filter((path) => PAGES[path as keyof typeof PAGES] !== 'public')
        .sort(),
    );
  });

  it('gives the service worker the signed-in pages and the token pages cut at their parameter', () => {
    const { appPages, neverStored } = serviceWorkerPages();
    expect([...appPages].sort()).toEqual([
      '/admin',
      '/chat',
      '/dashboard',
      '/hard-conversations',
      '/settings',
      '/upgrade',
    ]);
    expect([...neverStored].sort()).toEqual([
      '/confirm-email',
      '/invite',
      '/reset-password',
      '/subscription-success',
    ]);
  });
});
