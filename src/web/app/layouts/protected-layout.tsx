import { lazy, Suspense, useEffect, useState } from 'react';
import { href, Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { toast } from 'sonner';
import { isRole, type Role } from '#shared/plans.ts';
import { SkipLink } from '#web/components/skip-link.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { AUTH_REQUIRED_TOAST_ID } from '#web/lib/session/session-events.ts';
import { sessionStrings } from '#web/lib/session/session.strings.ts';
import { useSession } from '#web/lib/session/use-session.ts';
import { EmailConfirmationBanner } from '#web/features/auth/components/email-confirmation-banner.tsx';
import { AppHeader } from '../components/app-header.tsx';
import { savedChatsHere } from '#web/features/chat/lib/offline-chats.ts';
import { protectedStrings } from '../strings.ts';

/**
 * A route may ask for an exact plan with `handle: { requiredRole: 'premium' }`
 * (docs/product/specification.md#6-roles-and-permissions).
 */
export interface ProtectedHandle {
  requiredRole?: Role;
}

function useRequiredRole(): Role | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const role = (matches[i]?.handle as ProtectedHandle | undefined)?.requiredRole;
    if (isRole(role)) return role;
  }
  return null;
}

// Offline, /chat shows the conversations this device saved instead (features/chat/lib/offline-chats.ts);
// loaded only then, and stored for offline use with the app's code (scripts/site/service-worker.ts).
const OfflineConversations = lazy(() => import('#web/features/chat/components/offline-conversations.tsx'));

/** The signed-in area (docs/product/specification.md#protected-route-behaviour). */
export default function ProtectedLayout() {
  const { user, isLoading, isError, refetch } = useSession();
  const requiredRole = useRequiredRole();
  const location = useLocation();
  const [bannerDismissed, setBannerDismissed] = useState(false);
  const unconfirmed = Boolean(user && !user.emailConfirmed);
  const wrongRole = Boolean(user && requiredRole && user.role !== requiredRole);
  const signedOut = !isLoading && !isError && !user;

  useEffect(() => {
    if (signedOut) {
      toast.info(sessionStrings.authRequired, {
        id: AUTH_REQUIRED_TOAST_ID,
        description: sessionStrings.authRequiredDescription,
      });
    }
  }, [signedOut]);

  useEffect(() => {
    if (wrongRole) {
      toast.info(sessionStrings.upgradeRequired, {
        id: 'upgrade-required',
        description: sessionStrings.upgradeRequiredDescription,
      });
    }
  }, [wrongRole]);

  if (isLoading) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label={protectedStrings.loading} />
      </div>
    );
  }
  const saved = isError && location.pathname === href('/chat') ? savedChatsHere() : null;
  if (saved) {
    return (
      <Suspense fallback={<Spinner label={protectedStrings.loading} />}>
        <OfflineConversations copy={saved} onRetry={refetch} />
      </Suspense>
    );
  }
  if (isError) {
    return (
      <main id="main" className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-4 px-6">
        <h1 className="font-serif text-3xl text-ink">{protectedStrings.offlineHeading}</h1>
        <p className="text-ink-soft">{protectedStrings.offlineBody}</p>
        <Button onClick={refetch} className="self-start">
          {protectedStrings.retry}
        </Button>
      </main>
    );
  }
  if (!user) {
    return <Navigate to={href('/login')} state={{ from: location.pathname + location.search }} replace />;
  }
  if (wrongRole) {
    return <Navigate to={href('/upgrade')} state={{ requiredRole }} replace />;
  }
  return (
    <>
      <SkipLink />
      {/* The one reminder of an unconfirmed address: a banner in the page's flow, above the page, so it
          never covers what is under it (the chat's first message on a phone); no toast on top of it
          (docs/product/rulings.md#email-confirmation-required). */}
      {unconfirmed && !bannerDismissed && (
        <EmailConfirmationBanner email={user.email} onDismiss={() => setBannerDismissed(true)} />
      )}
      {/* One frame for every signed-in page (docs/product/rulings.md#one-app-frame); the page owns <main>. */}
      <AppHeader user={user} />
      <Outlet />
    </>
  );
}
