import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client.ts';
import { connectSession } from './session/session-query.ts';

// The app's one query client, made when the first page that needs TanStack Query opens (query-host.tsx):
// the signed-in app, the sign-in screens, the forms that post. Loaded on its own so that a public page
// that fetches nothing but the session (session-store.ts) opens without the library (ADR 020).
export const queryClient = createQueryClient();

// In the browser only: pre-rendering asks no server.
if (typeof window !== 'undefined') connectSession(queryClient);

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
