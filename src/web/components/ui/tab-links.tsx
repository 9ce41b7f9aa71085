import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

export interface TabLink {
  id: string;
  label: string;
  to: string;
}

/**
 * Tabs that are links: each tab has its own URL, so a reload or a shared link keeps the tab, and the
 * browser's back button walks through them. The current one is marked with aria-current. On narrow
 * screens the row scrolls sideways instead of wrapping.
 */
export function TabLinks({
  tabs,
  current,
  label,
}: {
  tabs: readonly TabLink[];
  current: string;
  label: string;
}) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-1 border-b border-sand-deep">
        {tabs.map((tab) => {
          const active = tab.id === current;
          return (
            <li key={tab.id}>
              <Link
                to={tab.to}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
                className={cn(
                  '-mb-px inline-flex min-h-11 items-center border-b-2 px-4 py-2 font-medium',
                  active
                    ? 'border-teal text-teal-dark'
                    : 'border-transparent text-ink-soft hover:border-ink-soft/40 hover:text-ink',
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
