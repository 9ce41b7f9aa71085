import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Usage } from '#shared/chat.ts';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';
import { chatKeys } from './query-keys.ts';

export const USAGE_POLL_MS = 5_000;

export async function getUsage(): Promise<Usage> {
  return unwrap(await api.usage.$get());
}

/**
 * docs/product/rulings.md#usage-refresh: usage refreshes from each reply (the stream carries it), on window
 * focus, and every 5 s while the page is visible (TanStack pauses the interval in a hidden tab).
 */
export const usageQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.usage,
    queryFn: getUsage,
    staleTime: 0,
    refetchInterval: USAGE_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
  });

export function useUsage() {
  return useQuery(usageQueryOptions());
}
