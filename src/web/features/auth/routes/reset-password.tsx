import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { appMeta } from '../../../lib/page-meta.ts';
import { resetPasswordStrings as t } from '../auth.strings.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';

export const meta = () => appMeta(t.metaTitle);

type State = 'form' | 'done' | 'invalid';

/** The reset e-mail's landing page (decisions.md: a working page, and a clear way on from a dead link). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  // The auth server may also send people here with ?error=INVALID_TOKEN when the link has expired.
  const [state, setState] = useState<State>(token && !params.get('error') ? 'form' : 'invalid');

  if (state === 'done') {
    return (
      <AuthCard key="done" title={t.successTitle} focusTitle>
        <div role="status" className="flex flex-col items-center gap-4 text-center">
          <CircleCheck aria-hidden="true" className="size-12 text-teal" />
          <p className="text-lg font-semibold text-ink">{t.success}</p>
          <p className="text-ink-soft">{t.successBody}</p>
          <Link to="/login" className={buttonVariants({ size: 'lg' })}>
            {t.signIn}
          </Link>
        </div>
      </AuthCard>
    );
  }
  if (state === 'invalid' || !token) {
    return (
      <AuthCard key="invalid" title={t.invalidTitle} focusTitle={Boolean(token)}>
        <Notice tone="amber">
          <p>{t.invalidBody}</p>
        </Notice>
        <Link to="/forgot-password" className={buttonVariants({ size: 'lg' })}>
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
