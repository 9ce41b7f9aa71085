import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import { createChatSummary } from '../test-fixtures.ts';
import { ConversationList, type ConversationListProps } from './conversation-list.tsx';

const active = createChatSummary({ id: 'a', title: 'Finding peace' });
const other = createChatSummary({ id: 'b', title: 'Money talk' });

function renderList(overrides: Partial<ConversationListProps> = {}) {
  const props: ConversationListProps = {
    chats: [active, other],
    activeId: 'a',
    hasMore: false,
    loadingMore: false,
    onLoadMore: vi.fn(),
    onNewChat: vi.fn(),
    creating: false,
    onRename: vi.fn(),
    onDelete: vi.fn(() => Promise.resolve(true)),
    deleting: false,
    chatLimitText: null,
    ...overrides,
  };
  const view = renderRoutes([{ path: '/chat', Component: () => <ConversationList {...props} /> }], {
    initialEntries: ['/chat?c=a'],
    session: createUser(),
  });
  return { ...view, props };
}

const row = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;

describe('ConversationList', () => {
  it('offers rename on the open chat and delete on the others', () => {
    renderList();
    expect(screen.getByRole('link', { name: 'Finding peace' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(row('Finding peace')).getByRole('button', { name: 'Rename conversation "Finding peace"' }),
    ).toBeInTheDocument();
    expect(within(row('Finding peace')).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(
      within(row('Money talk')).getByRole('button', { name: 'Delete conversation "Money talk"' }),
    ).toBeInTheDocument();
    expect(within(row('Money talk')).queryByRole('button', { name: /Rename/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Money talk' })).toHaveAttribute('href', '/chat?c=b');
  });

  it('rename: Enter saves the trimmed title and focus returns to the chat', async () => {
    const { user, props } = renderList();
    await user.click(screen.getByRole('button', { name: 'Rename conversation "Finding peace"' }));
    const input = await screen.findByRole('textbox', { name: 'Conversation title' });
    await waitFor(() => expect(input).toHaveFocus());
    await user.clear(input);
    await user.type(input, '  Peace at home  {Enter}');
    expect(props.onRename).toHaveBeenCalledExactlyOnceWith('a', 'Peace at home');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Finding peace' })).toHaveFocus());
  });

  it('rename: blur saves a non-empty title; a blank one reverts', async () => {
    const { user, props } = renderList();
    await user.click(screen.getByRole('button', { name: 'Rename conversation "Finding peace"' }));
    let input = await screen.findByRole('textbox', { name: 'Conversation title' });
    await waitFor(() => expect(input).toHaveFocus());
    await user.clear(input);
    await user.type(input, 'Tuesday');
    await user.click(screen.getByRole('button', { name: 'New Chat' }));
    expect(props.onRename).toHaveBeenCalledExactlyOnceWith('a', 'Tuesday');

    await user.click(screen.getByRole('button', { name: 'Rename conversation "Finding peace"' }));
    input = await screen.findByRole('textbox', { name: 'Conversation title' });
    await waitFor(() => expect(input).toHaveFocus());
    await user.clear(input);
    await user.type(input, '   ');
    fireEvent.blur(input);
    expect(props.onRename).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Finding peace' })).toBeInTheDocument();
  });

  it('rename: Escape cancels', async () => {
    const { user, props } = renderList();
    await user.click(screen.getByRole('button', { name: 'Rename conversation "Finding peace"' }));
    const input = await screen.findByRole('textbox', { name: 'Conversation title' });
    await waitFor(() => expect(input).toHaveFocus());
    await user.type(input, ' changed{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Conversation title' })).not.toBeInTheDocument();
    expect(props.onRename).not.toHaveBeenCalled();
  });

  it('delete asks for confirmation first', async () => {
    const { user, props } = renderList();
    await user.click(screen.getByRole('button', { name: 'Delete conversation "Money talk"' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this conversation?' });
    expect(dialog).toHaveTextContent('"Money talk" and all of its messages will be deleted for good.');
    expect(props.onDelete).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(props.onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete conversation "Money talk"' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(props.onDelete).toHaveBeenCalledExactlyOnceWith('b');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('the context menu offers Rename and Delete on any chat', async () => {
    const { user } = renderList();
    fireEvent.contextMenu(screen.getByRole('link', { name: 'Money talk' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Rename', 'Delete']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Money talk');
  });

  it('shows the monthly conversation limit with the way to upgrade', () => {
    renderList({
      chatLimitText:
        "You've reached your 2 conversations limit for this month. Upgrade to Premium for unlimited conversations.",
    });
    expect(screen.getByText(/You've reached your 2 conversations limit/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing');
  });
});
