import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveOfflineCopy } from '#web/lib/offline-copy.ts';
import { json, mockApi } from '#web/test/mock-api.ts';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import ProtectedLayout from './protected-layout.tsx';

function StateProbe({ name }: { name: string }) {
  const location = useLocation();
  return (
    <>
      <h1>{name}</h1>
      <pre data-testid="state">{JSON.stringify(location.state)}</pre>
    </>
  );
}

const routes = [
  {
    Component: ProtectedLayout,
    children: [
      { path: '/settings', Component: () => <h1>Settings page</h1> },
      { path: '/chat', Component: () => <h1>Chat page</h1> },
      { path: '/vip', handle: { requiredRole: 'premium' }, Component: () => <h1>VIP page</h1> },
    ],
  },
  { path: '/login', Component: () => <StateProbe name="Login page" /> },
  { path: '/upgrade', Component: () => <StateProbe name="Upgrade page" /> },
];

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('protected layout', () => {
  it('shows a labelled spinner while the session loads, then the page', async () => {
    let answer!: (response: Response) => void;
    mockApi({ 'GET /api/account/me': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderRoutes(routes, { initialEntries: ['/settings'] });
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your session');
    answer(json({ user: createUser() }));
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
  });

  // docs/product/specification.md#protected-route-behaviour
  it('sends a signed-out visitor to /login remembering the page, with the specified toast', async () => {
    mockApi({ 'GET /api/account/me': json({ user: null }) });
    renderRoutes(routes, { initialEntries: ['/settings?tab=account'] });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.getByTestId('state')).toHaveTextContent('{"from":"/settings?tab=account"}');
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to access this page.')).toBeInTheDocument();
    expect(screen.getAllByText('Authentication required')).toHaveLength(1);
  });

  it('sends a user without the required plan to /upgrade carrying the role', async () => {
    mockApi({});
    renderRoutes(routes, { initialEntries: ['/vip'], session: createUser({ role: 'basic' }) });
    expect(await screen.findByRole('heading', { name: 'Upgrade page' })).toBeInTheDocument();
    expect(screen.getByTestId('state')).toHaveTextContent('{"requiredRole":"premium"}');
    expect(await screen.findByText('Upgrade required')).toBeInTheDocument();
    expect(screen.getByText('You need a Premium/Basic plan to access this feature.')).toBeInTheDocument();
  });

  it('lets a user with the required plan in', async () => {
    mockApi({});
    renderRoutes(routes, { initialEntries: ['/vip'], session: createUser({ role: 'premium' }) });
    expect(await screen.findByRole('heading', { name: 'VIP page' })).toBeInTheDocument();
  });

  // docs/product/rulings.md#email-confirmation-required: one reminder, the banner, never a toast as well.
  it('reminds of an unconfirmed e-mail with a dismissible banner only, never a toast on top', async () => {
    mockApi({});
    const user = createUser({ emailConfirmed: false });
    const first = renderRoutes(routes, { initialEntries: ['/settings'], session: user });
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
    const banner = screen.getByRole('region', {
      name: 'Please confirm your e-mail address using the link we sent you.',
    });
    expect(banner).toContainElement(screen.getByRole('button', { name: 'Resend confirmation e-mail' }));
    // The banner comes before the page, in its flow: nothing of the page is under it.
    expect(banner.compareDocumentPosition(screen.getByRole('heading', { name: 'Settings page' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.queryByText('Email confirmation needed')).not.toBeInTheDocument();
    expect(screen.queryByText('Please check your email and confirm your account.')).not.toBeInTheDocument();

    await first.user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('button', { name: 'Resend confirmation e-mail' })).not.toBeInTheDocument();
    first.unmount();

    // The next page load shows it again, still without a toast.
    renderRoutes(routes, { initialEntries: ['/settings'], session: user });
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend confirmation e-mail' })).toBeInTheDocument();
    expect(screen.queryByText('Email confirmation needed')).not.toBeInTheDocument();
  });

  it('shows no banner once the address is confirmed', async () => {
    mockApi({});
    renderRoutes(routes, { initialEntries: ['/settings'], session: createUser({ emailConfirmed: true }) });
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend confirmation e-mail' })).not.toBeInTheDocument();
  });

  describe('offline (the session cannot be checked)', () => {
    const savedCopy = {
      savedAt: '2026-12-01T20:00:00.000Z',
      chats: [
        {
          id: 'c1',
          title: 'The dishes',
          createdAt: '2026-12-01T19:00:00.000Z',
          updatedAt: '2026-12-01T20:00:00.000Z',
          messages: [
            {
              id: 'm1',
              role: 'user',
              content: 'We argued about the dishes again',
              reference: null,
              flag: null,
              createdAt: '2026-12-01T19:00:00.000Z',
            },
          ],
        },
      ],
    };
    beforeEach(() => {
      mockApi({
        'GET /api/account/me': () => {
          throw new TypeError('Failed to fetch');
        },
      });
    });
    afterEach(() => localStorage.clear());

    it('shows the conversations this device saved on /chat, marked as a saved copy', async () => {
      saveOfflineCopy('user-1', 'chats', savedCopy);
      renderRoutes(routes, { initialEntries: ['/chat'] });
      expect(
        await screen.findByText('Saved on this device — you are offline', {}, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(screen.getByText(/We argued about the dishes again/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });

    it('says it could not reach the server on any other page, showing nothing saved there', async () => {
      saveOfflineCopy('user-1', 'chats', savedCopy);
      renderRoutes(routes, { initialEntries: ['/settings'] });
      expect(
        await screen.findByRole('heading', { name: 'We could not reach Peace Coach' }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(screen.queryByText(/We argued about the dishes/)).not.toBeInTheDocument();
    });
  });
});
