import { ChevronDown, CircleUserRound } from 'lucide-react';
import type { ClientUser } from '#shared/account.ts';
import { navStrings } from '../strings.ts';

export const accountButtonClasses =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-sand-deep bg-white px-3 font-medium text-ink hover:bg-sand-deep';

/** What the account menu's button shows: shared by the menu and the stand-in shown while it loads. */
export function AccountButtonFace({ name }: { name: string }) {
  return (
    <>
      <CircleUserRound aria-hidden="true" className="size-5 text-teal" />
      {/* On a phone the app frame's row has room for the icon alone; the name stays the button's name. */}
      <span className="max-w-[10rem] truncate max-sm:sr-only">{name}</span>
      <span className="sr-only">, {navStrings.accountMenu}</span>
      <ChevronDown aria-hidden="true" className="size-4" />
    </>
  );
}

/** The account menu's button, drawn the same while the menu's code loads, so the bar does not move. */
export function AccountButtonStandIn({ user }: { user: ClientUser }) {
  return (
    <button type="button" aria-haspopup="menu" aria-expanded={false} className={accountButtonClasses}>
      <AccountButtonFace name={user.firstName.trim() || navStrings.myAccount} />
    </button>
  );
}
