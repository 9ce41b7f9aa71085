import { Download, Home, MessageCircleHeart, Settings, type LucideIcon } from 'lucide-react';
import { href, NavLink } from 'react-router';
import type { ClientUser } from '#shared/account.ts';
import { planFor } from '#shared/plans.ts';
import { cn } from '#web/lib/cn.ts';
import { dashboardStrings } from './dashboard.strings.ts';

const t = dashboardStrings.sidebar;

interface Item {
  to: string;
  label: string;
  icon: LucideIcon;
}
interface Group {
  label: string;
  items: Item[];
}

// The Main group only when signed in (docs/product/specification.md#dashboard).
function groupsFor(signedIn: boolean): Group[] {
  return [
    ...(signedIn
      ? [
          {
            label: t.main,
            items: [
              { to: href('/dashboard'), label: t.home, icon: Home },
              { to: href('/chat'), label: t.conversations, icon: MessageCircleHeart },
            ],
          },
        ]
      : []),
    { label: t.tools, items: [{ to: href('/install-guide'), label: t.installGuide, icon: Download }] },
    { label: t.settingsGroup, items: [{ to: href('/settings'), label: t.settings, icon: Settings }] },
  ];
}

/** The sidebar's groups of links; collapsed, only the icons show (the names stay for screen readers). */
export function SidebarNav({
  user,
  collapsed = false,
  onNavigate,
}: {
  user: ClientUser | null;
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <div className="flex flex-col gap-5">
      {groupsFor(Boolean(user)).map((group) => (
        <div key={group.label} className="flex flex-col gap-1">
          <p
            className={cn(
              'px-2 text-xs font-semibold tracking-wide text-ink-soft uppercase',
              collapsed && 'sr-only',
            )}
          >
            {group.label}
          </p>
          <ul className="flex flex-col gap-1">
            {group.items.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end
                  onClick={onNavigate}
                  title={collapsed ? label : undefined}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-11 items-center gap-3 rounded-lg px-2 text-ink hover:bg-teal-soft',
                      isActive && 'bg-teal-soft font-semibold text-teal-dark',
                      collapsed && 'justify-center px-0',
                    )
                  }
                >
                  <Icon aria-hidden="true" className="size-5 shrink-0" />
                  <span className={cn(collapsed && 'sr-only')}>{label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** Who is signed in: first letter, full name, plan label (docs/product/specification.md#dashboard). */
export function SidebarUser({ user, collapsed = false }: { user: ClientUser; collapsed?: boolean }) {
  const name = `${user.firstName} ${user.lastName}`.trim();
  const initial = (user.firstName.trim()[0] ?? user.email[0] ?? '?').toUpperCase();
  return (
    <div className={cn('flex items-center gap-3', collapsed && 'justify-center')}>
      <span
        aria-hidden="true"
        title={collapsed ? name : undefined}
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-teal font-semibold text-white"
      >
        {initial}
      </span>
      <span className={cn('flex min-w-0 flex-col', collapsed && 'sr-only')}>
        <span className="truncate font-semibold text-ink">{name}</span>
        <span className="text-sm text-ink-soft">{planFor(user.role).badgeLabel}</span>
      </span>
    </div>
  );
}
