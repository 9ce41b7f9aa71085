import { vi } from 'vitest';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { Toaster } from 'sonner';
import type { ClientUser } from '#shared/account.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { SESSION_ME_KEY } from '../lib/session/me-query.ts';
import { connectSession } from '../lib/session/session-query.ts';

type StubRoutes = Parameters<typeof createRoutesStub>[0];

export function createUser(overrides: Partial<ClientUser> = {}): ClientUser {
  return {
    id: 'user-1',
    email: 'grace@example.com',
    firstName: 'Grace',
    lastName: 'Hope',
    role: 'free',
    familyId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    emailConfirmed: true,
    ...overrides,
  };
}

interface Options {
  initialEntries?: Parameters<ReturnType<typeof createRoutesStub>>[0]['initialEntries'];
  /** Seeds the session: a user, null for signed out; leave out to let the session load from the network. */
  session?: ClientUser | null;
  queryClient?: QueryClient;
}

/** Renders routes the way root.tsx does: the app's query client (with its session-loss rule) and toasts. */
export function renderRoutes(
  routes: StubRoutes,
  { initialEntries = ['/'], session, queryClient }: Options = {},
) {
  const client = queryClient ?? createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  if (session !== undefined) client.setQueryData(SESSION_ME_KEY, { user: session });
  // As the app does: the session useSession reads is this client's `me` query.
  connectSession(client);
  const Stub = createRoutesStub(routes);
  // Typing waits between keys; under fake timers those waits must move the fake clock.
  const user = userEvent.setup({
    advanceTimers: (ms) => void (vi.isFakeTimers() && vi.advanceTimersByTime(ms)),
  });
  const utils = render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={initialEntries} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, user, queryClient: client };
}
