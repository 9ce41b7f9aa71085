import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { href, Link, useSearchParams } from 'react-router';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-error.ts';
import { appMeta } from '#web/lib/page-meta.ts';
import { getMe, SESSION_ME_KEY } from '#web/lib/session/me-query.ts';
import { useSession } from '#web/lib/session/use-session.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { confirmEmailStrings as t } from '../auth.strings.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ResendConfirmationForm } from '../components/resend-confirmation-form.tsx';

export const meta = () => appMeta(t.metaTitle);

/**
 * The confirmation e-mail's landing page: confirms once and signs nobody in
 * (docs/product/rulings.md#email-confirmation-required). Opened in the browser signed in to the account,
 * the account is ready; opened anywhere else, the password from before no longer works and the owner
 * is asked to choose one; a link used before confirms nothing new: that browser is told to sign in.
 */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('error') ? null : params.get('token');
  const verify = useVerifyEmail(token);
  const queryClient = useQueryClient();
  const { user } = useSession();

  const [sessionKnown, setSessionKnown] = useState(false);
  useEffect(() => {
    // The confirmation has just changed the session this browser holds (the address is now confirmed,
    // or the account's sessions ended): let every part of the page learn who is signed in, before
    // offering the way on (a click on "Continue" on a stale answer would go to the wrong page).
    // A request of its own, sent after the cookie was set; a session read already on its way (the
    // page's first, or one on focus) could answer from before it, so it is called off first.
    if (!verify.isSuccess) return;
    void queryClient
      .cancelQueries({ queryKey: SESSION_ME_KEY })
      .then(getMe)
      .then(
        (me) => queryClient.setQueryData(SESSION_ME_KEY, me),
        () => queryClient.invalidateQueries({ queryKey: SESSION_ME_KEY }),
      )
      .finally(() => setSessionKnown(true));
  }, [verify.isSuccess, queryClient]);

  if (token && (verify.isPending || (verify.isSuccess && !sessionKnown))) {
    return (
      <main id="main" className="flex min-h-[60vh] items-center justify-center">
        <Spinner label={t.checking} />
      </main>
    );
  }
  const passwordToken = verify.data?.passwordToken;
  if (verify.isSuccess && passwordToken) {
    return (
      <AuthCard key="confirmed-choose-password" title={t.confirmedTitle} focusTitle>
        <div className="flex flex-col items-center gap-4 text-center">
          <CircleCheck aria-hidden="true" className="size-12 text-teal" />
          <p className="text-ink-soft">{t.confirmedChoosePasswordBody}</p>
          <Link
            to={`${href('/reset-password')}?token=${encodeURIComponent(passwordToken)}`}
            className={buttonVariants({ size: 'lg' })}
          >
            {t.choosePassword}
          </Link>
        </div>
      </AuthCard>
    );
  }
  if (verify.isSuccess && !user) {
    // The link was used before (or the sign-in did not stick): the address is confirmed, but this
    // browser is not signed in, so say so and offer the way in.
    return (
      <AuthCard key="confirmed-signed-out" title={t.confirmedTitle} focusTitle>
        <div className="flex flex-col items-center gap-4 text-center">
          <CircleCheck aria-hidden="true" className="size-12 text-teal" />
          <p className="text-ink-soft">{t.confirmedSignedOutBody}</p>
          <Link to={href('/login')} className={buttonVariants({ size: 'lg' })}>
            {t.signIn}
          </Link>
        </div>
      </AuthCard>
    );
  }
  if (verify.isSuccess) {
    return (
      <AuthCard key="confirmed" title={t.confirmedTitle} focusTitle>
        <div className="flex flex-col items-center gap-4 text-center">
          <CircleCheck aria-hidden="true" className="size-12 text-teal" />
          <p className="text-ink-soft">{t.confirmedBody}</p>
          <Link to={href('/dashboard')} className={buttonVariants({ size: 'lg' })}>
            {t.continue}
          </Link>
        </div>
      </AuthCard>
    );
  }
  // A server that cannot be reached says nothing about the link: offer to try again, not a new link.
  const unreachable = verify.isError && !(verify.error instanceof ApiError && verify.error.status < 500);
  if (unreachable) {
    return (
      <AuthCard key="unreachable" title={t.unreachableTitle} focusTitle>
        <p className="text-center text-ink-soft">{t.unreachableBody}</p>
        <Button size="lg" onClick={() => void verify.refetch()} loading={verify.isFetching}>
          {t.retry}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard key="invalid" title={t.invalidTitle} focusTitle={Boolean(token)}>
      <Notice tone="amber">
        <p>{t.invalidBody}</p>
      </Notice>
      <ResendConfirmationForm />
      <p className="text-center text-ink-soft">
        {t.alreadyConfirmed}{' '}
        <Link to={href('/login')} className="font-medium text-teal underline underline-offset-4">
          {t.signIn}
        </Link>
      </p>
    </AuthCard>
  );
}
