import { CircleAlert, CircleCheck } from 'lucide-react';
import { href, Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { appMeta } from '#web/lib/page-meta.ts';
import { billingStrings as t } from '../billing.strings.ts';
import { useActivation } from '../hooks/use-activation.ts';

export const meta = () => appMeta(t.success.activating);

export default function SubscriptionSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() || null;
  const activation = useActivation(sessionId);
  const navigate = useNavigate();

  return (
    <main id="main" tabIndex={-1} className="mx-auto flex max-w-xl flex-col px-4 py-16 outline-none">
      <Card className="flex flex-col items-center gap-5 text-center">
        {activation.state === 'activating' && (
          <div className="flex flex-col items-center gap-4">
            <Spinner label={t.success.activatingBody} />
            <h1 className="font-serif text-3xl text-ink">{t.success.activating}</h1>
            <p className="text-ink-soft">{t.success.activatingBody}</p>
          </div>
        )}
        {activation.state === 'success' && (
          <>
            <CircleCheck aria-hidden="true" className="size-12 text-teal" />
            <h1 className="font-serif text-3xl text-ink">{t.success.welcome}</h1>
            <p className="text-ink-soft">{t.success.welcomeBody}</p>
            <Button size="lg" onClick={() => void navigate(href('/dashboard'), { replace: true })}>
              {t.success.continue}
            </Button>
          </>
        )}
        {activation.state === 'failed' && (
          <>
            <CircleAlert aria-hidden="true" className="size-12 text-rose" />
            <h1 className="font-serif text-3xl text-ink">{t.success.failed}</h1>
            <Notice tone="red" className="text-left">
              <p>{activation.message}</p>
            </Notice>
            <div className="flex flex-wrap justify-center gap-3">
              <Button asChild>
                <Link to={href('/pricing')}>{t.success.tryAgain}</Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to={href('/dashboard')}>{t.success.goToDashboard}</Link>
              </Button>
            </div>
          </>
        )}
        {sessionId && (
          <p className="text-sm break-all text-ink-soft">
            {t.success.orderReference}: <span className="font-mono">{sessionId}</span>
          </p>
        )}
      </Card>
    </main>
  );
}
