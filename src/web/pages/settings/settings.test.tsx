import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '#web/test/mock-api.ts';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import SettingsPage from './settings.tsx';

const notes = [
  { id: 'n1', kind: 'plan', text: 'Plan: talk on Sunday', createdAt: '2026-01-02T00:00:00.000Z' },
];

const renderSettings = (entry: string) =>
  renderRoutes([{ path: '/settings', Component: SettingsPage }], {
    initialEntries: [entry],
    session: createUser({ role: 'premium' }),
  });

afterEach(() => vi.unstubAllGlobals());

describe('settings: what your coach remembers', () => {
  it('has a tab of its own, reached by its link', async () => {
    mockApi({
      'GET /api/coach/memory': json({ notes }),
      'GET /api/account/sessions': json({ sessions: [] }),
    });
    const { user } = renderSettings('/settings');
    const tabs = screen.getByRole('navigation', { name: 'Settings sections' });
    const link = within(tabs).getByRole('link', { name: 'Memory' });
    expect(link).toHaveAttribute('href', '/settings?tab=memory');
    await user.click(link);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'What your coach remembers' }),
    ).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Memory' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Plan: talk on Sunday')).toBeInTheDocument();
    expect(screen.getByText('Your next step')).toBeInTheDocument();
  });

  it('stands away from the danger zone: no Delete Account beside it, and no notes on the account tab', async () => {
    mockApi({
      'GET /api/coach/memory': json({ notes }),
      'GET /api/account/sessions': json({ sessions: [] }),
    });
    const { unmount } = renderSettings('/settings?tab=memory');
    expect(await screen.findByText('Plan: talk on Sunday')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Delete Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Account' })).not.toBeInTheDocument();
    unmount();

    renderSettings('/settings?tab=account');
    expect(await screen.findByRole('heading', { level: 2, name: 'Delete Account' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What your coach remembers' })).not.toBeInTheDocument();
  });
});

describe('settings: my journey', () => {
  it('has a tab of its own, reached by its link; the chat header names the chat to tick', async () => {
    const chats = [
      {
        id: 'c1',
        title: 'Money worries',
        createdAt: '2026-10-02T10:00:00.000Z',
        updatedAt: '2026-10-03T10:00:00.000Z',
      },
    ];
    mockApi({ 'GET /api/chats': json({ chats, nextCursor: null }) });
    const { user, unmount } = renderSettings('/settings');
    const tabs = screen.getByRole('navigation', { name: 'Settings sections' });
    const link = within(tabs).getByRole('link', { name: 'Journey' });
    expect(link).toHaveAttribute('href', '/settings?tab=journey');
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 2, name: 'My journey' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /Money worries/ })).not.toBeChecked();
    unmount();

    renderSettings('/settings?tab=journey&chat=c1');
    expect(await screen.findByRole('checkbox', { name: /Money worries/ })).toBeChecked();
  });
});
