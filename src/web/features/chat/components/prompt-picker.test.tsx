import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatPrompt } from '#shared/chat.ts';
import { apiError, json, mockApi } from '#web/test/mock-api.ts';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import { useChatUi } from '../chat-ui-store.ts';
import { Composer } from './composer.tsx';

const prompt = (id: string, category: string, title: string): ChatPrompt => ({
  id,
  category,
  title,
  content: `${title}: the full prompt text.`,
});

const prompts = [
  prompt('p1', 'prayer', 'Before a hard conversation'),
  prompt('p2', 'devotional', 'A gentle answer'),
  prompt('p3', 'reflection', 'Under the anger'),
  prompt('p4', 'devotional', 'Quick to listen'),
  prompt('p5', 'conflict', 'Taking a break well'),
];

function renderPremiumComposer() {
  return renderRoutes(
    [
      {
        path: '/chat',
        Component: () => (
          <Composer chatId="c1" onSend={vi.fn()} replying={false} limitReached={false} usage={null} premium />
        ),
      },
    ],
    { initialEntries: ['/chat'], session: createUser({ role: 'premium' }) },
  );
}

beforeEach(() => useChatUi.setState({ drafts: {}, composerFocus: null }));
afterEach(() => vi.unstubAllGlobals());

describe('PromptPicker', () => {
  it('shows the first 3 categories, opens on devotional, and puts a prompt in the composer unsent', async () => {
    const api = mockApi({ 'GET /api/chat-prompts': json({ prompts }) });
    const { user } = renderPremiumComposer();
    await user.click(screen.getByRole('button', { name: 'Conversation prompts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conversation prompts' });
    const tabs = await within(dialog).findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Prayer', 'Devotional', 'Reflection']);
    expect(within(dialog).getByRole('tab', { name: 'Devotional' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent('A gentle answer');
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent('Quick to listen');

    await user.click(within(dialog).getByRole('button', { name: /Quick to listen/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Message your coach' });
    expect(input).toHaveValue('Quick to listen: the full prompt text.');
    await waitFor(() => expect(input).toHaveFocus());
    expect(api.fetch).toHaveBeenCalledTimes(1);
  });

  it('asks for the prompts only when opened, and says so when they cannot be loaded', async () => {
    const api = mockApi({ 'GET /api/chat-prompts': apiError(500, 'internal', 'Something went wrong.') });
    const { user } = renderPremiumComposer();
    expect(api.fetch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Conversation prompts' }));
    expect(await screen.findAllByText('Failed to load chat prompts.')).not.toHaveLength(0);
  });
});
