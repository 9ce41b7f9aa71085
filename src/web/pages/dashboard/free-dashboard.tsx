import { Brain, Infinity as InfinityIcon, MessagesSquare, Smartphone, Sparkles } from 'lucide-react';
import { href, Link } from 'react-router';
import type { ClientUser } from '#shared/account.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { dashboardStrings } from './dashboard.strings.ts';
import { DailyCard } from '#web/features/coach/components/daily-card.tsx';

const t = dashboardStrings.free;

/** The dashboard for every role but premium (docs/product/specification.md#dashboard). */
export function FreeDashboard({ user }: { user: ClientUser }) {
  return (
    <div className="flex flex-col gap-8">
      <Link
        to={href('/install-guide')}
        className="flex items-center gap-4 rounded-2xl border border-teal/30 bg-teal-soft p-4 hover:border-teal"
      >
        <Smartphone aria-hidden="true" className="size-7 shrink-0 text-teal" />
        <span className="flex flex-1 flex-col">
          <span className="font-semibold text-ink">{t.installTitle}</span>
          <span className="text-sm text-ink-soft">{t.installBody}</span>
        </span>
        <span className="font-semibold text-teal underline underline-offset-4">{t.installLink}</span>
      </Link>

      <div className="flex flex-col items-start gap-3">
        <h1 className="font-serif text-4xl text-ink">{dashboardStrings.welcome(user.firstName.trim())}</h1>
        <p className="max-w-2xl text-lg text-ink-soft">{t.intro}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={href('/chat')} className={buttonVariants({ size: 'lg' })}>
            <MessagesSquare aria-hidden="true" className="size-5" />
            {t.talkToCoach}
          </Link>
          <Link to={href('/pricing')} className={buttonVariants({ size: 'lg', variant: 'secondary' })}>
            <Sparkles aria-hidden="true" className="size-5" />
            {t.joinPremium}
          </Link>
        </div>
      </div>

      <Card asSection aria-labelledby="premium-pitch" className="flex flex-col gap-3 border-gold/60">
        <h2 id="premium-pitch" className="font-serif text-2xl text-ink">
          {t.pitchTitle}
        </h2>
        <p className="flex items-baseline gap-2">
          <span className="font-serif text-4xl text-teal-dark">{t.pitchPrice}</span>
          <span className="text-ink-soft">{t.pitchPer}</span>
        </p>
        <p className="text-ink-soft">{t.pitchBody}</p>
      </Card>

      <DailyCard />

      <section aria-labelledby="premium-benefits" className="flex flex-col gap-4">
        <h2 id="premium-benefits" className="font-serif text-2xl text-ink">
          {t.benefitsHeading}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          <li>
            <Card className="flex h-full gap-4">
              <InfinityIcon aria-hidden="true" className="size-8 shrink-0 text-teal" />
              <div>
                <h3 className="font-semibold text-ink">{t.unlimitedTitle}</h3>
                <p className="text-ink-soft">{t.unlimitedBody}</p>
              </div>
            </Card>
          </li>
          <li>
            <Card className="flex h-full gap-4">
              <Brain aria-hidden="true" className="size-8 shrink-0 text-teal" />
              <div>
                <h3 className="font-semibold text-ink">{t.memoryTitle}</h3>
                <p className="text-ink-soft">{t.memoryBody}</p>
              </div>
            </Card>
          </li>
        </ul>
      </section>

      <Card asSection aria-labelledby="begin-cta" className="flex flex-col items-start gap-3 bg-teal-soft">
        <h2 id="begin-cta" className="font-serif text-2xl text-ink">
          {t.ctaTitle}
        </h2>
        <p className="text-ink-soft">{t.ctaBody}</p>
        <Link to={href('/pricing')} className={buttonVariants({ size: 'lg' })}>
          {t.begin}
        </Link>
      </Card>
    </div>
  );
}
