import { Crown, Infinity as InfinityIcon, MessageSquarePlus, MessagesSquare, ScrollText } from 'lucide-react';
import { href, Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { ClientUser } from '#shared/account.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { isSessionEnded } from '#web/lib/api-error.ts';
import { useCreateChat } from '#web/features/chat/api/create-chat.ts';
import { dashboardStrings } from './dashboard.strings.ts';
import { checkInQuestion } from '#shared/check-in.ts';
import { DailyCard } from '#web/features/coach/components/daily-card.tsx';
import { WaitlistCard } from '#web/features/notifications/components/waitlist-card.tsx';

const t = dashboardStrings.premium;

// Opens a fresh chat. With a prompt (the weekly check-in), `&prompt=` asks the chat page to put it in
// the composer (chat's use-chat-selection.ts) for the user to edit or send; nothing is sent for them.
function useOpenNewChat(prompt?: string) {
  const navigate = useNavigate();
  const start = useCreateChat();
  const open = () =>
    start.mutate(undefined, {
      onSuccess: ({ chat }) => {
        const seed = prompt ? `&prompt=${encodeURIComponent(prompt)}` : '';
        void navigate(`${href('/chat')}?c=${encodeURIComponent(chat.id)}${seed}`);
      },
      onError: (error) => {
        if (!isSessionEnded(error)) toast.error(t.createFailed);
      },
    });
  return { open, isPending: start.isPending };
}

/**
 * The premium dashboard (docs/product/specification.md#dashboard, docs/product/rulings.md#premium-extras).
 */
export function PremiumDashboard({ user }: { user: ClientUser }) {
  const newChat = useOpenNewChat();
  const question = checkInQuestion();
  const checkIn = useOpenNewChat(question);
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col items-start gap-3">
        <p className="inline-flex items-center gap-2 rounded-full bg-gold/20 px-3 py-1 text-sm font-semibold text-ink">
          <Crown aria-hidden="true" className="size-4 text-gold" />
          {t.badge}
        </p>
        <h1 className="font-serif text-4xl text-ink">
          {dashboardStrings.welcomeBack(user.firstName.trim())}
        </h1>
        <p className="max-w-2xl text-lg text-ink-soft">{t.intro}</p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Card asSection aria-labelledby="infinite-title" className="flex flex-col items-start gap-3">
          <InfinityIcon aria-hidden="true" className="size-8 text-teal" />
          <h2 id="infinite-title" className="font-serif text-2xl text-ink">
            {t.infiniteTitle}
          </h2>
          <p className="text-ink-soft">{t.infiniteBody}</p>
          <Link to={href('/chat')} className={buttonVariants({ variant: 'secondary' })}>
            <MessagesSquare aria-hidden="true" className="size-4" />
            {t.openConversations}
          </Link>
        </Card>
        <Card asSection aria-labelledby="new-title" className="flex flex-col items-start gap-3">
          <MessageSquarePlus aria-hidden="true" className="size-8 text-teal" />
          <h2 id="new-title" className="font-serif text-2xl text-ink">
            {t.newTitle}
          </h2>
          <p className="text-ink-soft">{t.newBody}</p>
          <Button onClick={newChat.open} loading={newChat.isPending} loadingText={t.creating}>
            {t.newButton}
          </Button>
        </Card>
      </div>

      <DailyCard alignment />

      <Card asSection aria-labelledby="check-in-title" className="flex flex-col items-start gap-3">
        <h2 id="check-in-title" className="font-serif text-2xl text-ink">
          {t.checkInTitle}
        </h2>
        <p className="text-ink-soft">{t.checkInIntro}</p>
        <p className="font-serif text-xl text-ink">{question}</p>
        <Button
          variant="secondary"
          onClick={checkIn.open}
          loading={checkIn.isPending}
          loadingText={t.creating}
        >
          {t.checkInButton}
        </Button>
      </Card>

      <Card asSection aria-labelledby="hard-title" className="flex flex-col items-start gap-3">
        <ScrollText aria-hidden="true" className="size-8 text-teal" />
        <h2 id="hard-title" className="font-serif text-2xl text-ink">
          {t.hardTitle}
        </h2>
        <p className="text-ink-soft">{t.hardBody}</p>
        <Link to={href('/hard-conversations')} className={buttonVariants({ variant: 'secondary' })}>
          {t.hardLink}
        </Link>
      </Card>

      <WaitlistCard />
    </div>
  );
}
