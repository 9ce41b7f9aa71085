import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { href, Link, useLocation } from 'react-router';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { cn } from '#web/lib/cn.ts';
import { useSignOut } from '#web/lib/session/sign-out.ts';
import {
  hintSaysSignedIn,
  markAppStarted,
  SIGNED_IN_HINT_ATTRIBUTE,
  SIGNED_IN_HINT_BOOT,
} from '#web/lib/session/signed-in-hint.ts';
import { useSession } from '#web/lib/session/use-session.ts';
import { navStrings } from '../strings.ts';
import { AccountButtonStandIn } from './account-button.tsx';
import { BrandLink } from './brand-link.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { signedInLinks, signedOutLinks } from './nav-links.ts';

// True on the server's pre-render and while the client hydrates it, false in every later render.
const noChanges = () => () => {};
const notHydrating = () => false;
const isPrerenderOrHydration = () => true;

// The account menu (Radix) loads only for someone signed in; its button is drawn meanwhile.
const AccountMenu = lazy(() => import('./account-menu.tsx'));

/**
 * The sticky bar of docs/product/specification.md#navigation-bar. Pre-rendered HTML and the first client
 * render show the signed-out bar (the session is unknown until the browser asks); the signed-in bar replaces
 * it once the answer arrives, inside the same fixed-height row so nothing below moves. In a browser that
 * was signed in, the signed-out links stay hidden meanwhile (`signed-out-only`, lib/session/signed-in-hint.ts).
 */
export function SiteHeader() {
  const { user, isLoading } = useSession();
  const { signOut } = useSignOut();
  const { pathname } = useLocation();
  const hydrating = useSyncExternalStore(noChanges, notHydrating, isPrerenderOrHydration);
  // Past hydration (or in a bar the client draws itself) React keeps the mark while the session is asked;
  // during hydration it renders none, as the pre-rendered HTML had none, and the boot script's stays.
  const hinted = !hydrating && isLoading && hintSaysSignedIn();
  const bar = useRef<HTMLElement>(null);
  useEffect(() => markAppStarted(bar.current), []);
  const links = user ? signedInLinks : signedOutLinks;
  return (
    <header
      ref={bar}
      className="sticky top-0 z-40 border-b border-sand-deep bg-sand"
      {...{ [SIGNED_IN_HINT_ATTRIBUTE]: hinted ? 'signed-in' : undefined }}
    >
      {/* Runs as the pre-rendered HTML is read (the server hashes it into the page's CSP). Rendered only
          while that HTML is hydrated: a bar drawn later by the client has no use for it. */}
      {hydrating && <script dangerouslySetInnerHTML={{ __html: SIGNED_IN_HINT_BOOT }} />}
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        <BrandLink compact />
        <nav aria-label={navStrings.primaryNav} className={cn('hidden md:block', !user && 'signed-out-only')}>
          <ul className="flex items-center">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  // Only whole pages are "current"; the landing page's section anchors never are.
                  aria-current={link.to === pathname ? 'page' : undefined}
                  className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-ink hover:text-teal-dark aria-[current=page]:text-teal-dark aria-[current=page]:underline aria-[current=page]:underline-offset-8 lg:px-3"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <div className={cn('hidden items-center gap-2 md:flex', !user && 'signed-out-only')}>
            {user ? (
              <Suspense fallback={<AccountButtonStandIn user={user} />}>
                <AccountMenu user={user} onSignOut={signOut} />
              </Suspense>
            ) : (
              <>
                <Link to={href('/login')} className={buttonVariants({ variant: 'ghost', size: 'bar' })}>
                  {navStrings.login}
                </Link>
                <Link to={href('/signup')} className={buttonVariants({ size: 'bar' })}>
                  {navStrings.getStarted}
                </Link>
              </>
            )}
          </div>
          <MobileMenu user={user} onSignOut={signOut} />
        </div>
      </div>
    </header>
  );
}
