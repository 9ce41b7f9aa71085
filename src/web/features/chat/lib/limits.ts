// What the screen shows about the month's limits, always from the server's numbers
// (docs/product/rulings.md#texts-with-numbers). Premium has none, and the client's checks only decide what to
// show: the server enforces the limits.
import type { Usage } from '#shared/chat.ts';

export interface MessageAllowance {
  messageCount: number;
  messageLimit: number;
}

/** The message count and limit for a plan with a limit; null for premium or before usage is known. */
export function messageAllowance(usage: Usage | undefined, premium: boolean): MessageAllowance | null {
  if (premium || !usage || typeof usage.messageLimit !== 'number') return null;
  return { messageCount: usage.messageCount, messageLimit: usage.messageLimit };
}

export function messageLimitReached(allowance: MessageAllowance | null): boolean {
  return allowance !== null && allowance.messageCount >= allowance.messageLimit;
}

/** The conversation limit when this month's conversations are used up, else null. */
export function reachedChatLimit(usage: Usage | undefined, premium: boolean): number | null {
  if (premium || !usage || typeof usage.chatLimit !== 'number') return null;
  return usage.chatCount >= usage.chatLimit ? usage.chatLimit : null;
}

/**
 * A count as the screen shows it: never above a numeric limit. After a downgrade the month's count can
 * exceed the new plan's limit (42 messages used on Premium, then a limit of 10); "10/10" is the truth
 * that matters to the user, "42/10" reads as an error.
 */
export function atMostLimit(count: number, limit: Usage['messageLimit']): number {
  return typeof limit === 'number' ? Math.min(count, limit) : count;
}

/** The header's counters apply when both limits are numbers (never for premium). */
export function hasCounters(usage: Usage | undefined, premium: boolean): usage is Usage {
  return !premium && !!usage && typeof usage.messageLimit === 'number' && typeof usage.chatLimit === 'number';
}
