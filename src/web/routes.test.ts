import { describe, expect, it } from 'vitest';
import { CLIENT_RENDERED_ROUTES, PUBLIC_PAGES } from '../shared/public-pages.ts';
import routes from './routes.ts';

interface Entry {
  path?: string;
  index?: boolean;
  children?: Entry[];
}

const pathsOf = (entries: readonly Entry[], parent = ''): string[] =>
  entries.flatMap((entry) => {
    const path = entry.index ? parent || '/' : entry.path ? `${parent}/${entry.path}` : parent;
    return entry.children ? pathsOf(entry.children, path) : [path];
  });

// The server tells app routes (the SPA shell, 200) from unknown addresses (404) by these lists, so a
// route added to routes.ts without being listed would be answered "not found" on a reload.
describe('the route table and the lists the server answers from', () => {
  it('every route is pre-rendered, client-rendered, a blog post or the catch-all', () => {
    const routed = pathsOf(routes as Entry[]).sort();
    const known = [
      ...PUBLIC_PAGES.map((page) => page.path),
      ...CLIENT_RENDERED_ROUTES,
      '/blog/:slug',
      '/*',
    ].sort();
    expect(routed).toEqual(known);
  });
});
