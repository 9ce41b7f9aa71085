// Every page of the web app by its path (`:name` stands for one path segment), and how it is served and
// kept offline. The route table (src/web/routes.ts) takes its paths from this list, the server tells app
// routes from unknown addresses by it, and the build writes the service worker's page lists from it.

/**
 * - `public`: pre-rendered to HTML at build time (title and description in PUBLIC_PAGES); the service
 *   worker keeps a copy of a visited one.
 * - `client`: rendered in the browser from the SPA shell (sign-in screens, redirects); kept like a
 *   public page.
 * - `app`: a signed-in page, rendered in the browser; offline, the worker opens it from the app shell.
 * - `token`: rendered in the browser, and its address carries a one-time token or a payment reference:
 *   the worker never stores it (nor anything below it).
 */
export type PageKind = 'public' | 'client' | 'app' | 'token';

export const PAGES = {
  '/': 'public',
  '/login': 'client',
  '/signup': 'client',
  '/forgot-password': 'client',
  '/reset-password': 'token',
  '/confirm-email': 'token',
  '/pricing': 'public',
  '/blog': 'public',
  // Every post is pre-rendered, from the Markdown in content/blog.
  '/blog/:slug': 'public',
  '/365series': 'public',
  '/365access': 'public',
  '/about': 'public',
  '/contact': 'public',
  '/privacy-policy': 'public',
  '/terms-of-service': 'public',
  '/install-guide': 'public',
  '/christian-resources': 'public',
  '/relationship-tips': 'public',
  '/scripture-guide': 'public',
  '/resources/reset-card': 'public',
  '/resources/cheat-sheet': 'public',
  '/resources/prayer-guide': 'public',
  '/404': 'public',
  '/terms': 'client',
  '/privacy': 'client',
  '/dashboard': 'app',
  '/hard-conversations': 'app',
  '/chat': 'app',
  '/settings': 'app',
  '/upgrade': 'app',
  '/subscription-success': 'token',
  '/invite/:code': 'token',
  // The operator's console (ADMIN_EMAILS); never in the sitemap, as no signed-in page is.
  '/admin': 'app',
} as const satisfies Record<`/${string}`, PageKind>;

export type PagePath = keyof typeof PAGES;
export type PagePathOf<K extends PageKind> = {
  [P in PagePath]: (typeof PAGES)[P] extends K ? P : never;
}[PagePath];

export function pagePaths(...kinds: PageKind[]): PagePath[] {
  return (Object.keys(PAGES) as PagePath[]).filter((path) => kinds.includes(PAGES[path]));
}

/** The page lists the build writes into the service worker. */
export function serviceWorkerPages(): { appPages: string[]; neverStored: string[] } {
  const appPages = pagePaths('app');
  // The worker matches app pages by their exact path.
  const withParameter = appPages.find((path) => path.includes(':'));
  if (withParameter) throw new Error(`The service worker cannot match the app page ${withParameter}`);
  return {
    appPages,
    // A token page up to its first parameter: the worker keeps neither that address nor any below it.
    neverStored: pagePaths('token').map((path) => path.replace(/\/:.*$/, '')),
  };
}
