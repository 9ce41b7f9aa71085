import { describe, expect, it } from 'vitest';
import { titleFromMessage } from './chat.ts';

describe('a chat title from the first message', () => {
  it('keeps a short message whole, its spaces tidied', () => {
    expect(titleFromMessage('  We   argued again  ')).toBe('We argued again');
  });

  it('cuts a long message at 30 characters and adds an ellipsis', () => {
    expect(titleFromMessage('We argued about money again last night')).toBe(
      'We argued about money again la...',
    );
  });

  it('never leaves a space before the ellipsis when the cut falls after a word', () => {
    const message = 'Sunday lunch with his parents is hard';
    expect([...message][29]).toBe(' '); // the 30th character is the space after "parents"
    expect(titleFromMessage(message)).toBe('Sunday lunch with his parents...');
  });
});
