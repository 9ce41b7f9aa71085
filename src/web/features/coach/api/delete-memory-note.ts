import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { unwrap } from '#web/lib/api-error.ts';
import { MEMORY_NOTES_KEY } from './list-memory-notes.ts';

export async function deleteMemoryNote(id: string): Promise<void> {
  await unwrap(await api.coach.memory[':id'].$delete({ param: { id } }));
}

export function useDeleteMemoryNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMemoryNote,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEMORY_NOTES_KEY }),
  });
}
