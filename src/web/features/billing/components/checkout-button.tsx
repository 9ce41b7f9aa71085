import { ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { href, Link, useNavigate } from 'react-router';
import { toast } from '#web/lib/toast.ts';
import type { CheckoutSource } from '#shared/plans.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError, isSessionEnded } from '#web/lib/api-error.ts';
import { useSession } from '#web/lib/session/use-session.ts';
import { useStartCheckout } from '../api/start-checkout.ts';
import { billingStrings as t } from '../billing.strings.ts';
import { redirectToPayment } from './redirect-to-payment.ts';

/**
 * Delay before a failed checkout that asks for a new sign-in goes to /login
 * (docs/product/specification.md#timings).
 */
export const LOGIN_REDIRECT_MS = 2000;

const mentionsLogIn = (message: string) => /log ?in/i.test(message);
const mentionsAuth = (message: string) => /authenticat/i.test(message);

/**
 * The premium call to action of /pricing and /upgrade: idle, "Processing...", then a same-window
 * redirect to the payment page, with a new tab and a "Complete Payment" link when that is blocked
 * (docs/product/specification.md#checkout). A premium user sees a disabled "Current Plan".
 */
export function CheckoutButton({ source }: { source: CheckoutSource }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const checkout = useStartCheckout();
  const [redirecting, setRedirecting] = useState(false);
  const [fallbackUrl, setFallbackUrl] = useState<string | null>(null);
  const cancelRedirect = useRef<(() => void) | null>(null);
  const loginTimer = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      cancelRedirect.current?.();
      window.clearTimeout(loginTimer.current);
    },
    [],
  );

  if (user?.role === 'premium') {
    return (
      <Button size="lg" disabled className="w-full">
        {t.currentPlan}
      </Button>
    );
  }

  const onBlocked = (url: string) => {
    setRedirecting(false);
    setFallbackUrl(url);
    window.open(url, '_blank', 'noopener');
    toast.warning(t.redirectBlocked, { description: t.redirectBlockedDescription });
  };

  const onFailure = (error: Error) => {
    // The session-loss rule already signs out and goes to /login with an explanation.
    if (isSessionEnded(error)) return;
    if (error instanceof ApiError && error.code === 'already_subscribed') {
      toast.info(t.alreadySubscribed, {
        description: t.alreadySubscribedDescription,
        action: { label: t.openSettings, onClick: () => void navigate(`${href('/settings')}?tab=plan`) },
      });
      return;
    }
    if (error instanceof ApiError && error.code === 'account_issue') {
      toast.error(t.accountIssue, { description: t.accountIssueDescription });
      return;
    }
    if (source === 'upgrade') {
      toast.error(t.upgradeFailed, { description: t.upgradeFailedDescription });
      return;
    }
    const login = mentionsLogIn(error.message);
    toast.error(t.checkoutFailed, { description: login ? t.checkoutFailedLogin : t.checkoutFailedOther });
    if (login || mentionsAuth(error.message)) {
      loginTimer.current = window.setTimeout(
        () => void navigate(href('/login'), { state: { from: href('/pricing') } }),
        LOGIN_REDIRECT_MS,
      );
    }
  };

  const start = () => {
    if (!user) {
      toast.info(t.loginFirst, { description: t.loginFirstDescription });
      void navigate(href('/login'), { state: { from: href('/pricing') } });
      return;
    }
    setFallbackUrl(null);
    checkout.mutate(source, {
      onSuccess: ({ url }) => {
        setRedirecting(true);
        cancelRedirect.current = redirectToPayment(url, () => onBlocked(url));
      },
      onError: onFailure,
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <Button
        size="lg"
        className="w-full"
        onClick={start}
        loading={checkout.isPending || redirecting}
        loadingText={t.processing}
      >
        {t.startCheckout}
      </Button>
      {!user && (
        <Button asChild variant="secondary" size="lg" className="w-full">
          <Link to={href('/signup')}>{t.beginJourney}</Link>
        </Button>
      )}
      {fallbackUrl && (
        <p className="text-center text-sm text-ink-soft">
          {t.completePaymentHint}{' '}
          <a
            href={fallbackUrl}
            className="inline-flex items-center gap-1 font-semibold text-teal underline underline-offset-4"
          >
            {t.completePayment}
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        </p>
      )}
    </div>
  );
}
