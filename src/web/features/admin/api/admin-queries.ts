// The console's reads: one query each, refused (404) to anyone the server does not take for an admin.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';

export const ADMIN_KEY = ['admin'] as const;

export const adminAccessQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'me'],
    queryFn: async () => unwrap(await api.admin.me.$get()),
    staleTime: Infinity,
  });

export const useAdminAccess = () => useQuery(adminAccessQueryOptions());

export const useFunnel = () =>
  useQuery({
    queryKey: [...ADMIN_KEY, 'funnel'],
    queryFn: async () => unwrap(await api.admin.funnel.$get()),
  });

export type Funnel = NonNullable<ReturnType<typeof useFunnel>['data']>;

export const useRevenue = () =>
  useQuery({
    queryKey: [...ADMIN_KEY, 'revenue'],
    queryFn: async () => unwrap(await api.admin.revenue.$get()),
  });

export const useHealth = () =>
  useQuery({
    queryKey: [...ADMIN_KEY, 'health'],
    queryFn: async () => unwrap(await api.admin.health.$get()),
  });

export type Health = NonNullable<ReturnType<typeof useHealth>['data']>;

export const USERS_KEY = [...ADMIN_KEY, 'users'] as const;

export const useUserSearch = (q: string) =>
  useQuery({
    queryKey: [...USERS_KEY, q],
    queryFn: async () => (await unwrap(await api.admin.users.$get({ query: { q } }))).users,
    enabled: q.length > 0,
  });

export type AdminUser = NonNullable<ReturnType<typeof useUserSearch>['data']>[number];

/** The CSV is a plain download: the browser sends the session cookie with it. */
export const LEADS_EXPORT_URL = '/api/admin/leads/export';
