import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { appMeta } from '../../../lib/page-meta.ts';
import { SESSION_ME_KEY } from '../../../lib/session/me-query.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { confirmEmailStrings as t } from '../auth.strings.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ResendConfirmationForm } from '../components/resend-confirmation-form.tsx';

export const meta = () => appMeta(t.metaTitle);

/** The confirmation e-mail's landing page: confirms once, and the server signs the user in. */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('error') ? null : params.get('token');
  const verify = useVerifyEmail(token);
  const queryClient = useQueryClient();

  useEffect(() => {
    // The server has just set a session cookie: let every part of the page learn who is signed in.
    if (verify.isSuccess) void queryClient.invalidateQueries({ queryKey: SESSION_ME_KEY });
  }, [verify.isSuccess, queryClient]);

  if (token && verify.isPending) {
    return (
      <main id="main" className="flex min-h-[60vh] items-center justify-center">
        <Spinner label={t.checking} />
      </main>
    );
  }
  if (verify.isSuccess) {
    return (
      <AuthCard key="confirmed" title={t.confirmedTitle} focusTitle>
        <div className="flex flex-col items-center gap-4 text-center">
          <CircleCheck aria-hidden="true" className="size-12 text-teal" />
          <p className="text-ink-soft">{t.confirmedBody}</p>
          <Link to="/dashboard" className={buttonVariants({ size: 'lg' })}>
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
        <Link to="/login" className="font-medium text-teal underline underline-offset-4">
          {t.signIn}
        </Link>
      </p>
    </AuthCard>
  );
}
