import { Check, Headphones, HeartHandshake } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { isSessionEnded } from '../../../lib/api-error.ts';
import { useJoinWaitlist, type WaitlistFeature } from '../api/join-waitlist.ts';
import { dashboardStrings } from '../dashboard.strings.ts';

const t = dashboardStrings.premium;

const FEATURES: { id: WaitlistFeature; title: string; body: string; icon: typeof Headphones }[] = [
  { id: 'audio-devotionals', title: t.audioTitle, body: t.audioBody, icon: Headphones },
  { id: 'couples-companion', title: t.companionTitle, body: t.companionBody, icon: HeartHandshake },
];

// The server records the entry but has no read endpoint; remembering it per person in this browser keeps
// "You're on the list" after a reload. Joining twice is harmless (the server ignores duplicates).
const storageKey = (userId: string, feature: WaitlistFeature) => `waitlist:${userId}:${feature}`;

function readJoined(userId: string, feature: WaitlistFeature): boolean {
  try {
    return localStorage.getItem(storageKey(userId, feature)) === 'true';
  } catch {
    return false;
  }
}

function WaitlistItem({ userId, feature }: { userId: string; feature: (typeof FEATURES)[number] }) {
  const [joined, setJoined] = useState(() => readJoined(userId, feature.id));
  const join = useJoinWaitlist();
  const Icon = feature.icon;
  const onJoin = () =>
    join.mutate(feature.id, {
      onSuccess: () => {
        setJoined(true);
        try {
          localStorage.setItem(storageKey(userId, feature.id), 'true');
        } catch {
          // Private mode: the state still shows until the page is left.
        }
      },
      onError: (error) => {
        if (!isSessionEnded(error)) toast.error(t.waitlistFailed);
      },
    });
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-sand-deep p-4">
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="size-6 shrink-0 text-teal" />
        <div>
          <h3 className="font-semibold text-ink">{feature.title}</h3>
          <p className="text-sm text-ink-soft">{feature.body}</p>
        </div>
      </div>
      {joined ? (
        <p role="status" className="flex items-center gap-2 font-semibold text-teal-dark">
          <Check aria-hidden="true" className="size-5" />
          {t.onTheList}
        </p>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          className="min-h-11 self-start"
          onClick={onJoin}
          loading={join.isPending}
          loadingText={t.joining}
          aria-label={`${t.joinWaitlist}: ${feature.title}`}
        >
          {t.joinWaitlist}
        </Button>
      )}
    </li>
  );
}

/** Audio devotionals and the couples companion mode are not built yet (decisions.md "Premium extras"). */
export function WaitlistCard({ userId }: { userId: string }) {
  return (
    <Card asSection aria-labelledby="coming-soon" className="flex flex-col gap-4">
      <div>
        <h2 id="coming-soon" className="font-serif text-2xl text-ink">
          {t.comingTitle}
        </h2>
        <p className="text-ink-soft">{t.comingIntro}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {FEATURES.map((feature) => (
          <WaitlistItem key={feature.id} userId={userId} feature={feature} />
        ))}
      </ul>
    </Card>
  );
}
