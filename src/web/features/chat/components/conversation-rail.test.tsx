// The collapsed sidebar: each conversation is an icon, named for screen readers by its title and shown
// by that title in a tooltip on hover and on keyboard focus.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import { createChatSummary } from '../test-fixtures.ts';
import { ConversationRail, initialOf } from './conversation-rail.tsx';

const chats = [
  createChatSummary({ id: 'a', title: 'Finding peace' }),
  createChatSummary({ id: 'b', title: 'Money talk' }),
];

function renderRail() {
  return renderRoutes(
    [
      {
        path: '/chat',
        Component: () => (
          <ConversationRail
            chats={chats}
            activeId="a"
            onExpand={vi.fn()}
            onNewChat={vi.fn()}
            creating={false}
          />
        ),
      },
    ],
    { initialEntries: ['/chat?c=a'], session: createUser() },
  );
}

describe('ConversationRail', () => {
  it('names each conversation’s icon by its title, and marks the open one', () => {
    renderRail();
    expect(screen.getByRole('link', { name: 'Finding peace' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Money talk' })).toHaveAttribute('href', '/chat?c=b');
  });

  it('shows the title as a tooltip when an icon gets keyboard focus', async () => {
    const { user } = renderRail();
    // Expand, New Chat, then the first conversation.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Finding peace' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Finding peace');
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Money talk');
  });

  it('shows the title as a tooltip on hover', async () => {
    const { user } = renderRail();
    await user.hover(screen.getByRole('link', { name: 'Money talk' }));
    const tip = await screen.findByRole('tooltip', {}, { timeout: 3000 });
    expect(within(tip).getByText('Money talk')).toBeInTheDocument();
  });

  it('sets the icons apart by each title’s first letter', () => {
    renderRail();
    expect(screen.getByRole('link', { name: 'Finding peace' })).toHaveTextContent('F');
    expect(screen.getByRole('link', { name: 'Money talk' })).toHaveTextContent('M');
    expect(initialOf('  "über" alles')).toBe('Ü');
    expect(initialOf('...')).toBe('#');
  });
});
