import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HardConversationScript } from '#shared/hard-conversations.ts';
import { apiError, json, mockApi } from '#web/test/mock-api.ts';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import HardConversationsPage from './hard-conversations.tsx';

const script: HardConversationScript = {
  id: 'apology',
  title: 'Saying sorry after a fight',
  opening: 'I am sorry for how I spoke to you.',
  say: ['Name what you did, without “but”.'],
  avoid: ['“I’m sorry you feel that way.”'],
  verse: 'James 5:16',
};

const renderPage = (role: 'free' | 'basic' | 'premium') =>
  renderRoutes([{ path: '/hard-conversations', Component: HardConversationsPage }], {
    initialEntries: ['/hard-conversations'],
    session: createUser({ role }),
  });

afterEach(() => vi.unstubAllGlobals());

describe('the Hard Conversation scripts page', () => {
  it('shows a premium member the scripts the server sends', async () => {
    const api = mockApi({ 'GET /api/extras/hard-conversations': json({ scripts: [script] }) });
    renderPage('premium');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Saying sorry after a fight' }),
    ).toBeInTheDocument();
    expect(screen.getByText('“I am sorry for how I spoke to you.”')).toBeInTheDocument();
    expect(screen.getByText('Name what you did, without “but”.')).toBeInTheDocument();
    expect(screen.getByText('James 5:16')).toBeInTheDocument();
    expect(api.fetch).toHaveBeenCalledTimes(1);
  });

  it('shows others the upgrade prompt and asks the server for nothing', async () => {
    for (const role of ['free', 'basic'] as const) {
      // Any request would fail the test: mockApi answers none.
      const api = mockApi({});
      const { unmount } = renderPage(role);
      expect(screen.getByRole('heading', { name: 'These scripts are part of Premium' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See Premium' })).toHaveAttribute('href', '/pricing');
      expect(api.fetch).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('takes the server’s word when it refuses (the plan ended since the session was read)', async () => {
    mockApi({
      'GET /api/extras/hard-conversations': apiError(
        403,
        'premium_required',
        'The Hard Conversation scripts are part of Premium.',
      ),
    });
    renderPage('premium');
    expect(
      await screen.findByRole('heading', { name: 'These scripts are part of Premium' }),
    ).toBeInTheDocument();
  });

  it('offers a retry when the scripts could not be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /api/extras/hard-conversations': () =>
        fail ? apiError(500, 'internal', 'Something went wrong.') : json({ scripts: [script] }),
    });
    const { user } = renderPage('premium');
    expect(await screen.findByText('The scripts could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Saying sorry after a fight' })).toBeInTheDocument();
  });
});
