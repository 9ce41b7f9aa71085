import { useEffect, useRef } from 'react';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { routeLoadStrings as t } from '../strings.ts';

/**
 * What a page shows instead of reloading itself again when its code cannot be loaded
 * (lib/route-load-guard.ts). Rendered without the router: the router is what could not start. Try again
 * loads the same address once more, which the guard counts as a reload, so it never repeats by itself.
 */
export function RouteLoadFailed() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = t.title;
    heading.current?.focus();
  }, []);
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-4 px-6">
      <h1 ref={heading} tabIndex={-1} className="font-serif text-3xl text-ink outline-none">
        {t.heading}
      </h1>
      <p className="text-ink-soft">{t.body}</p>
      <button
        type="button"
        className={buttonVariants({ className: 'self-start' })}
        onClick={() => window.location.reload()}
      >
        {t.retry}
      </button>
    </main>
  );
}
