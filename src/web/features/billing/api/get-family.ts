import { useQuery } from '@tanstack/react-query';
import type { FamilyView } from '../../../../shared/family.ts';
import { api } from '../../../lib/api-client.ts';
import { unwrap } from '../../../lib/api-error.ts';

export async function getFamily(): Promise<FamilyView> {
  return unwrap<FamilyView>(await api.family.$get());
}

/** The family the user now belongs to; read after joining to name the owner. */
export function useFamily(enabled: boolean) {
  return useQuery({ queryKey: ['family', 'view'], queryFn: getFamily, enabled });
}
