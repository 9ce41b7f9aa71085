import { Hourglass } from 'lucide-react';
import { planStrings as t } from '../plan.strings.ts';

/**
 * An invitation used with another e-mail address leaves the plan Free until the inviter approves it: say
 * whose approval it waits for, so the Free plan above is not a mystery (docs/product/rulings.md#family).
 */
export function FamilyWaitingNotice({ inviter }: { inviter: string }) {
  return (
    <div
      role="status"
      className="flex gap-3 rounded-lg border border-teal/30 bg-teal-soft px-4 py-3 text-ink"
    >
      <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{t.waitingForApproval(inviter)}</p>
        <p className="text-sm">{t.waitingForApprovalBody(inviter)}</p>
      </div>
    </div>
  );
}
