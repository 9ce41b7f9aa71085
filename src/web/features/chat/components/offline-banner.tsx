import { WifiOff } from 'lucide-react';
import { outboxStrings as t } from '../chat.strings.ts';

/**
 * While the browser is offline: messages sent now wait in the list. The live region is always in the
 * page (empty while online), so screen readers announce the text when it appears.
 */
export function OfflineBanner({ offline }: { offline: boolean }) {
  return (
    <div role="status" aria-live="polite">
      {offline && (
        <p className="flex items-center justify-center gap-2 border-t border-sand-deep bg-amber-note px-4 py-2 text-sm text-ink">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {t.offlineBanner}
        </p>
      )}
    </div>
  );
}
