import { Clock } from 'lucide-react';
import { billingStrings as t } from '../billing.strings.ts';
import { formatCountdown, useCountdown } from '../hooks/use-countdown.ts';

/**
 * The /pricing banner; the page does not use the expire callback (docs/product/specification.md#countdown).
 */
export function CountdownBanner() {
  const left = useCountdown();
  return (
    <div className="flex flex-wrap items-center justify-center gap-3 bg-teal px-4 py-3 text-center text-white">
      <Clock aria-hidden="true" className="size-5" />
      <p className="font-semibold tracking-wide">{t.countdownLabel}</p>
      {/* A timer role is not announced on every tick: a reader saying each second would be unbearable. */}
      <p role="timer" className="font-mono text-xl font-bold tabular-nums">
        {formatCountdown(left)}
      </p>
    </div>
  );
}
