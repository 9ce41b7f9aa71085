import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_QUERY_MAX } from '#shared/schemas/chat.ts';
import { apiError, json, mockApi } from '#web/test/mock-api.ts';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import { createChatSummary } from '../test-fixtures.ts';
import { ConversationList, type ConversationListProps } from './conversation-list.tsx';

const active = createChatSummary({ id: 'a', title: 'Finding peace' });
const other = createChatSummary({ id: 'b', title: 'Money talk' });

afterEach(() => vi.unstubAllGlobals());

function renderList(search: Parameters<typeof mockApi>[0]['x']) {
  const api = mockApi({ 'GET /api/chats/search': search });
  const onSelect = vi.fn();
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
    onSelect,
  };
  const view = renderRoutes([{ path: '/chat', Component: () => <ConversationList {...props} /> }], {
    initialEntries: ['/chat?c=a'],
    session: createUser(),
  });
  const box = screen.getByRole('searchbox', { name: 'Search conversations' });
  return { ...view, api, box, onSelect };
}

const searchedFor = (api: ReturnType<typeof mockApi>) =>
  api.fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').searchParams.get('q'));

describe('searching conversations', () => {
  it('asks for the words, lists what was found in place of the list, and says how many', async () => {
    const { user, api, box } = renderList(
      json({ results: [{ chatId: 'b', title: 'Money talk', snippet: '...the mortgage payments again...' }] }),
    );
    await user.click(box);
    await user.paste('mortgage');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('link', { name: /Money talk/ })).toHaveAttribute('href', '/chat?c=b');
    expect(within(results).getByText('...the mortgage payments again...')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 conversation found.');
    expect(searchedFor(api)).toEqual(['mortgage']);
    // The conversation list is hidden while results are shown.
    expect(screen.queryByRole('link', { name: 'Finding peace' })).not.toBeInTheDocument();
  });

  it('opening a result ends the search and tells the drawer to close', async () => {
    const { user, box, onSelect } = renderList(
      json({ results: [{ chatId: 'b', title: 'Money talk', snippet: null }] }),
    );
    await user.type(box, 'money');
    await user.click(await screen.findByRole('link', { name: /Money talk/ }));
    expect(onSelect).toHaveBeenCalled();
    expect(box).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Finding peace' })).toBeInTheDocument();
  });

  it('a title match says so; clearing the box brings the conversations back', async () => {
    const { user, box } = renderList(
      json({ results: [{ chatId: 'b', title: 'Money talk', snippet: null }] }),
    );
    await user.type(box, 'money');
    expect(await screen.findByText('The title matches')).toBeInTheDocument();
    await user.clear(box);
    expect(screen.getByRole('link', { name: 'Finding peace' })).toBeInTheDocument();
  });

  it('says when nothing was found', async () => {
    const { user, box } = renderList(json({ results: [] }));
    await user.type(box, 'lighthouse');
    expect(await screen.findByText('No conversations found.')).toBeInTheDocument();
  });

  it('Escape clears the box and brings the conversations back', async () => {
    const { user, box } = renderList(json({ results: [] }));
    await user.type(box, 'lighthouse');
    await screen.findByText('No conversations found.');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Money talk' })).toBeInTheDocument();
  });

  it('a query too long is explained at the box and never sent', async () => {
    const { user, api, box } = renderList(json({ results: [] }));
    await user.click(box);
    await user.paste('a'.repeat(SEARCH_QUERY_MAX + 1));
    expect(
      await screen.findByText(`Please search for fewer than ${SEARCH_QUERY_MAX} characters.`),
    ).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(`Please search for fewer than ${SEARCH_QUERY_MAX} characters.`);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('a failed search says so, and nothing else breaks', async () => {
    const { user, box } = renderList(apiError(503, 'database_unavailable', 'Service Unavailable'));
    await user.type(box, 'money');
    expect(
      await screen.findByText('Search is not available right now. Please try again.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
