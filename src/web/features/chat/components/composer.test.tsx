import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import { useChatUi } from '../chat-ui-store.ts';
import { Composer } from './composer.tsx';

type Props = Parameters<typeof Composer>[0];

function renderComposer(overrides: Partial<Props> = {}) {
  const onSend = vi.fn();
  const props: Props = {
    chatId: 'c1',
    onSend,
    replying: false,
    limitReached: false,
    usage: { messageCount: 3, messageLimit: 10 },
    premium: false,
    ...overrides,
  };
  const view = renderRoutes([{ path: '/chat', Component: () => <Composer {...props} /> }], {
    initialEntries: ['/chat'],
    session: createUser(),
  });
  return { ...view, onSend, input: screen.getByRole('textbox', { name: 'Message your coach' }) };
}

beforeEach(() => useChatUi.setState({ drafts: {}, drawerOpen: false }));
afterEach(() => vi.unstubAllGlobals());

describe('Composer', () => {
  it('sends on Enter, trimmed, clears the field and keeps focus in it', async () => {
    const { user, input, onSend } = renderComposer();
    await user.type(input, '  He shut down again tonight.  {Enter}');
    expect(onSend).toHaveBeenCalledWith('He shut down again tonight.');
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
  });

  it('adds a new line on Shift+Enter without sending', async () => {
    const { user, input, onSend } = renderComposer();
    await user.type(input, 'First line{Shift>}{Enter}{/Shift}Second line');
    expect(input).toHaveValue('First line\nSecond line');
    expect(onSend).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSend).toHaveBeenCalledWith('First line\nSecond line');
    expect(input).toHaveFocus();
  });

  it('does not send a blank or whitespace-only message', async () => {
    const { user, input, onSend } = renderComposer();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await user.type(input, '   {Enter}');
    await user.type(input, '{Shift>}{Enter}{/Shift}  {Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('shows the usage line with the server’s numbers', () => {
    renderComposer({ usage: { messageCount: 7, messageLimit: 100 } });
    expect(screen.getByText('7 of 100 messages used this month')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message your coach' })).toHaveAccessibleDescription(
      /7 of 100 messages used this month/,
    );
  });

  it('shows no usage line for premium', () => {
    renderComposer({ premium: true, usage: null });
    expect(screen.queryByText(/messages used this month/)).not.toBeInTheDocument();
  });

  // docs/product/rulings.md#safety-before-limits: help is never behind the limit, so neither is the field.
  it('at the limit: the field stays open beside the limit notice and its upgrade link, and sends', async () => {
    const { user, input, onSend } = renderComposer({
      limitReached: true,
      usage: { messageCount: 10, messageLimit: 10 },
    });
    expect(input).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "You've reached your message limit. Please upgrade to continue.",
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'If you are not safe, you can still write here: you will always be answered with help.',
    );
    expect(input).toHaveAccessibleDescription(/You've reached your message limit/);
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByText('10 of 10 messages used this month')).toBeInTheDocument();
    await user.type(input, 'He pushed me tonight and I am scared{Enter}');
    expect(onSend).toHaveBeenCalledWith('He pushed me tonight and I am scared');
    // Focus stays in the field, not moved to the upgrade link.
    expect(input).toHaveFocus();
  });

  it('while a reply streams: read-only and marked disabled, focus kept, nothing sent', async () => {
    useChatUi.setState({ drafts: { c1: 'Next thought' } });
    const { user, input, onSend } = renderComposer({ replying: true });
    expect(input).toHaveAttribute('aria-disabled', 'true');
    expect(input).toHaveAttribute('readonly');
    await user.click(input);
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(input).toHaveFocus();
    expect(input).toHaveValue('Next thought');
  });

  it('keeps a draft per conversation', async () => {
    useChatUi.setState({ drafts: { c1: 'Draft for one', c2: 'Draft for two' } });
    const { input } = renderComposer({ chatId: 'c2' });
    expect(input).toHaveValue('Draft for two');
  });

  it('takes focus when it opens on a desktop (a wide screen with a mouse)', () => {
    const queries: string[] = [];
    vi.stubGlobal('matchMedia', (query: string) => {
      queries.push(query);
      return { matches: true, addEventListener() {}, removeEventListener() {} };
    });
    const { input } = renderComposer();
    expect(input).toHaveFocus();
    expect(queries).toContain('(min-width: 768px) and (pointer: fine)');
  });

  it('does not take focus on a phone, where the keyboard would cover the conversation', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    const { input } = renderComposer();
    expect(input).not.toHaveFocus();
  });

  it('while a reply streams, Stop takes Send’s place: reachable by Tab, named, and it stops', async () => {
    const onStop = vi.fn();
    const { user, input } = renderComposer({ replying: true, onStop });
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
    await user.click(input);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Stop the reply' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onStop).toHaveBeenCalledTimes(1);
    // Back in the message box, ready for the next message.
    expect(input).toHaveFocus();
  });
});
