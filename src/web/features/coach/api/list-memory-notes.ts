import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';

export interface MemoryNote {
  id: string;
  kind: string;
  text: string;
  createdAt: string;
}

/** Whether the coach keeps its replies gentle for the account (careful mode), and since when. */
export interface GentleReplies {
  since: string;
}

export const MEMORY_NOTES_KEY = ['coach', 'memory'] as const;

export async function readMemory(): Promise<{ notes: MemoryNote[]; careful: GentleReplies | null }> {
  const answer = await unwrap(await api.coach.memory.$get());
  return { notes: answer.notes, careful: answer.careful ?? null };
}

/** One read answers both: the notes and gentle replies are shown together. */
export function useMemoryNotes() {
  return useQuery({ queryKey: MEMORY_NOTES_KEY, queryFn: readMemory, select: (memory) => memory.notes });
}

export function useGentleReplies() {
  return useQuery({ queryKey: MEMORY_NOTES_KEY, queryFn: readMemory, select: (memory) => memory.careful });
}
