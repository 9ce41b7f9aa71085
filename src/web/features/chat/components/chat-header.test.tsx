import { screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '#web/test/render.tsx';
import { QUICK_EXIT_URL } from '../lib/quick-exit.ts';
import { ChatHeader } from './chat-header.tsx';

let replace: ReturnType<typeof vi.fn>;

beforeEach(() => {
  replace = vi.fn();
  // jsdom cannot navigate away; the page's own location is swapped for one that records the call.
  vi.stubGlobal('location', { ...window.location, replace });
});
afterEach(() => vi.unstubAllGlobals());

const renderHeader = () =>
  renderRoutes([
    {
      path: '/',
      Component: () => (
        <ChatHeader
          title="New Chat"
          counters={null}
          drawerOpen={false}
          onOpenDrawer={() => {}}
          drawerButton={createRef()}
        />
      ),
    },
  ]);

describe('the chat header', () => {
  it('always shows "Quick exit", which leaves for a neutral page without a history entry', async () => {
    const { user } = renderHeader();
    const button = screen.getByRole('button', { name: 'Quick exit' });
    expect(button).toHaveAttribute('title', expect.stringMatching(/Escape twice/));
    // No breakpoint hides it: the button itself carries no hidden/sm: display class.
    expect(button.className).not.toMatch(/(^|\s)(hidden|sm:inline-flex|md:inline-flex)(\s|$)/);
    await user.click(button);
    expect(replace).toHaveBeenCalledExactlyOnceWith(QUICK_EXIT_URL);
  });

  it('also ends the session, said beside the button, without waiting for the server', async () => {
    // A sign-out that never answers: the exit must not wait for it.
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    const { user } = renderHeader();
    const button = screen.getByRole('button', { name: 'Quick exit' });
    expect(button).toHaveAccessibleDescription('Signs you out');
    expect(screen.getByText('Signs you out')).toBeVisible();
    await user.click(button);
    expect(replace).toHaveBeenCalledExactlyOnceWith(QUICK_EXIT_URL);
    // The page's own session read is left aside: only the sign-out is the exit's.
    const signOuts = fetch.mock.calls.filter((call: unknown[]) => call[0] === '/api/auth/sign-out');
    expect(signOuts).toEqual([
      [
        '/api/auth/sign-out',
        expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'same-origin' }),
      ],
    ]);
  });

  it('still leaves when the sign-out request fails at once', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Quick exit' }));
    expect(replace).toHaveBeenCalledExactlyOnceWith(QUICK_EXIT_URL);
  });

  it('keeps the quick exit inside "Need help now?" too', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Need help now?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Need help now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave this site quickly' }));
    expect(replace).toHaveBeenCalledExactlyOnceWith(QUICK_EXIT_URL);
  });

  it('links to the journey PDF chooser with the open chat ticked', () => {
    renderRoutes(
      [
        {
          path: '/chat',
          Component: () => (
            <ChatHeader
              title="Money worries"
              counters={null}
              drawerOpen={false}
              onOpenDrawer={() => {}}
              drawerButton={createRef()}
            />
          ),
        },
      ],
      { initialEntries: ['/chat?c=c1'] },
    );
    expect(screen.getByRole('link', { name: 'Download for my pastor' })).toHaveAttribute(
      'href',
      '/settings?tab=journey&chat=c1',
    );
  });
});
