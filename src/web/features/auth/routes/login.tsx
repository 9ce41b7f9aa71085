import { href, Navigate, useLocation } from 'react-router';
import { appMeta } from '#web/lib/page-meta.ts';
import { redirectTarget } from '#web/lib/session/redirect-target.ts';
import { useSession } from '#web/lib/session/use-session.ts';
import { loginStrings } from '../auth.strings.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LegalLinks } from '../components/legal-links.tsx';
import { LoginForm } from '../components/login-form.tsx';

export const meta = () => appMeta(loginStrings.metaTitle);

export default function LoginPage() {
  const { user } = useSession();
  const location = useLocation();
  const target = redirectTarget(location.state, href('/dashboard'));
  // Someone already signed in goes where they were heading
  // (docs/product/specification.md#protected-route-behaviour).
  if (user) return <Navigate to={target} replace />;
  return (
    <AuthCard title={loginStrings.title} subtitle={loginStrings.subtitle}>
      {/* A full-page load after sign-in, so every part of the app starts from the new session. */}
      <LoginForm onSuccess={() => window.location.assign(target)} />
      <LegalLinks strings={loginStrings} />
    </AuthCard>
  );
}
