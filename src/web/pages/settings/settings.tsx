import { href, useSearchParams } from 'react-router';
import { TabLinks, type TabLink } from '#web/components/ui/tab-links.tsx';
import { setFlashToast } from '#web/lib/flash-toast.ts';
import { appMeta } from '#web/lib/page-meta.ts';
import { useSession } from '#web/lib/session/use-session.ts';
import { AccountTab } from './account-tab.tsx';
import { AppearanceTab } from './appearance-tab.tsx';
import { MemorySection } from '#web/features/coach/components/memory-section.tsx';
import { JourneySection } from '#web/features/journey/components/journey-section.tsx';
import { NotificationsTab } from '#web/features/notifications/components/notifications-tab.tsx';
import { PlanTab } from '#web/features/billing/components/plan-tab.tsx';
import { ProfileForm } from '#web/features/account/components/profile-form.tsx';
import { deleteStrings } from '#web/features/account/account.strings.ts';
import { JOURNEY_CHAT_PARAM } from '#web/features/journey/journey-link.ts';
import { settingsStrings as t } from './settings.strings.ts';

export const meta = () => appMeta(t.metaTitle);

// "What your coach remembers" has a tab of its own: a calm place to look after the notes, well away
// from the account's danger zone (Delete Account).
const TAB_IDS = ['profile', 'account', 'memory', 'journey', 'notifications', 'appearance', 'plan'] as const;
type TabId = (typeof TAB_IDS)[number];

// Each tab is a URL (/settings?tab=account), so a reload, a bookmark or the back button keeps it.
const TABS: readonly TabLink[] = TAB_IDS.map((id) => ({
  id,
  label: t.tabs[id],
  to: id === 'profile' ? href('/settings') : `${href('/settings')}?tab=${id}`,
}));

const isTab = (value: string | null): value is TabId => TAB_IDS.includes(value as TabId);

/** After deletion the server has cleared the cookie; a full load of / starts the browser afresh. */
function leaveDeletedAccount() {
  setFlashToast({ type: 'success', title: deleteStrings.deleted });
  window.location.assign(href('/'));
}

export default function SettingsPage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = isTab(requested) ? requested : 'profile';
  if (!user) return null;
  return (
    <>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 outline-none"
      >
        <div className="flex flex-col gap-1">
          <h1 className="font-serif text-4xl text-ink">{t.title}</h1>
          <p className="text-ink-soft">{t.subtitle}</p>
        </div>
        <TabLinks tabs={TABS} current={tab} label={t.tabsLabel} />
        <div>
          {tab === 'profile' && <ProfileForm key={user.id} user={user} />}
          {tab === 'account' && <AccountTab email={user.email} onDeleted={leaveDeletedAccount} />}
          {tab === 'memory' && <MemorySection />}
          {tab === 'journey' && <JourneySection preselectedChatId={params.get(JOURNEY_CHAT_PARAM)} />}
          {tab === 'notifications' && <NotificationsTab />}
          {tab === 'appearance' && <AppearanceTab />}
          {tab === 'plan' && <PlanTab />}
        </div>
      </main>
    </>
  );
}
