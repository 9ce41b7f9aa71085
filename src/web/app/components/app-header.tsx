import { clsx } from 'clsx';
import { HeartHandshake, Home, MessageCircleHeart, type LucideIcon } from 'lucide-react';
import { href, Link, useLocation } from 'react-router';
import type { ClientUser } from '#shared/account.ts';
import { useSignOut } from '#web/lib/session/sign-out.ts';
import { appFrameStrings, navStrings } from '../strings.ts';
// The public bar's account menu, loaded with the frame rather than lazily as the public bar loads it: a
// signed-in page is an app page, and a click on a stand-in button before the menu's code arrived was lost.
import AccountMenu from './account-menu.tsx';

interface FrameLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

// The two places every signed-in page is one tap from (docs/product/rulings.md#one-app-frame).
export const frameLinks: readonly FrameLink[] = [
  { to: href('/dashboard'), label: navStrings.dashboard, icon: Home },
  { to: href('/chat'), label: navStrings.chat, icon: MessageCircleHeart },
];

/**
 * The one header of every signed-in page (docs/product/rulings.md#one-app-frame): the wordmark and the
 * Dashboard and Chat links on the left, the account menu on the right, the same on a phone and a desktop.
 * It spans the window, so its left edge lines up with the dashboard's and the chat's sidebars. A page adds
 * only what it alone needs below it (the chat's title, usage, "Need help now?" and "Quick exit").
 */
export function AppHeader({ user }: { user: ClientUser }) {
  const { signOut } = useSignOut();
  const { pathname } = useLocation();
  return (
    // shrink-0: on the chat, whose screen is a column the height of the window, the header keeps its height.
    <header className="sticky top-0 z-40 shrink-0 border-b border-sand-deep bg-white">
      <div className="flex h-16 items-center gap-1 px-3 sm:gap-2">
        <Link
          to={href('/dashboard')}
          aria-label={appFrameStrings.brand}
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md px-2 font-serif text-xl font-semibold text-teal-dark"
        >
          <HeartHandshake aria-hidden="true" className="size-7 shrink-0 text-teal" />
          <span aria-hidden="true" className="hidden lg:inline">
            {navStrings.brand}
          </span>
        </Link>
        <nav aria-label={appFrameStrings.nav} className="min-w-0 flex-1">
          <ul className="flex items-center gap-1">
            {frameLinks.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  aria-current={pathname === to ? 'page' : undefined}
                  className={clsx(
                    'inline-flex min-h-11 items-center gap-2 rounded-lg px-2.5 text-sm font-medium whitespace-nowrap text-ink hover:bg-sand-deep sm:px-3',
                    'aria-[current=page]:bg-teal-soft aria-[current=page]:font-semibold aria-[current=page]:text-teal-dark',
                  )}
                >
                  <Icon aria-hidden="true" className="hidden size-5 shrink-0 sm:block" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <AccountMenu user={user} onSignOut={signOut} />
      </div>
    </header>
  );
}
