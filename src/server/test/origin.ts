// Where test requests come from. Kept apart from app.ts (which loads Vitest through the test database) so
// that the coach's evaluation, a command-line program, can use the same helpers outside Vitest.

export const TEST_ORIGIN = 'http://localhost:3000';

const random = (n: number) => Math.floor(Math.random() * n);

/**
 * An address from the shared address space 100.64.0.0/10 (RFC 6598), random per call: about four
 * million of them, so two unrelated requests practically never share a per-address rate-limit bucket
 * (a test that signs up 70 users must not meet the sign-up limit by chance), and never one of the fixed
 * addresses tests choose on purpose (documentation and benchmark ranges).
 */
export function randomTestIp(): string {
  return `100.${64 + random(64)}.${random(256)}.${1 + random(254)}`;
}
