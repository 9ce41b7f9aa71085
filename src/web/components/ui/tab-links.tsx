import { type CSSProperties, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn.ts';

/** How far the faded edge reaches, and the room kept beside the current tab when it is scrolled to. */
const FADE = 32;

/** A fade on each side that has more tabs beyond it, so a cut-off row reads as one that scrolls. */
function fadeMask({ start, end }: { start: boolean; end: boolean }): CSSProperties | undefined {
  if (!start && !end) return undefined;
  const mask = `linear-gradient(to right, ${start ? 'transparent' : '#000'}, #000 ${FADE}px, #000 calc(100% - ${FADE}px), ${end ? 'transparent' : '#000'})`;
  return { maskImage: mask, WebkitMaskImage: mask };
}

/**
 * Keeps the current tab in view inside the sideways-scrolling row (a reload of ?tab=plan at 390 px had it
 * off-screen), and says which edges have more tabs beyond them.
 */
function useTabRow(current: string) {
  const row = useRef<HTMLElement>(null);
  const [more, setMore] = useState({ start: false, end: false });
  const measure = useCallback(() => {
    const el = row.current;
    if (!el) return;
    const start = el.scrollLeft > 1;
    const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setMore((was) => (was.start === start && was.end === end ? was : { start, end }));
  }, []);

  useEffect(() => {
    const el = row.current;
    const tab = el?.querySelector('[aria-current="page"]');
    if (el && tab) {
      // Scrolls the row only, never the page (scrollIntoView would move the page too).
      const box = el.getBoundingClientRect();
      const at = tab.getBoundingClientRect();
      if (at.left < box.left + FADE) el.scrollLeft -= box.left + FADE - at.left;
      else if (at.right > box.right - FADE) el.scrollLeft += at.right - (box.right - FADE);
    }
    measure();
  }, [current, measure]);

  useEffect(() => {
    const el = row.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  return { row, more, measure };
}

export interface TabLink {
  id: string;
  label: string;
  to: string;
}

/**
 * Tabs that are links: each tab has its own URL, so a reload or a shared link keeps the tab, and the
 * browser's back button walks through them. The current one is marked with aria-current. On narrow
 * screens the row scrolls sideways instead of wrapping, the current tab kept in view and a faded edge
 * where more tabs wait (docs/product/specification.md#settings).
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
  const { row, more, measure } = useTabRow(current);
  return (
    <nav
      ref={row}
      aria-label={label}
      onScroll={measure}
      style={fadeMask(more)}
      data-more-start={more.start || undefined}
      data-more-end={more.end || undefined}
      className="-mx-4 overflow-x-auto px-4"
    >
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
