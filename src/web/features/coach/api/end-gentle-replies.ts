import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';
import { MEMORY_NOTES_KEY } from './list-memory-notes.ts';

/** Ends careful mode on the account (DELETE /api/coach/memory/careful). */
export async function endGentleReplies(): Promise<void> {
  await unwrap(await api.coach.memory.careful.$delete());
}

export function useEndGentleReplies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endGentleReplies,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEMORY_NOTES_KEY }),
  });
}
