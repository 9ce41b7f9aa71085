import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';

export interface MemoryNote {
  id: string;
  kind: string;
  text: string;
  createdAt: string;
}

export const MEMORY_NOTES_KEY = ['coach', 'memory'] as const;

export async function listMemoryNotes(): Promise<MemoryNote[]> {
  const { notes } = await unwrap(await api.coach.memory.$get());
  return notes;
}

export function useMemoryNotes() {
  return useQuery({ queryKey: MEMORY_NOTES_KEY, queryFn: listMemoryNotes });
}
