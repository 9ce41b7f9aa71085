import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { ClientUser } from '#shared/account.ts';
import { navStrings } from '../strings.ts';

// The dialog (Radix, focus trap, the links) loads when the menu is first opened, or when the pointer or
// focus reaches the button: no public page needs it for its first view.
const loadDialog = () => import('./mobile-menu-dialog.tsx');
const MobileMenuDialog = lazy(loadDialog);

interface MobileMenuProps {
  user: ClientUser | null;
  onSignOut: () => void;
}

/** Under 768 px the bar collapses into a full-screen menu behind this button. */
export function MobileMenu({ user, onSignOut }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so Radix sees it close and returns focus to the button.
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadDialog();
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={navStrings.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-sand-deep md:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuDialog
            user={user}
            onSignOut={onSignOut}
            open={open}
            onOpenChange={setOpen}
            triggerRef={trigger}
          />
        </Suspense>
      )}
    </>
  );
}
