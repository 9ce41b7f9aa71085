// React Router reloads the page whenever a route module fails to import (a chunk the browser cannot
// fetch: offline and never cached, or renamed by a release since this page's HTML was written). Offline
// that reload fails the same way, and the page reloads itself without end. The app's entry
// (entry.client.tsx) therefore imports the modules of the routes the address matches itself, before the
// router starts: when one cannot load, the page reloads once for that release at most, and otherwise
// shows the "could not open" screen with a Try again.
import { matchRoutes, type RouteObject } from 'react-router';

/** The part of React Router's browser manifest (window.__reactRouterManifest) read here. */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
}

export interface BrowserManifest {
  version: string;
  routes: Record<string, ManifestRoute>;
}

/** Where this tab remembers the release it already reloaded for (per tab, gone when it closes). */
export const RELOADED_FOR_KEY = 'peace-coach:reloaded-for';

/** The modules of the routes `pathname` matches, root first, as React Router would import them. */
export function matchedModules(manifest: BrowserManifest, pathname: string): string[] {
  const routes = Object.values(manifest.routes);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path }
          : { id: route.id, path: route.path, children: childrenOf(route.id) },
      );
  const matches = matchRoutes(childrenOf(undefined), pathname) ?? [];
  return matches.map((match) => manifest.routes[match.route.id!]!.module);
}

export interface LoadFailure {
  /** This release's build id (the manifest's version). */
  buildId: string;
  /** The release this tab already reloaded for, if any. */
  reloadedFor: string | null;
  /** This page load is itself a reload (React Router's own, the user's, or ours). */
  isReload: boolean;
  /** The browser says it has no connection. */
  offline: boolean;
}

/**
 * What to do when a route module would not load. A reload helps only when the HTML was stale (online,
 * a release since): once per release and tab, never offline, never on a page that was already reloaded.
 */
export function afterLoadFailure(failure: LoadFailure): 'reload' | 'show-screen' {
  if (failure.offline || failure.isReload || failure.reloadedFor === failure.buildId) return 'show-screen';
  return 'reload';
}

/** The browser's own answers to the questions of `afterLoadFailure`. */
export function browserLoadFailure(buildId: string): LoadFailure {
  let reloadedFor: string | null = null;
  try {
    reloadedFor = sessionStorage.getItem(RELOADED_FOR_KEY);
  } catch {
    // Storage blocked by the browser's settings: nothing remembered, the other checks still hold.
  }
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return {
    buildId,
    reloadedFor,
    isReload: navigation?.type === 'reload',
    offline: navigator.onLine === false,
  };
}

/** Remembers the reload before making it, so the next load of this tab does not make another. */
export function reloadOnce(buildId: string): void {
  try {
    sessionStorage.setItem(RELOADED_FOR_KEY, buildId);
  } catch {
    // Without storage the next load is a reload, which the guard also counts.
  }
  window.location.reload();
}

/** The part of React Router's router (window.__reactRouterDataRouter) read here. */
export interface RouterState {
  navigation: { state: string; location?: { pathname: string; search: string; hash: string } };
}

/** The part of the Navigation API's `navigate` event read here (TypeScript's DOM types lack it). */
interface NavigateEventLike extends Event {
  navigationType: string;
}

/**
 * Where a reload that comes in the middle of a router navigation should go instead: React Router reloads
 * the page it is leaving when the next page's module fails to import, which lands the person back where
 * they were, and a second click reloads again. The address they asked for is loaded instead, so the guard
 * at its start decides (the page, or the screen). Null for any other reload (the plan tab's, the user's).
 */
export function reloadTarget(
  navigationType: string,
  cancelable: boolean,
  router: RouterState | undefined,
): string | null {
  if (navigationType !== 'reload' || !cancelable || !router) return null;
  const { state, location } = router.navigation;
  if (state === 'idle' || !location) return null;
  return location.pathname + location.search + location.hash;
}

/**
 * Sends React Router's reload after a failed import to the page that was asked for, counted as this
 * release's one reload. Only where the browser has the Navigation API: elsewhere the reload goes ahead,
 * once per click, never in a loop.
 */
export function redirectRouterReloads(buildId: string): void {
  const navigation = (window as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('navigate', (event) => {
    const { navigationType, cancelable } = event as NavigateEventLike;
    const router = (window as { __reactRouterDataRouter?: { state: RouterState } }).__reactRouterDataRouter;
    const target = reloadTarget(navigationType, cancelable, router?.state);
    if (target === null) return;
    event.preventDefault();
    try {
      sessionStorage.setItem(RELOADED_FOR_KEY, buildId);
    } catch {
      // Without storage the guard still sees no connection, or shows the screen after a reload.
    }
    window.location.assign(target);
  });
}

/**
 * Imports the modules the address needs; true when all of them loaded. React Router later imports the
 * same addresses, which the browser then answers from its module map.
 */
export async function preloadRouteModules(modules: string[]): Promise<boolean> {
  try {
    await Promise.all(modules.map((module) => import(/* @vite-ignore */ module)));
    return true;
  } catch {
    return false;
  }
}
