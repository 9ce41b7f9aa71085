import { DropdownMenu } from 'radix-ui';
import { href, Link } from 'react-router';
import type { ClientUser } from '#shared/account.ts';
import { planFor } from '#shared/plans.ts';
import { navStrings } from '../strings.ts';
import { AccountButtonFace, accountButtonClasses } from './account-button.tsx';

const itemClasses =
  'flex min-h-11 cursor-pointer items-center rounded-md px-3 text-ink outline-none data-[highlighted]:bg-teal-soft data-[highlighted]:text-teal-dark';

/**
 * The signed-in account menu: who is signed in, their plan, and the ways onward
 * (docs/product/specification.md#navigation-bar). Loaded by site-header.tsx once someone is signed in, and by the
 * signed-in pages' app-header.tsx.
 */
export default function AccountMenu({ user, onSignOut }: { user: ClientUser; onSignOut: () => void }) {
  const name = user.firstName.trim() || navStrings.myAccount;
  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while focusable links remain there.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={accountButtonClasses}>
        <AccountButtonFace name={name} />
      </DropdownMenu.Trigger>
      {/* Rendered in place (no portal) so the open menu stays inside the header landmark. */}
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 min-w-56 rounded-xl border border-sand-deep bg-white p-1.5 shadow-lg"
      >
        <DropdownMenu.Label className="px-3 py-2">
          <span className="block font-semibold text-ink">{name}</span>
          <span className="block text-sm text-ink-soft">{planFor(user.role).memberLabel}</span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-sand-deep" />
        <DropdownMenu.Item asChild className={itemClasses}>
          <Link to={href('/dashboard')}>{navStrings.dashboard}</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={itemClasses}>
          <Link to={href('/chat')}>{navStrings.chat}</Link>
        </DropdownMenu.Item>
        {/* docs/product/rulings.md#one-app-frame: the settings, one tap from the menu on every page. */}
        <DropdownMenu.Item asChild className={itemClasses}>
          <Link to={href('/settings')}>{navStrings.settings}</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Separator className="my-1 h-px bg-sand-deep" />
        <DropdownMenu.Item className={itemClasses} onSelect={onSignOut}>
          {navStrings.signOut}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
