import { COMMON_PASSWORDS, COMMON_STEMS } from './common-passwords.ts';

/**
 * Reasons a password is too weak, as sentences the forms show under the field (empty when it is fine).
 * Length is checked by the shared schemas; this adds what a length rule cannot see.
 */
export function weakPasswordReasons(
  password: string,
  context: { email?: string; names?: string[] } = {},
): string[] {
  const reasons: string[] = [];
  const lower = password.toLowerCase();
  const stem = lower.replace(/[\d\W_]+$/u, '');
  if (COMMON_PASSWORDS.has(lower) || COMMON_STEMS.has(stem) || COMMON_PASSWORDS.has(stem)) {
    reasons.push('This password is one of the most commonly used, so it is easy to guess.');
  }
  if (new Set(lower).size <= 2) reasons.push('Please use more than one or two different characters.');
  const local = context.email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && lower.includes(local)) {
    reasons.push('Your password should not contain your e-mail address.');
  }
  for (const name of context.names ?? []) {
    const n = name.trim().toLowerCase();
    if (n.length >= 3 && stem === n) reasons.push('Your password should not be your name.');
  }
  return reasons;
}
