// Telling "the database cannot be reached right now" (a restart, a failover, a network cut) from a bug:
// the first is a 503 the client may retry, logged as a warning; the second stays a 500. Errors arrive
// wrapped (Drizzle's query error, better-auth's APIError), so the whole `cause` chain is read.
import { DATABASE_UNAVAILABLE_CODE } from '../../shared/api-error.ts';
import { AppError } from '../http/app-error.ts';

/** Class 08 (connection exception) and 57P01-57P03 (shutdown, crash, not accepting connections yet). */
const PG_UNAVAILABLE = /^(08|57P0[123]$)/;
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// node-postgres reports a dropped or unobtainable connection with these messages and no code.
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed/;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (PG_UNAVAILABLE.test(code) || SOCKET_CODES.has(code))) return true;
    if (DRIVER_MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

export const RETRY_AFTER_SECONDS = '5';

export function databaseUnavailable(): AppError {
  return new AppError(
    DATABASE_UNAVAILABLE_CODE,
    503,
    'Peace Coach is briefly unavailable. Please try again in a moment.',
  );
}
