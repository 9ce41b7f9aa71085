// What the user sees when a message or a new chat is refused before any reply starts
// (docs/product/specification.md#chat-and-limits). The conversation limit sends the user to /pricing
// after 2 s (docs/product/specification.md#timings); the message limit does not: the chat stays, with
// the refused words back in the composer and the limit notice's upgrade link beside them, and the field
// open for a message about someone's safety (docs/product/rulings.md#safety-before-limits).
import { toast } from 'sonner';
import { ApiError, isSessionEnded } from '#web/lib/api-error.ts';
import { toastStrings as t } from '../chat.strings.ts';

export const PRICING_REDIRECT_MS = 2_000;

/** Refusals the server explains itself: not a limit of the plan, so no move to /pricing. */
const REFUSALS_IN_OWN_WORDS = new Set([400, 409, 429]);

/**
 * Shows the limit toast (and, for the conversation limit, schedules the move to /pricing); false when
 * the error is not a limit.
 */
export function handleLimitError(error: unknown, goToPricing: () => void): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === 'message_limit_reached') {
    toast.error(t.messageLimit, { description: error.message || t.messageLimitDefault });
    return true;
  }
  if (error.code !== 'chat_limit_reached') return false;
  toast.error(t.chatLimit, { description: error.message || t.chatLimitDefault });
  setTimeout(goToPricing, PRICING_REDIRECT_MS);
  return true;
}

/** A send or regenerate that failed before the reply began: nothing was answered, so say so plainly. */
export function showReplyRequestError(error: unknown, goToPricing: () => void): void {
  // A 401 means the session ended: the app's session-loss handler already takes the user to /login.
  if (isSessionEnded(error)) return;
  if (handleLimitError(error, goToPricing)) return;
  if (error instanceof ApiError && error.status === 404) {
    toast.error(t.noActiveChat);
    return;
  }
  if (error instanceof ApiError && REFUSALS_IN_OWN_WORDS.has(error.status) && error.code !== 'http_error') {
    // The server's own words for a message it cannot take (too long, nothing to regenerate), for one
    // that must wait (the fair-use rate, with Retry-After) and for a reply still being written (409).
    toast.error(error.message);
    return;
  }
  toast.error(t.sendFailed);
}

/**
 * The description under a failed limit check: the server's own words ("Error validating limits",
 * "Server error"), "Server error" for a gateway's answer without them, nothing when it was not reached.
 */
export function limitCheckDescription(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.code === 'http_error' ? t.limitCheckServerError : error.message;
}
