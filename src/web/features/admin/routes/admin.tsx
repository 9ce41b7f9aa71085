import { href, Navigate } from 'react-router';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-error.ts';
import { appMeta } from '#web/lib/page-meta.ts';
import { useAdminAccess } from '../api/admin-queries.ts';
import { adminStrings as t } from '../admin.strings.ts';
import { FunnelSection } from '../components/funnel-section.tsx';
import { HealthSection } from '../components/health-section.tsx';
import { LeadsSection } from '../components/leads-section.tsx';
import { RevenueSection } from '../components/revenue-section.tsx';
import { UsersSection } from '../components/users-section.tsx';

export const meta = () => appMeta(t.metaTitle);

/**
 * The operator's console. The server decides who is an admin on every request; anyone else is shown
 * the app's 404 page, as for an address that does not exist. This route module is loaded only here,
 * so its charts cost no other page anything.
 */
export default function AdminPage() {
  const access = useAdminAccess();
  if (access.isPending) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label={t.loading} />
      </div>
    );
  }
  if (access.isError) {
    if (access.error instanceof ApiError && access.error.status === 404)
      return <Navigate to={href('/404')} replace />;
    return (
      <main id="main" className="mx-auto max-w-md px-6 py-16">
        <h1 className="font-serif text-3xl text-ink">{t.heading}</h1>
        <p className="mt-4 text-rose">{t.loadFailed}</p>
      </main>
    );
  }
  return (
    <>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 outline-none"
      >
        <div>
          <h1 className="font-serif text-3xl text-ink">{t.heading}</h1>
          <p className="mt-2 text-ink-soft">{t.intro}</p>
        </div>
        <FunnelSection />
        <RevenueSection />
        <HealthSection />
        <UsersSection />
        <LeadsSection />
      </main>
    </>
  );
}
