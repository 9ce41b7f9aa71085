// The browser's entry, React Router's default with one step before it: the modules of the routes this
// address matches are imported first, so a page whose code cannot be loaded shows a screen that says so
// instead of React Router's reload, which offline repeats without end (lib/route-load-guard.ts).
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { RouteLoadFailed } from './app/components/route-load-failed.tsx';
import {
  afterLoadFailure,
  browserLoadFailure,
  type BrowserManifest,
  matchedModules,
  preloadRouteModules,
  redirectRouterReloads,
  reloadOnce,
} from './lib/route-load-guard.ts';

declare global {
  interface Window {
    __reactRouterManifest?: BrowserManifest;
  }
}

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

function showLoadFailed() {
  const main = document.createElement('div');
  document.body.replaceChildren(main);
  createRoot(main).render(
    <StrictMode>
      <RouteLoadFailed />
    </StrictMode>,
  );
}

async function start() {
  const manifest = window.__reactRouterManifest;
  if (!manifest) return hydrate();
  if (await preloadRouteModules(matchedModules(manifest, window.location.pathname))) {
    redirectRouterReloads(manifest.version);
    return hydrate();
  }
  if (afterLoadFailure(browserLoadFailure(manifest.version)) === 'reload') reloadOnce(manifest.version);
  else showLoadFailed();
}

void start();
