import { CircleCheck } from 'lucide-react';
import type { BillingStatus } from '#shared/billing.ts';
import { type Limit, type PlanDefinition, UNLIMITED } from '#shared/plans.ts';
import { usePortalReturnToast } from '../hooks/use-portal-return-toast.ts';
import { planStrings as t } from '../plan.strings.ts';

const limitText = (limit: Limit) => (limit === UNLIMITED ? t.unlimited : String(limit));

/** The current subscription card's body: badge, price, tagline, feature table and entitlements. */
export function PlanSummary({ plan, status }: { plan: PlanDefinition; status: BillingStatus | undefined }) {
  usePortalReturnToast();
  const amount = status?.subscription?.amountPence;
  const price = plan.role === 'free' ? t.freePrice : amount ? t.perMonth(amount) : null;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <p className="sr-only">{t.currentPlan}</p>
        <span className="rounded-full bg-teal px-3 py-1 text-sm font-semibold text-white">
          {plan.badgeLabel}
        </span>
        {price && <span className="font-serif text-2xl text-ink">{price}</span>}
      </div>
      <p className="text-ink-soft">{t.taglines[plan.role]}</p>
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-ink">{t.featureTable}</caption>
        <thead>
          <tr className="border-b border-sand-deep text-ink-soft">
            <th scope="col" className="py-2 font-medium">
              {t.featureColumn}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t.valueColumn}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-sand-deep">
            <th scope="row" className="py-2 font-normal text-ink">
              {t.messagesPerMonth}
            </th>
            <td className="py-2 font-semibold text-ink">{limitText(plan.messagesPerMonth)}</td>
          </tr>
          <tr>
            <th scope="row" className="py-2 font-normal text-ink">
              {t.conversationsPerMonth}
            </th>
            <td className="py-2 font-semibold text-ink">{limitText(plan.chatsPerMonth)}</td>
          </tr>
        </tbody>
      </table>
      <p className="text-sm text-ink-soft">{t.fairUse}</p>
      {plan.entitlements.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold text-ink">{t.entitlementsHeading}</h3>
          <ul className="flex flex-col gap-2">
            {plan.entitlements.map((item) => (
              <li key={item} className="flex gap-2 text-ink">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="rounded-lg bg-teal-soft px-4 py-3 text-ink">{t.upgradeHint}</p>
      )}
    </div>
  );
}
