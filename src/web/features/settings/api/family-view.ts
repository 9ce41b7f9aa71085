import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyView } from '../../../../shared/family.ts';
import { api } from '../../../lib/api-client.ts';
import { unwrap } from '../../../lib/api-error.ts';

export const FAMILY_KEY = ['family', 'view'] as const;

export async function getFamilyView(): Promise<FamilyView> {
  return unwrap<FamilyView>(await api.family.$get());
}

export function useFamilyView(enabled = true) {
  return useQuery(queryOptions({ queryKey: FAMILY_KEY, queryFn: getFamilyView, enabled }));
}
