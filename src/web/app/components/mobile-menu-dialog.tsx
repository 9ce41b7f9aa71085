import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { href, Link } from 'react-router';
import type { ClientUser } from '#shared/account.ts';
import { planFor } from '#shared/plans.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { navStrings } from '../strings.ts';
import { BrandLink } from './brand-link.tsx';
import { signedInLinks, signedOutLinks } from './nav-links.ts';

const linkClasses =
  'flex min-h-12 items-center rounded-lg px-4 text-lg font-medium text-ink hover:bg-sand-deep hover:text-teal-dark';

interface MobileMenuDialogProps {
  user: ClientUser | null;
  onSignOut: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button (outside this lazily loaded file), where focus returns on closing. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The full-screen menu under 768 px (opened by mobile-menu.tsx). It is a modal dialog: focus stays inside
 * it, Escape or the close button closes it, and focus returns to the menu button.
 */
export default function MobileMenuDialog({
  user,
  onSignOut,
  open,
  onOpenChange,
  triggerRef,
}: MobileMenuDialogProps) {
  const close = () => onOpenChange(false);
  const links = user ? signedInLinks : signedOutLinks;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-sand px-4 pb-8"
        >
          <div className="flex h-16 shrink-0 items-center justify-between">
            <BrandLink onClick={close} />
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-sand-deep"
              aria-label={navStrings.closeMenu}
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">{navStrings.menuTitle}</Dialog.Title>
          {user && (
            <p className="mt-4 px-4">
              <span className="block font-serif text-2xl text-ink">
                {user.firstName.trim() || navStrings.myAccount}
              </span>
              <span className="block text-sm text-ink-soft">{planFor(user.role).memberLabel}</span>
            </p>
          )}
          <nav aria-label={navStrings.primaryNav} className="mt-4">
            <ul className="flex flex-col gap-1">
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={close} className={linkClasses}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-6 flex flex-col gap-3 border-t border-sand-deep pt-6">
            {user ? (
              <button
                type="button"
                onClick={() => {
                  close();
                  onSignOut();
                }}
                className={cn(buttonVariants({ variant: 'secondary', size: 'lg' }))}
              >
                {navStrings.signOut}
              </button>
            ) : (
              <>
                <Link
                  to={href('/login')}
                  onClick={close}
                  className={buttonVariants({ variant: 'secondary', size: 'lg' })}
                >
                  {navStrings.login}
                </Link>
                <Link to={href('/signup')} onClick={close} className={buttonVariants({ size: 'lg' })}>
                  {navStrings.getStarted}
                </Link>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
