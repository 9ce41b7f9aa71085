import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { type Health, useHealth } from '../api/admin-queries.ts';
import { adminStrings } from '../admin.strings.ts';
import { AdminSection, DataTable, Loaded } from './section.tsx';

const t = adminStrings.health;
const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const at = (iso: string) => `${when.format(new Date(iso))} UTC`;

function Outbox({ outbox }: { outbox: Health['outbox'] }) {
  return (
    <div>
      <h3 className="font-semibold text-ink">{t.outbox}</h3>
      <dl className="mt-2 grid gap-2 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-ink-soft">{t.queued}</dt>
          <dd className="text-2xl text-ink">{outbox.queued}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-soft">{t.failed}</dt>
          <dd className={`text-2xl ${outbox.failed > 0 ? 'text-rose' : 'text-ink'}`}>{outbox.failed}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-soft">{t.oldestWaiting}</dt>
          <dd className="text-ink">{outbox.oldestWaiting ? at(outbox.oldestWaiting) : t.nothingWaiting}</dd>
        </div>
      </dl>
    </div>
  );
}

function Jobs({ jobs }: { jobs: Health['jobs'] }) {
  return (
    <div>
      <h3 className="font-semibold text-ink">{t.jobs}</h3>
      {jobs.length === 0 ? (
        <p className="text-ink-soft">{t.noJobs}</p>
      ) : (
        <DataTable
          caption={t.jobs}
          hideCaption
          columns={[t.job, t.lastClaim, t.lastWeek, t.total]}
          rows={jobs.map((job) => ({
            key: job.job,
            head: job.job,
            cells: [at(job.lastClaim), job.lastWeek, job.total],
          }))}
        />
      )}
    </div>
  );
}

function Ai({ ai }: { ai: Health['ai'] }) {
  const days = ai.filter((d) => d.ai_provider_failure > 0 || d.ai_offline_fallback > 0);
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold text-ink">{t.ai}</h3>
      <figure className="flex flex-col gap-2">
        <div aria-hidden="true" className="h-56 w-full">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={ai} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" stroke="#f1e8db" />
              <XAxis dataKey="day" tick={{ fontSize: 12, fill: '#44515e' }} />
              <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#44515e' }} />
              <Tooltip />
              <Legend />
              <Line dataKey="ai_provider_failure" name={t.failures} stroke="#9b2c2c" dot={false} />
              <Line dataKey="ai_offline_fallback" name={t.fallbacks} stroke="#1d5c63" dot={false} />
            </LineChart>
          </ResponsiveContainer>
        </div>
        <figcaption className="text-sm text-ink-soft">{t.aiChartLabel}</figcaption>
      </figure>
      {days.length === 0 ? (
        <p className="text-ink-soft">{t.aiNone}</p>
      ) : (
        <DataTable
          caption={t.aiCaption}
          columns={[t.day, t.failures, t.fallbacks]}
          rows={days.map((d) => ({
            key: d.day,
            head: d.day,
            cells: [d.ai_provider_failure, d.ai_offline_fallback],
          }))}
        />
      )}
    </div>
  );
}

function Safety({ health }: { health: Health }) {
  const days = health.safety.filter((d) => Object.values(d.counts).some((n) => n > 0));
  return (
    <div>
      <h3 className="font-semibold text-ink">{t.safety}</h3>
      {days.length === 0 ? (
        <p className="text-ink-soft">{t.safetyNone}</p>
      ) : (
        <DataTable
          caption={t.safetyCaption}
          columns={[t.day, ...health.safetyKinds]}
          rows={days.map((d) => ({
            key: d.day,
            head: d.day,
            cells: health.safetyKinds.map((kind) => d.counts[kind] ?? 0),
          }))}
        />
      )}
    </div>
  );
}

export function HealthSection() {
  const health = useHealth();
  return (
    <AdminSection id="health" title={t.heading}>
      <Loaded query={health}>
        {(data) => (
          <div className="flex flex-col gap-6">
            <Outbox outbox={data.outbox} />
            <Jobs jobs={data.jobs} />
            <Ai ai={data.ai} />
            <Safety health={data} />
          </div>
        )}
      </Loaded>
    </AdminSection>
  );
}
