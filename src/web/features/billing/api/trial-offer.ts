import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';
import { useSession } from '#web/lib/session/use-session.ts';

export const TRIAL_OFFER_KEY = ['billing', 'trial'] as const;

export async function getTrialOffer() {
  return unwrap(await api.billing.trial.$get());
}

/**
 * Whether the free trial is this user's to have (docs/product/rulings.md#the-trial-once): asked only
 * when signed in; a visitor is offered it, as a new customer would be.
 */
export function useTrialOffered(): boolean {
  const { user } = useSession();
  const offer = useQuery({ queryKey: TRIAL_OFFER_KEY, queryFn: getTrialOffer, enabled: Boolean(user) });
  if (!user) return true;
  // Until the server has answered, no trial is promised that the checkout might not give.
  return offer.data?.eligible === true;
}
