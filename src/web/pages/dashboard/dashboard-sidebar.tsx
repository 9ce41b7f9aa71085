import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useState } from 'react';
import type { ClientUser } from '#shared/account.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { useSidebarShortcut, useSidebarState } from '#web/components/ui/use-sidebar-state.ts';
import { cn } from '#web/lib/cn.ts';
import { dashboardStrings } from './dashboard.strings.ts';
import { SidebarNav, SidebarUser } from './sidebar-nav.tsx';

const t = dashboardStrings.sidebar;

/**
 * The desktop sidebar (docs/product/specification.md#sizes-and-counts: 16rem, collapsed 3rem), remembered in
 * the 7-day cookie and toggled with Ctrl/Cmd+B. Below 768 px it is hidden; the page shows `MobileSidebar`
 * instead.
 */
export function DashboardSidebar({ user }: { user: ClientUser }) {
  const { expanded, toggle } = useSidebarState();
  useSidebarShortcut(toggle);
  const collapsed = !expanded;
  const ToggleIcon = expanded ? PanelLeftClose : PanelLeftOpen;
  // An <aside> landmark: the user footer below the navigation belongs to it too.
  return (
    <aside
      aria-label={t.label}
      data-testid="dashboard-sidebar"
      data-state={expanded ? 'expanded' : 'collapsed'}
      className={cn(
        'sticky top-16 hidden h-[calc(100vh-4rem)] shrink-0 flex-col justify-between border-r border-sand-deep bg-white py-4 transition-[width] duration-200 md:flex',
        expanded ? 'w-64 px-3' : 'w-12 px-1',
      )}
    >
      <nav aria-label={t.navLabel} className="flex flex-col gap-4">
        <button
          type="button"
          onClick={toggle}
          aria-expanded={expanded}
          aria-label={expanded ? t.collapse : t.expand}
          title={`${expanded ? t.collapse : t.expand} (${t.shortcut})`}
          className={cn(
            'flex min-h-11 items-center rounded-lg px-2 text-ink-soft hover:bg-sand-deep hover:text-ink',
            expanded ? 'self-end' : 'justify-center self-stretch px-0',
          )}
        >
          <ToggleIcon aria-hidden="true" className="size-5" />
        </button>
        <SidebarNav user={user} collapsed={collapsed} />
      </nav>
      <SidebarUser user={user} collapsed={collapsed} />
    </aside>
  );
}

/** On small screens the same navigation opens as a drawer from the left. */
export function MobileSidebar({ user }: { user: ClientUser }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" className="min-h-11 self-start md:hidden">
          <Menu aria-hidden="true" className="size-4" />
          {t.openMenu}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t.menuTitle}
        closeLabel={t.closeMenu}
        className="top-0 left-0 h-full max-h-none w-72 max-w-[85vw] translate-x-0 translate-y-0 justify-between rounded-none rounded-r-2xl"
      >
        <nav aria-label={t.navLabel} className="flex-1">
          <SidebarNav user={user} onNavigate={() => setOpen(false)} />
        </nav>
        <SidebarUser user={user} />
      </DialogContent>
    </Dialog>
  );
}
