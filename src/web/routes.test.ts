import { describe, expect, it } from 'vitest';
import { PAGES } from '#shared/pages.ts';
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

// The server answers from the page list (the SPA shell for app routes, 404 for unknown addresses) and
// the service worker's lists are built from it, so a route missing from it would be answered "not found"
// on a reload, and a page listed without a route would be a dead link.
describe('the route table and the page list', () => {
  it('route exactly the listed pages, and the catch-all', () => {
    const routed = pathsOf(routes as Entry[]).sort();
    expect(routed).toEqual([...Object.keys(PAGES), '/*'].sort());
  });
});
