// What the screen shows about the month's limits, always from the server's numbers (decisions.md
// "Texts with numbers"). Premium has none, and the client's checks only decide what to show: the
// server enforces the limits.
import type { Usage } from '../../../../shared/chat.ts';

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

/** The header's counters apply when both limits are numbers (never for premium). */
export function hasCounters(usage: Usage | undefined, premium: boolean): usage is Usage {
  return !premium && !!usage && typeof usage.messageLimit === 'number' && typeof usage.chatLimit === 'number';
}
