// Writes the service worker (/sw.js) into the client build from our source, src/web/sw.js, once React
// Router has pre-rendered the pages: Workbox's injectManifest fills in the precache manifest (each file
// with a revision, so a release that changes one changes the worker and browsers install it again), and
// the page lists come from src/shared/pages.ts. Only Workbox's build step is used, none of its runtime
// (ADR 016).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serviceWorkerPages } from '#shared/pages.ts';

export const WORKER_SOURCE = join(import.meta.dirname, '../../src/web/sw.js');
const PAGES_INJECTION_POINT = 'self.__PEACE_PAGES';
// What the offline page and the installed app's own icon need; served stale-while-revalidate.
const SHELL_FILES = ['offline.html', 'manifest.webmanifest', 'favicon.svg', 'icons/icon-192.png'];
// The HTML the server answers a client-rendered route with (src/server/http/static-site.ts).
const SHELL_HTML = ['__spa-fallback.html', 'index.html'];

export interface WorkerPages {
  appShell: string;
  appPages: string[];
  neverStored: string[];
}

interface ManifestRoute {
  path?: string;
  parentId?: string;
  module?: string;
  imports?: string[];
  css?: string[];
}

/**
 * The files a built module imports lazily (and what those need), as Vite lists them in the module's
 * `__vite__mapDeps`: the root's Toaster, which signed-in pages mount at once, and the query client,
 * which the shell chunk loads before a signed-in page renders.
 */
function lazyImports(clientDir: string, module: string): string[] {
  const list = /m\.f=(\[[^\]]*\])/.exec(readFileSync(join(clientDir, module), 'utf8'))?.[1];
  return list ? (JSON.parse(list) as string[]).map((file) => `/${file}`) : [];
}

/**
 * The app pages whose code is not stored with the app shell: the operator's console needs the server for
 * everything it shows (and alone loads the charts library), so every member's device would carry it for
 * nothing. Offline it shows the "could not open" screen (web/lib/route-load-guard.ts).
 */
export const NOT_PRECACHED_APP_PAGES = ['/admin'];

/**
 * The built files the signed-in app needs to open any of its pages offline: what the app shell's HTML
 * names, and the modules of every app page (`pages`) and of the layouts above them, which the router
 * would otherwise import only once running (from React Router's manifest, which the HTML names), with
 * what those modules import lazily.
 */
export function appShellAssets(clientDir: string, shellHtml: string, pages: string[]): string[] {
  const assets = new Set([...shellHtml.matchAll(/["(](\/assets\/[^"')\s]+)/g)].map((match) => match[1]!));
  const manifestUrl = [...assets].find((asset) => /^\/assets\/manifest-[^/]+\.js$/.test(asset));
  if (!manifestUrl) throw new Error('The app shell names no React Router manifest');
  const text = readFileSync(join(clientDir, manifestUrl), 'utf8');
  const { routes } = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as {
    routes: Record<string, ManifestRoute>;
  };
  const modules = new Set<string>();
  for (const page of pages) {
    let route = Object.values(routes).find((entry) => `/${entry.path}` === page);
    if (!route) throw new Error(`No route in React Router's manifest for the app page ${page}`);
    while (route) {
      for (const asset of [route.module, ...(route.imports ?? []), ...(route.css ?? [])]) {
        // React Router names some stylesheets with an empty fragment ("chat-1.css#"): not part of the file.
        if (asset) assets.add(asset.replace(/#.*$/, ''));
      }
      for (const module of [route.module, ...(route.imports ?? [])]) if (module) modules.add(module);
      route = route.parentId ? routes[route.parentId] : undefined;
    }
  }
  for (const module of modules) for (const asset of lazyImports(clientDir, module)) assets.add(asset);
  return [...assets].sort();
}

/** The lists written into the worker: the app shell is the web app manifest's start page. */
export function workerPages(clientDir: string): WorkerPages {
  const manifest = JSON.parse(readFileSync(join(clientDir, 'manifest.webmanifest'), 'utf8')) as {
    start_url: string;
  };
  const pages = serviceWorkerPages();
  if (!pages.appPages.includes(manifest.start_url)) {
    throw new Error(
      `The manifest's start_url ${manifest.start_url} is not an app page of src/shared/pages.ts`,
    );
  }
  return { appShell: manifest.start_url, ...pages };
}

/** Writes `clientDir`/sw.js; answers how many files it precaches and their bytes (uncompressed). */
export async function buildServiceWorker(
  clientDir: string,
  source = WORKER_SOURCE,
): Promise<{ count: number; size: number }> {
  const pages = workerPages(clientDir);
  const shellFile = SHELL_HTML.find((file) => existsSync(join(clientDir, file)));
  if (!shellFile) throw new Error(`No SPA shell (${SHELL_HTML.join(' or ')}) in ${clientDir}`);
  const assets = appShellAssets(
    clientDir,
    readFileSync(join(clientDir, shellFile), 'utf8'),
    pages.appPages.filter((page) => !NOT_PRECACHED_APP_PAGES.includes(page)),
  );

  // Loaded here: workbox-build is large, and only a production build needs it.
  const { injectManifest } = await import('workbox-build');
  const swDest = join(clientDir, 'sw.js');
  const { warnings, count, size } = await injectManifest({
    swSrc: source,
    swDest,
    globDirectory: clientDir,
    globPatterns: [...SHELL_FILES, ...assets.map((asset) => asset.slice(1))],
    // The app shell is not a file of its own: the server answers the start page with the SPA shell.
    templatedURLs: { [pages.appShell.slice(1)]: [shellFile] },
    modifyURLPrefix: { '': '/' },
    // Hashed file names are their own revision.
    dontCacheBustURLsMatching: /^\/assets\//,
  });
  // A file that is not there must fail the build, not ship a worker that cannot install.
  if (warnings.length > 0) throw new Error(`The service worker's precache: ${warnings.join('; ')}`);

  const built = readFileSync(swDest, 'utf8');
  if (built.split(PAGES_INJECTION_POINT).length !== 2) {
    throw new Error(`${source} must name ${PAGES_INJECTION_POINT} exactly once`);
  }
  // Every visitor's browser downloads the worker on the first visit: sent without its comments and
  // long names (about half the bytes once compressed).
  const { transformWithEsbuild } = await import('vite');
  const { code } = await transformWithEsbuild(
    built.replace(PAGES_INJECTION_POINT, () => JSON.stringify(pages)),
    'sw.js',
    { minify: true },
  );
  writeFileSync(swDest, code);
  return { count, size };
}
