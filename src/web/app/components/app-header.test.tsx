import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '#web/test/mock-api.ts';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import ProtectedLayout from '../layouts/protected-layout.tsx';

// Every signed-in page, drawn by the protected layout around a stand-in page (docs/product/rulings.md#one-app-frame).
const PAGES = ['/dashboard', '/chat', '/settings', '/upgrade', '/hard-conversations', '/admin'];

function renderAt(path: string, role: 'free' | 'premium' = 'free') {
  mockApi({});
  return renderRoutes(
    [
      {
        Component: ProtectedLayout,
        children: PAGES.map((page) => ({
          path: page,
          Component: () => (
            <main>
              <h1>{`Page ${page}`}</h1>
            </main>
          ),
        })),
      },
    ],
    { initialEntries: [path], session: createUser({ role }) },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the app frame', () => {
  it.each(PAGES)(
    'on %s: one header with the wordmark, Dashboard and Chat, and the account menu',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { name: `Page ${path}` })).toBeInTheDocument();
      const header = screen.getByRole('banner');
      expect(screen.getAllByRole('banner')).toHaveLength(1);
      expect(within(header).getByRole('link', { name: 'Peace Coach dashboard' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      const nav = within(header).getByRole('navigation', { name: 'App' });
      const links = within(nav).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Dashboard', '/dashboard'],
        ['Chat', '/chat'],
      ]);
      expect(within(header).getByRole('button', { name: /Grace/ })).toBeInTheDocument();
    },
  );

  it.each([
    ['/dashboard', 'Dashboard'],
    ['/chat', 'Chat'],
  ])('marks %s as the current page', async (path, current) => {
    renderAt(path);
    const nav = await screen.findByRole('navigation', { name: 'App' });
    const marked = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(marked.map((link) => link.textContent)).toEqual([current]);
  });

  it.each(['/settings', '/upgrade', '/hard-conversations'])(
    'marks neither link current on %s',
    async (path) => {
      renderAt(path);
      const nav = await screen.findByRole('navigation', { name: 'App' });
      for (const link of within(nav).getAllByRole('link')) expect(link).not.toHaveAttribute('aria-current');
    },
  );

  it('opens the account menu: the name, the plan, Dashboard, Chat, Settings and Sign Out', async () => {
    const { user } = renderAt('/settings', 'premium');
    await user.click(await screen.findByRole('button', { name: /Grace/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Grace')).toBeInTheDocument();
    expect(within(menu).getByText('Premium Member')).toBeInTheDocument();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Chat', '/chat'],
      ['Settings', '/settings'],
      ['Sign Out', null],
    ]);
  });
});
