import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';

export interface DailyCard {
  date: string;
  verse: { reference: string; text: string };
  reflection: string;
  prayer: string;
}

export const DAILY_CARD_KEY = ['coach', 'daily'] as const;

export async function getDailyCard(): Promise<DailyCard> {
  return unwrap(await api.coach.daily.$get());
}

// The card changes once a day; an hour of freshness spares a refetch on every visit to the dashboard.
export const dailyCardQueryOptions = () =>
  queryOptions({ queryKey: DAILY_CARD_KEY, queryFn: getDailyCard, staleTime: 60 * 60 * 1000 });

export function useDailyCard() {
  return useQuery(dailyCardQueryOptions());
}
