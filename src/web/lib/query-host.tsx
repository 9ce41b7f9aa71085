import { type ReactNode, use } from 'react';
import { useMatches } from 'react-router';
import type * as AppQueryClientModule from './app-query-client.tsx';

/** A route's `handle`: `withoutQueries` when the page and everything it loads use no TanStack Query. */
export interface QueryHandle {
  withoutQueries?: true;
}

type AppQueryClient = typeof AppQueryClientModule;

let loading: Promise<AppQueryClient> | null = null;
let loaded: AppQueryClient | null = null;

/** Loads the app's query client (app-query-client.tsx) once; after a failed load, the next page tries again. */
export function loadQueryClient(): Promise<AppQueryClient> {
  loading ??= import('./app-query-client.tsx').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Gives the pages the app's query client, loading it first for a page that needs it: the render (a
 * navigation, or hydration) waits for it, so no query hook ever runs without it. A page marked
 * `withoutQueries` opens without it (ADR 020); once loaded, every page has it. (The first page that
 * loads it is drawn afresh around it, header included: its provider is new above the page.)
 */
export function QueryHost({ children }: { children: ReactNode }) {
  const withoutQueries = useMatches().some(
    (match) => (match.handle as QueryHandle | undefined)?.withoutQueries === true,
  );
  const client = loaded ?? (withoutQueries ? null : use(loadQueryClient()));
  return client ? <client.QueryProvider>{children}</client.QueryProvider> : children;
}
