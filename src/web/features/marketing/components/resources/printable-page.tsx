import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { printStrings as t } from '#web/features/marketing/marketing.strings.ts';
import './print.css';

/** A resource meant for paper: a Print button (hidden in print) above the printable sheet. */
export function PrintablePage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <div className="print-hidden mb-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-soft">{t.printHint}</p>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          {t.print}
        </Button>
      </div>
      <article className="printable rounded-2xl border border-sand-deep bg-white p-8 shadow-sm sm:p-10">
        <h1 className="font-serif text-3xl text-ink sm:text-4xl">{title}</h1>
        <p className="mt-1 mb-6 text-ink-soft">{subtitle}</p>
        {children}
        <p className="mt-8 border-t border-sand-deep pt-3 text-sm text-ink-soft">{t.footer}</p>
      </article>
    </main>
  );
}
