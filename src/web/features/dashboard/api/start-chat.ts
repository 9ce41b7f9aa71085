import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { unwrap } from '../../../lib/api-error.ts';

export async function startChat(): Promise<{ chat: { id: string } }> {
  return unwrap<{ chat: { id: string } }>(await api.chats.$post());
}

/** Creates a chat; the chat page loads its list afresh, so no cache of the chat feature is touched. */
export function useStartChat() {
  return useMutation({ mutationFn: startChat });
}
