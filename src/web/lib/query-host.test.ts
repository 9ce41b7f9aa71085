import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// A page marked `withoutQueries` opens without the query client (query-host.tsx): if anything it loads,
// at once or later, imported TanStack Query, the library would come with the page, and a hook of it would
// throw (no client). This reads the import graph of the sources (static and lazy imports, types aside)
// to prove none does, and that the marked pages are the ones meant.

const WEB = resolve(import.meta.dirname, '..');
const ROOT = resolve(WEB, '../..');
const ALIASES: Record<string, string> = {
  '#web/': join(ROOT, 'src/web/'),
  '#shared/': join(ROOT, 'src/shared/'),
  '#content/': join(ROOT, 'content/'),
};
/** Loaded only by query-host.tsx, for pages that are not marked. */
const CLIENT_MODULE = join(WEB, 'lib/app-query-client.tsx');

const IMPORT =
  /(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveImport(from: string, specifier: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  const path = alias
    ? ALIASES[alias] + specifier.slice(alias.length)
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (!path) return null;
  return (
    [path, `${path}.ts`, `${path}.tsx`].find(
      (candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate),
    ) ?? null
  );
}

/** What each module reachable from `entry` imports from TanStack Query (types aside), by module. */
function queryImports(entry: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file) || file === CLIENT_MODULE) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, typeOnly, clause = '', from, lazyFrom] of source.matchAll(IMPORT)) {
      const specifier = from ?? lazyFrom ?? '';
      if (specifier === '@tanstack/react-query') {
        if (typeOnly) continue;
        const names = clause
          .replace(/[{}]/g, '')
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '))
          .map((name) => name.split(/\s+as\s+/)[0]!);
        if (names.length > 0) found.set(file.slice(ROOT.length + 1), names);
        continue;
      }
      const next = resolveImport(file, specifier);
      if (next) stack.push(next);
    }
  }
  return found;
}

function routeFiles(): string[] {
  const routes = readFileSync(join(WEB, 'routes.ts'), 'utf8');
  return [...routes.matchAll(/'((?:features|app|pages)\/[^']+\.tsx)'/g)].map((match) => join(WEB, match[1]!));
}

const marked = (file: string) => /withoutQueries:\s*true/.test(readFileSync(file, 'utf8'));

describe('pages that open without the query client', () => {
  it('are the public pages that fetch nothing with it, the landing page first', () => {
    const pages = routeFiles()
      .filter(marked)
      .map((file) => file.slice(WEB.length + 1));
    expect(pages).toContain('features/marketing/routes/landing.tsx');
    expect(pages).toContain('features/blog/routes/blog-post.tsx');
    expect(pages.every((page) => !page.startsWith('pages/'))).toBe(true);
  });

  it('load nothing that uses it: not the page, not the root and layout around it', () => {
    const entries = [
      join(WEB, 'root.tsx'),
      join(WEB, 'app/layouts/public-layout.tsx'),
      ...routeFiles().filter(marked),
    ];
    for (const entry of entries) {
      expect(Object.fromEntries(queryImports(entry)), entry.slice(WEB.length + 1)).toEqual({});
    }
  });

  it('would notice a page that does (the check can fail)', () => {
    const signIn = queryImports(join(WEB, 'features/auth/routes/login.tsx'));
    expect([...signIn.values()].flat()).toContain('useMutation');
  });
});

describe('loading the query client', () => {
  it('tries again on the next page after a failed load (a dropped connection), then keeps the client', async () => {
    vi.resetModules();
    let attempts = 0;
    vi.doMock('./app-query-client.tsx', () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return { queryClient: { name: 'the client' }, QueryProvider: () => null };
    });
    const { loadQueryClient } = await import('./query-host.tsx');

    await expect(loadQueryClient()).rejects.toThrow();
    const loaded = await loadQueryClient();
    expect(loaded.queryClient).toEqual({ name: 'the client' });
    expect(await loadQueryClient()).toBe(loaded);
    vi.doUnmock('./app-query-client.tsx');
  });
});
