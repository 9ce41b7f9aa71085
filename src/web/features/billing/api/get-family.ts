import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { unwrap, type ApiAnswer } from '#web/lib/api-error.ts';

export const FAMILY_KEY = ['family', 'view'] as const;

/** The shared FamilyView plus what the server adds (`waitingFor`), as the route declares it. */
export type FamilyViewAnswer = ApiAnswer<Awaited<ReturnType<typeof api.family.$get>>>;

export async function getFamilyView(): Promise<FamilyViewAnswer> {
  return unwrap(await api.family.$get());
}

export function useFamilyView(enabled = true) {
  return useQuery(queryOptions({ queryKey: FAMILY_KEY, queryFn: getFamilyView, enabled }));
}
