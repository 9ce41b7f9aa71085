import { useQuery } from '@tanstack/react-query';
import { JOURNEY_MAX_CHATS } from '#shared/schemas/journey.ts';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';

/** The chats one document can hold: the most recent ones, as many as a request may name. */
export async function listJourneyChats() {
  return unwrap(await api.chats.$get({ query: { limit: String(JOURNEY_MAX_CHATS) } }));
}

export function useJourneyChats() {
  // Always fresh: a chat just started or renamed in another tab is listed as it is now.
  return useQuery({ queryKey: ['journey', 'chats'], queryFn: listJourneyChats, staleTime: 0 });
}
