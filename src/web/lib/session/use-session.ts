import { useQuery } from '@tanstack/react-query';
import type { ClientUser } from '#shared/account.ts';
import { meQueryOptions } from './me-query.ts';

export interface Session {
  user: ClientUser | null;
  /** True until the first answer arrives; pre-rendered HTML and the first client render are in this state. */
  isLoading: boolean;
  /** The server could not be reached and nothing is known about the session yet. */
  isError: boolean;
  refetch: () => void;
}

export function useSession(): Session {
  const query = useQuery(meQueryOptions());
  return {
    user: query.data?.user ?? null,
    isLoading: query.isPending,
    isError: query.isError && query.data === undefined,
    refetch: () => void query.refetch(),
  };
}
