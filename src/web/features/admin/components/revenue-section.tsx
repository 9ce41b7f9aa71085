import { useRevenue } from '../api/admin-queries.ts';
import { adminStrings } from '../admin.strings.ts';
import { AdminSection, DataTable, Loaded } from './section.tsx';

const t = adminStrings.revenue;
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

export function RevenueSection() {
  const revenue = useRevenue();
  return (
    <AdminSection id="revenue" title={t.heading}>
      <Loaded query={revenue}>
        {(data) => (
          <>
            <dl className="grid gap-4 sm:grid-cols-2">
              <div>
                <dt className="text-sm text-ink-soft">{t.mrr}</dt>
                <dd className="font-serif text-3xl text-ink">{pounds.format(data.mrrPence / 100)}</dd>
              </div>
              <div>
                <dt className="text-sm text-ink-soft">{t.complimentary}</dt>
                <dd className="font-serif text-3xl text-ink">{data.complimentary}</dd>
              </div>
            </dl>
            <p className="text-sm text-ink-soft">{t.mrrNote}</p>
            {data.plans.length === 0 ? (
              <p className="text-ink-soft">{t.none}</p>
            ) : (
              <DataTable
                caption={t.subscribers}
                columns={[t.plan, t.status, t.count]}
                rows={data.plans.map((plan) => ({
                  key: `${plan.role}-${plan.status}`,
                  head: plan.role,
                  cells: [plan.status, plan.subscribers],
                }))}
              />
            )}
          </>
        )}
      </Loaded>
    </AdminSection>
  );
}
