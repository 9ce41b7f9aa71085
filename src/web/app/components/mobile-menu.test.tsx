import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import { MobileMenu } from './mobile-menu.tsx';

function renderMenu(user: ReturnType<typeof createUser> | null, onSignOut = vi.fn()) {
  const view = renderRoutes(
    [
      { path: '/', Component: () => <MobileMenu user={user} onSignOut={onSignOut} /> },
      { path: '/signup', Component: () => <h1>Signup page</h1> },
    ],
    { session: user },
  );
  return { ...view, onSignOut };
}

describe('mobile menu', () => {
  it('opens a dialog with the six links, Login and Get Started, and Escape closes it', async () => {
    const { user } = renderMenu(null);
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    await user.click(trigger);

    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    for (const name of [
      'Features',
      'How It Works',
      'Testimonials',
      'Pricing',
      'Blog',
      'FAQ',
      'Login',
      'Get Started',
    ]) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features');
    expect(menu).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes when a link is followed', async () => {
    const { user } = renderMenu(null);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('link', { name: 'Get Started' }));
    expect(await screen.findByRole('heading', { name: 'Signup page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signed in, shows the first name, the app links and a Sign Out button', async () => {
    const { user, onSignOut } = renderMenu(createUser({ firstName: 'Ruth', role: 'premium' }));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    expect(screen.getByText('Ruth')).toBeInTheDocument();
    expect(screen.getByText('Premium Member')).toBeInTheDocument();
    for (const name of ['Dashboard', 'Chat', 'Blog', 'Upgrade']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('link', { name: 'Features' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reads "My Account" when the first name is empty', async () => {
    const { user } = renderMenu(createUser({ firstName: '' }));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByText('My Account')).toBeInTheDocument();
    expect(screen.getByText('Free Plan')).toBeInTheDocument();
  });
});
