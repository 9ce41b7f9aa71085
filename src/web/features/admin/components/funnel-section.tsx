import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { type Funnel, useFunnel } from '../api/admin-queries.ts';
import { adminStrings } from '../admin.strings.ts';
import { AdminSection, DataTable, Loaded } from './section.tsx';

const t = adminStrings.funnel;
const STEPS = ['leads', 'accounts', 'confirmed', 'firstMessage', 'trials', 'paid', 'cancelled'] as const;
const COLORS: Record<(typeof STEPS)[number], string> = {
  leads: '#8a5a00',
  accounts: '#1d5c63',
  confirmed: '#4d8f96',
  firstMessage: '#44515e',
  trials: '#b98a2e',
  paid: '#15464c',
  cancelled: '#9b2c2c',
};

const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

function FunnelChart({ funnel }: { funnel: Funnel }) {
  return (
    // The table below says the same in text; the picture is for the eye alone.
    <figure className="flex flex-col gap-2">
      <div aria-hidden="true" className="h-72 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={funnel.weeks} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="#f1e8db" />
            <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#44515e' }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#44515e' }} />
            <Tooltip />
            <Legend />
            {STEPS.map((step) => (
              <Bar key={step} dataKey={step} name={t.columns[step]} fill={COLORS[step]} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-sm text-ink-soft">{t.chartLabel}</figcaption>
    </figure>
  );
}

function FunnelTable({ funnel }: { funnel: Funnel }) {
  const rates: Partial<Record<(typeof STEPS)[number], number | null>> = funnel.rates;
  return (
    <DataTable
      caption={t.tableCaption}
      columns={[t.week, ...STEPS.map((step) => t.columns[step])]}
      rows={funnel.weeks.map((week) => ({
        key: week.week,
        head: week.label,
        cells: STEPS.map((step) => week[step]),
      }))}
      footer={[
        { key: 'total', head: t.total, cells: STEPS.map((step) => funnel.totals[step]), strong: true },
        {
          key: 'rate',
          head: t.rateOfAccounts,
          cells: STEPS.map((step) => (step in rates ? percent(rates[step] ?? null) : '')),
        },
      ]}
    />
  );
}

function LeadsByForm({ funnel }: { funnel: Funnel }) {
  if (funnel.forms.length === 0) return null;
  return (
    <DataTable
      caption={t.leadsByForm}
      columns={[t.week, ...funnel.forms]}
      rows={funnel.weeks.map((week) => ({
        key: week.week,
        head: week.label,
        cells: funnel.forms.map((form) => week.leadsByForm[form] ?? 0),
      }))}
    />
  );
}

export function FunnelSection() {
  const funnel = useFunnel();
  return (
    <AdminSection id="funnel" title={t.heading} intro={t.intro}>
      <Loaded query={funnel}>
        {(data) => (
          <>
            <FunnelChart funnel={data} />
            <FunnelTable funnel={data} />
            <p className="text-sm text-ink-soft">{t.paidNote}</p>
            <LeadsByForm funnel={data} />
          </>
        )}
      </Loaded>
    </AdminSection>
  );
}
