import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { appMeta } from '../../../lib/page-meta.ts';
import { meQueryOptions } from '../../../lib/session/me-query.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import type { SignUpResponse } from '../api/sign-up.ts';
import { signupStrings } from '../auth.strings.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LegalLinks } from '../components/legal-links.tsx';
import { SignupForm } from '../components/signup-form.tsx';

export const meta = () => appMeta(signupStrings.metaTitle);

/** Spec section 8: the confirmation toast stays 8 seconds. */
const CONFIRMATION_TOAST_MS = 8000;

export default function SignupPage() {
  const { user, isLoading } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState(false);

  // Someone already signed in has an account: the next step for them is the plan (spec section 2).
  if (user && !isLoading && !created) return <Navigate to="/pricing" replace />;

  const onCreated = async ({ token }: SignUpResponse) => {
    setCreated(true);
    if (!token) {
      // The server wants the address confirmed first (REQUIRE_EMAIL_VERIFICATION): no session yet.
      toast.info(signupStrings.confirmationToast, {
        description: signupStrings.confirmationDescription,
        duration: CONFIRMATION_TOAST_MS,
      });
      await navigate('/login');
      return;
    }
    // The session cookie is set; read the new user before leaving so the next page knows them.
    const me = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }).catch(() => null);
    if (!me?.user) {
      toast.error(signupStrings.autoLoginFailed, { description: signupStrings.autoLoginFailedDescription });
      await navigate('/login');
      return;
    }
    await navigate('/pricing', { replace: true });
  };

  return (
    <AuthCard title={signupStrings.title} subtitle={signupStrings.subtitle}>
      <SignupForm inviteCode={params.get('invite') ?? ''} onCreated={onCreated} />
      <LegalLinks strings={signupStrings} />
    </AuthCard>
  );
}
