// Copy on the words the coach suggests saying, on a prayer and on a verse: the words go to the
// clipboard, "Copied" is shown and announced, and a refused clipboard leaves the words selected.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMessage } from '../test-fixtures.ts';
import { COPIED_MS } from './copy-button.tsx';
import { MessageItem } from './message-item.tsx';

const words = 'I miss feeling like my words land with you. Could we find a time this week?';
const prayer = 'Lord, you know everything between Mark and me. Please calm my heart. Amen.';
const reply = `You might say: \u201c${words}\u201d Or pray together. ${prayer} What feels possible?`;

function stubClipboard(writeText: (text: string) => Promise<void>) {
  // user-event installs its own clipboard on setup; ours replaces it after.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Copy in a coach’s reply', () => {
  it('copies the suggested words without their quotation marks, and says "Copied" politely', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    render(<MessageItem message={createMessage({ role: 'coach', content: reply })} />);

    await user.click(screen.getByRole('button', { name: 'Copy these words' }));
    expect(writeText).toHaveBeenCalledWith(words);
    const block = screen.getByRole('button', { name: 'Copy these words' }).parentElement!;
    expect(within(block).getByRole('status')).toHaveTextContent('Copied');

    await user.click(screen.getByRole('button', { name: 'Copy this prayer' }));
    expect(writeText).toHaveBeenLastCalledWith(prayer);
  });

  it('"Copied" goes again after a moment', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    stubClipboard(() => Promise.resolve());
    render(<MessageItem message={createMessage({ role: 'coach', content: reply })} />);
    await user.click(screen.getByRole('button', { name: 'Copy these words' }));
    const status = within(screen.getByRole('button', { name: 'Copy these words' }).parentElement!).getByRole(
      'status',
    );
    expect(status).toHaveTextContent('Copied');
    await act(() => vi.advanceTimersByTimeAsync(COPIED_MS));
    expect(status).toBeEmptyDOMElement();
  });

  it('when the clipboard is refused: the words are selected and the note says how to copy them', async () => {
    const user = userEvent.setup();
    stubClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    render(<MessageItem message={createMessage({ role: 'coach', content: reply })} />);
    await user.click(screen.getByRole('button', { name: 'Copy this prayer' }));
    const block = screen.getByRole('button', { name: 'Copy this prayer' }).parentElement!;
    expect(within(block).getByRole('status')).toHaveTextContent(/Copying is not allowed here/);
    expect(window.getSelection()?.toString()).toBe(prayer);
    // Focus stays on the button that was pressed.
    expect(screen.getByRole('button', { name: 'Copy this prayer' })).toHaveFocus();
  });

  it('keeps the reply’s words whole, in order, and gives a plain reply no Copy', () => {
    const { container, rerender } = render(
      <MessageItem message={createMessage({ role: 'coach', content: reply })} />,
    );
    expect(container.querySelector('p')?.textContent).toContain(`\u201c${words}\u201d`);
    expect(container.querySelector('p')?.textContent).toMatch(/^Your coach said: You might say:/);
    rerender(<MessageItem message={createMessage({ role: 'coach', content: 'That sounds heavy.' })} />);
    expect(screen.queryByRole('button', { name: /^Copy/ })).not.toBeInTheDocument();
  });

  it('gives no Copy to a safety reply, whose words stay whole with their helpline links', () => {
    render(
      <MessageItem
        message={createMessage({
          role: 'coach',
          flag: 'safety',
          content: `Please say “I need help right now, please” to someone you trust.`,
        })}
      />,
    );
    expect(screen.queryByRole('button', { name: /^Copy/ })).not.toBeInTheDocument();
  });

  it('copies a verse with its reference', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    render(
      <MessageItem
        message={createMessage({
          role: 'scripture',
          content: 'The Lord is close to the brokenhearted.',
          reference: 'Psalm 34:18',
        })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Copy this verse' }));
    expect(writeText).toHaveBeenCalledWith('The Lord is close to the brokenhearted. (Psalm 34:18)');
  });

  it('marks a reply the user stopped as "Stopped"', () => {
    render(
      <MessageItem
        message={createMessage({ role: 'coach', content: 'I hear you. It sounds', stopped: true })}
      />,
    );
    expect(screen.getByText('Stopped')).toBeInTheDocument();
  });
});
