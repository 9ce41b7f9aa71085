import { Check, Headphones, HeartHandshake } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { isSessionEnded } from '#web/lib/api-error.ts';
import { useWaitlists } from '../api/get-waitlists.ts';
import { useJoinWaitlist, type WaitlistFeature } from '../api/join-waitlist.ts';
import { waitlistStrings as t } from '../notifications.strings.ts';

const FEATURES: { id: WaitlistFeature; title: string; body: string; icon: typeof Headphones }[] = [
  { id: 'audio-devotionals', title: t.audioTitle, body: t.audioBody, icon: Headphones },
  { id: 'couples-companion', title: t.companionTitle, body: t.companionBody, icon: HeartHandshake },
];

// Which lists this person joined comes from the server (not this browser), so every device agrees.
function WaitlistItem({ feature, joined }: { feature: (typeof FEATURES)[number]; joined: boolean | null }) {
  const join = useJoinWaitlist();
  const Icon = feature.icon;
  const onJoin = () =>
    join.mutate(feature.id, {
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
          // Until the server says (null), the button waits rather than offering what may be done already.
          loading={join.isPending || joined === null}
          loadingText={joined === null ? t.checking : t.joining}
          aria-label={`${t.joinWaitlist}: ${feature.title}`}
        >
          {t.joinWaitlist}
        </Button>
      )}
    </li>
  );
}

/**
 * Audio devotionals and the couples companion mode are not built yet
 * (docs/product/rulings.md#premium-extras).
 */
export function WaitlistCard() {
  const { data, isError } = useWaitlists();
  // If the list cannot be read, the buttons still work: joining twice is harmless.
  const joined = (id: WaitlistFeature) => (data ? data.includes(id) : isError ? false : null);
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
          <WaitlistItem key={feature.id} feature={feature} joined={joined(feature.id)} />
        ))}
      </ul>
    </Card>
  );
}
