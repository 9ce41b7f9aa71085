import './lib/zod-config.ts';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import {
  href,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from 'react-router';
import type { Route } from './+types/root';
import { errorScreenStrings } from './app/strings.ts';
import { FlashToastOnLoad } from './components/flash-toast-on-load.tsx';
import { SessionNavigation } from './components/session-navigation.tsx';
import { Spinner } from './components/ui/spinner.tsx';
import { pwaLinks, usePrecacheAppShell, useServiceWorker } from './lib/pwa.ts';
import { firstInteraction } from './lib/first-interaction.ts';
import { QueryHost } from './lib/query-host.tsx';
import { reportClientError } from './lib/report-client-error.ts';
import { useSession } from './lib/session/use-session.ts';
import { requestToaster, useToasterWanted } from './lib/toast.ts';
import appCss from './styles/app.css?url';

// Appearance before first paint (docs/product/rulings.md#appearance): the stored font size, checked
// (anything but small|large is medium), replaces the text-* class on <html>. Kept in sync with
// pages/settings/font-size.ts; the server hashes this inline script into the page's CSP.
const FONT_SIZE_BOOT = `try{var s=localStorage.getItem('fontSize'),c=document.documentElement.classList;if(s!=='small'&&s!=='large')s='medium';c.remove('text-small','text-medium','text-large');c.add('text-'+s)}catch(e){}`;

// Every page can be installed: the manifest, and the worker that serves the offline page.
export const links = pwaLinks;

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The boot script may change the class before hydration; React must not warn about (or undo) it.
    <html lang="en-GB" className="text-medium" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <script dangerouslySetInnerHTML={{ __html: FONT_SIZE_BOOT }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d5c63" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* With a precedence React places the stylesheet ahead of the script preloads, so the one
            render-blocking file is not queued behind the scripts on a slow connection. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

const AppToaster = lazy(() => import('./components/toaster.tsx'));

/**
 * The toasts' container, loaded when a page may need it: at once on signed-in pages (their guards toast
 * on arrival), otherwise on the first interaction or navigation, or when the app asks for a toast
 * (lib/toast.ts). Sonner shows toasts made before its Toaster mounted, so none is lost meanwhile.
 */
function LazyToaster() {
  const wanted = useToasterWanted();
  const publicPage = useMatches().some((match) => match.id === 'app/layouts/public-layout');
  const { key } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => {
    if (!publicPage || key !== firstKey.current) requestToaster();
  }, [publicPage, key]);
  useEffect(() => void firstInteraction().then(requestToaster), []);
  return wanted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

/** The installed app's offline shell is stored only for someone who has signed in (lib/pwa.ts). */
function AppShellPrecache() {
  usePrecacheAppShell(useSession().user !== null);
  return null;
}

export default function App() {
  useServiceWorker();
  return (
    <>
      <QueryHost>
        <Outlet />
      </QueryHost>
      <SessionNavigation />
      <AppShellPrecache />
      <LazyToaster />
      <FlashToastOnLoad />
    </>
  );
}

export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label="Loading" />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  if (typeof window !== 'undefined') reportClientError(error, detail);
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-start justify-center gap-4 p-6">
      <h1 className="font-serif text-3xl text-ink">{errorScreenStrings.heading}</h1>
      <p className="rounded-md bg-sand-deep px-3 py-2 font-mono text-sm text-ink">{detail}</p>
      <p className="text-ink-soft">{errorScreenStrings.body}</p>
      <a
        className="font-medium text-teal underline underline-offset-4"
        href={typeof window === 'undefined' ? href('/') : window.location.href}
      >
        {errorScreenStrings.reload}
      </a>
    </main>
  );
}
