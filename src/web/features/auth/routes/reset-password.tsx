import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { href, Link, useSearchParams } from 'react-router';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { appMeta } from '#web/lib/page-meta.ts';
import { useCheckResetToken } from '../api/check-reset-token.ts';
import { resetPasswordStrings as t } from '../auth.strings.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';

export const meta = () => appMeta(t.metaTitle);

type State = 'form' | 'done' | 'invalid';

/**
 * The reset e-mail's landing page: a working page, and a clear way on from a dead link
 * (docs/product/rulings.md#reset-password-page).
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  // The auth server may also send people here with ?error=INVALID_TOKEN when the link has expired.
  const [state, setState] = useState<State>(token && !params.get('error') ? 'form' : 'invalid');
  // Asked on opening, so a used or expired link says so before anyone types a password twice. A check
  // that cannot be made (offline, rate-limited) leaves the form: submitting it still tells.
  const check = useCheckResetToken(state === 'form' ? token : null);

  if (state === 'form' && token && check.isPending) {
    return (
      <main id="main" className="flex min-h-[60vh] items-center justify-center">
        <Spinner label={t.checking} />
      </main>
    );
  }

  if (state === 'done') {
    return (
      <AuthCard key="done" title={t.successTitle} focusTitle>
        <div role="status" className="flex flex-col items-center gap-4 text-center">
          <CircleCheck aria-hidden="true" className="size-12 text-teal" />
          <p className="text-lg font-semibold text-ink">{t.success}</p>
          <p className="text-ink-soft">{t.successBody}</p>
          <Link to={href('/login')} className={buttonVariants({ size: 'lg' })}>
            {t.signIn}
          </Link>
        </div>
      </AuthCard>
    );
  }
  if (state === 'invalid' || !token || check.data === false) {
    return (
      <AuthCard key="invalid" title={t.invalidTitle} focusTitle={Boolean(token)}>
        <Notice tone="amber">
          <p>{t.invalidBody}</p>
        </Notice>
        <Link to={href('/forgot-password')} className={buttonVariants({ size: 'lg' })}>
          {t.requestNew}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t.title} subtitle={t.subtitle}>
      <ResetPasswordForm
        token={token}
        onDone={() => setState('done')}
        onInvalidToken={() => setState('invalid')}
      />
    </AuthCard>
  );
}
