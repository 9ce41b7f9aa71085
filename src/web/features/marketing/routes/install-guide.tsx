import { Download, Smartphone } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { pageMeta } from '#web/lib/page-meta.ts';
import { useInstallPrompt } from '#web/lib/pwa.ts';
import type { QueryHandle } from '#web/lib/query-host.tsx';
import { PageShell } from '../components/pages/page-shell.tsx';
import { detectPlatform, type Platform } from '../lib/detect-platform.ts';
import { installStrings as t } from '../marketing.strings.ts';

export const meta = () => pageMeta('/install-guide');

// It fetches nothing with the query client: the page opens without loading it (query-host.tsx).
export const handle: QueryHandle = { withoutQueries: true };

// The device does not change while the page is open.
const noSubscription = () => () => {};

/**
 * The device is known only in the browser: the pre-rendered page shows the general heading, and the
 * device's own heading replaces it after load in the same line
 * (docs/product/rulings.md#pages-rendered-before-sign-in-is-known).
 */
export default function InstallGuidePage() {
  const platform = useSyncExternalStore<Platform>(
    noSubscription,
    () => detectPlatform(navigator.userAgent, navigator.maxTouchPoints),
    // The pre-rendered HTML and hydration use the general heading; React then re-renders with the device's.
    () => 'other',
  );
  const { available, install } = useInstallPrompt();
  return (
    <PageShell title={t.title} intro={t.intro} width="wide">
      <section aria-labelledby="device-heading" className="mb-10 rounded-2xl bg-teal-soft p-6">
        <h2 id="device-heading" className="font-serif text-2xl text-ink">
          {t.headings[platform]}
        </h2>
        <p className="mt-1 text-ink-soft">{t.detected[platform]}</p>
        <div className="mt-4 min-h-11">
          {available && (
            <Button onClick={() => void install()}>
              <Download aria-hidden="true" className="size-5" />
              {t.installButton}
            </Button>
          )}
        </div>
      </section>
      <ul className="grid gap-6 md:grid-cols-3">
        {t.platforms.map((item) => (
          <li
            key={item.id}
            className={cn('rounded-2xl bg-white p-6 shadow-sm', item.id === platform && 'ring-2 ring-teal')}
          >
            <h2 className="mb-3 flex items-center gap-2 font-serif text-xl text-ink">
              <Smartphone aria-hidden="true" className="size-5 text-teal" />
              {item.title}
              {item.id === platform && <span className="sr-only"> ({t.yourDevice})</span>}
            </h2>
            <ol className="list-decimal space-y-2 pl-5 text-ink-soft">
              {item.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
      <section aria-labelledby="install-tips" className="mt-10">
        <h2 id="install-tips" className="font-serif text-2xl text-ink">
          {t.tipTitle}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-ink-soft">
          {t.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
    </PageShell>
  );
}
