import { render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-error.ts';
import { PRICING_REDIRECT_MS, showReplyRequestError } from './reply-errors.ts';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  render(<Toaster />);
});
afterEach(() => vi.useRealTimers());

describe('a send or regenerate refused before the reply began', () => {
  it.each([
    [
      429,
      'fair_use_limit',
      "You've sent a lot of messages in a short time. Please wait a few minutes, then try again.",
    ],
    [
      429,
      'regenerate_limit_reached',
      'This message has had 5 new replies already. Send a new message to continue the conversation.',
    ],
    [
      409,
      'reply_in_progress',
      'The coach is still replying in this conversation. Please wait for the reply, then try again.',
    ],
  ])('shows the server’s words for a %i %s, and stays on the page', async (status, code, message) => {
    const goToPricing = vi.fn();
    showReplyRequestError(new ApiError(status, code, message), goToPricing);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Failed to send message. Please try again.')).not.toBeInTheDocument();
    vi.advanceTimersByTime(PRICING_REDIRECT_MS * 2);
    expect(goToPricing).not.toHaveBeenCalled();
  });
});
