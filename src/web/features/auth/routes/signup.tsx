import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { href, Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { appMeta } from '#web/lib/page-meta.ts';
import { meQueryOptions } from '#web/lib/session/me-query.ts';
import { useSession } from '#web/lib/session/use-session.ts';
import { familyOwnerName } from '../api/family-owner.ts';
import type { SignUpResponse } from '../api/sign-up.ts';
import { signupStrings } from '../auth.strings.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LegalLinks } from '../components/legal-links.tsx';
import { SignupForm } from '../components/signup-form.tsx';

export const meta = () => appMeta(signupStrings.metaTitle);

/** The confirmation toast stays 8 seconds (docs/product/specification.md#success-and-info-toasts). */
const CONFIRMATION_TOAST_MS = 8000;

export default function SignupPage() {
  const { user, isLoading } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState(false);

  // Someone already signed in has an account: the next step for them is the plan
  // (docs/product/specification.md#protected-route-behaviour).
  if (user && !isLoading && !created) return <Navigate to={href('/pricing')} replace />;

  const onCreated = async ({ signedIn, family }: SignUpResponse) => {
    setCreated(true);
    if (!signedIn) {
      // The server wants the address confirmed first (REQUIRE_EMAIL_VERIFICATION): no session yet.
      toast.info(signupStrings.confirmationToast, {
        description: signupStrings.confirmationDescription,
        duration: CONFIRMATION_TOAST_MS,
      });
      await navigate(href('/login'));
      return;
    }
    // The session cookie is set; read the new user before leaving so the next page knows them.
    const me = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }).catch(() => null);
    if (!me?.user) {
      toast.error(signupStrings.autoLoginFailed, { description: signupStrings.autoLoginFailedDescription });
      await navigate(href('/login'));
      return;
    }
    if (family?.status === 'joined') {
      // Joined a family plan: already Premium, so the 15-minute offer on /pricing would be wrong for them
      // (docs/product/rulings.md#family). Welcome them on the dashboard by their inviter's name.
      const inviter = await familyOwnerName();
      toast.success(inviter ? signupStrings.familyWelcome(inviter) : signupStrings.familyWelcomeFallback);
      await navigate(href('/dashboard'), { replace: true });
      return;
    }
    await navigate(href('/pricing'), { replace: true });
  };

  return (
    <AuthCard title={signupStrings.title} subtitle={signupStrings.subtitle}>
      <SignupForm inviteCode={params.get('invite') ?? ''} onCreated={onCreated} />
      <LegalLinks strings={signupStrings} />
    </AuthCard>
  );
}
