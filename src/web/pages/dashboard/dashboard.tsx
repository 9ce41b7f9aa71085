import { appMeta } from '#web/lib/page-meta.ts';
import { useSession } from '#web/lib/session/use-session.ts';
import { DashboardSidebar, MobileSidebar } from './dashboard-sidebar.tsx';
import { FreeDashboard } from './free-dashboard.tsx';
import { PremiumDashboard } from './premium-dashboard.tsx';
import { dashboardStrings } from './dashboard.strings.ts';

export const meta = () => appMeta(dashboardStrings.title);

export default function DashboardPage() {
  // The protected layout renders this page only with a signed-in user.
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="flex">
      <DashboardSidebar user={user} />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex w-full max-w-4xl min-w-0 flex-col gap-6 px-4 py-8 outline-none"
      >
        <MobileSidebar user={user} />
        {user.role === 'premium' ? <PremiumDashboard user={user} /> : <FreeDashboard user={user} />}
      </main>
    </div>
  );
}
