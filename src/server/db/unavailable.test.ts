import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, SchemaNotReadyError } from './unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a lost or refused database connection, however deeply it is wrapped', () => {
    const shutdown = withCode('terminating connection due to administrator command', '57P01');
    const drizzle = new Error('Failed query: select 1', { cause: shutdown });
    const betterAuth = new Error('Failed to get session', { cause: drizzle });
    expect(isDatabaseUnavailable(betterAuth)).toBe(true);
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('recognises a database that refuses connections: 55000 and class 53 (issue 29, finding 7)', () => {
    const closed = withCode('database "peace" is not currently accepting connections', '55000');
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: closed }))).toBe(true);
    expect(isDatabaseUnavailable(withCode('sorry, too many clients already', '53300'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('could not extend file: No space left on device', '53100'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(withCode('out of memory', '53200'))).toBe(true);
  });

  it('recognises a database without our schema: missing, emptied, or behind our migrations', () => {
    const missing = withCode('relation "users" does not exist', '42P01');
    expect(isDatabaseUnavailable(new Error('Failed query: select', { cause: missing }))).toBe(true);
    expect(isDatabaseUnavailable(withCode('database "peace" does not exist', '3D000'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('schema "drizzle" does not exist', '3F000'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('column "flag" does not exist', '42703'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('type "role" does not exist', '42704'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('function gen_id() does not exist', '42883'))).toBe(true);
    expect(isDatabaseUnavailable(new SchemaNotReadyError('behind'))).toBe(true);
  });

  it('leaves real bugs and constraint errors as they are', () => {
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('deadlock detected', '40P01'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('syntax error at or near "selec"', '42601'))).toBe(false);
    expect(isDatabaseUnavailable('a string')).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
