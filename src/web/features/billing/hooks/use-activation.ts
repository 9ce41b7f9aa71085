import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '#web/lib/api-error.ts';
import { toast } from '#web/lib/toast.ts';
import { meQueryOptions, SESSION_ME_KEY, type MeResponse } from '#web/lib/session/me-query.ts';
import { confirmCheckout } from '../api/confirm-checkout.ts';
import { billingStrings as t } from '../billing.strings.ts';

export const POLL_INTERVAL_MS = 2000;
export const POLL_LIMIT_MS = 20_000;

export type Activation =
  { state: 'activating' } | { state: 'success' } | { state: 'failed'; message: string };

/**
 * The success page's check (docs/product/specification.md#success-page): asks the server every 2 s for up to
 * 20 s until the role comes back premium. A webhook may land a moment after the redirect, hence the polling.
 */
export function useActivation(sessionId: string | null): Activation {
  const queryClient = useQueryClient();
  const [activation, setActivation] = useState<Activation>(() =>
    sessionId ? { state: 'activating' } : { state: 'failed', message: t.success.noSessionId },
  );

  useEffect(() => {
    if (!sessionId) return;
    let cancelled = false;
    let timer: number | undefined;
    const startedAt = Date.now();

    const attempt = async () => {
      try {
        const { role } = await confirmCheckout(sessionId);
        if (cancelled) return;
        if (role === 'premium') {
          // The whole app (menus, limits, plan tab) reads the role from the session query: set it now,
          // then let the server's answer confirm it.
          queryClient.setQueryData<MeResponse>(SESSION_ME_KEY, (old) =>
            old?.user ? { user: { ...old.user, role } } : old,
          );
          try {
            await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
            toast.success(t.success.roleUpdated, { description: t.success.roleUpdatedDescription });
          } catch {
            // The payment is confirmed either way; only this browser's copy of the account lags.
            toast.error(t.success.roleUpdateFailed, { description: t.success.roleUpdateFailedDescription });
          }
          if (!cancelled) setActivation({ state: 'success' });
          return;
        }
        if (Date.now() - startedAt + POLL_INTERVAL_MS > POLL_LIMIT_MS) {
          setActivation({ state: 'failed', message: t.success.notPremium });
          return;
        }
        timer = window.setTimeout(() => void attempt(), POLL_INTERVAL_MS);
      } catch (error) {
        if (cancelled) return;
        const message = error instanceof ApiError || error instanceof Error ? error.message : String(error);
        setActivation({ state: 'failed', message: t.success.failedWith(message) });
      }
    };
    void attempt();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [sessionId, queryClient]);

  return sessionId ? activation : { state: 'failed', message: t.success.noSessionId };
}
