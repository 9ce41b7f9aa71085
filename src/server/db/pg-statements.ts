// node-postgres sends a query without a name as a new unnamed statement every time, which PostgreSQL
// parses and plans again on every run; for the small indexed queries a request makes, planning costs
// more than running (the signed-in check's join: about 0.5 ms against 0.05 ms), and on a machine the
// database shares with the app, that is CPU the app does not get. Drizzle names a statement only when
// the code asks (`.prepare(name)`). Here every parameterized query gets a name derived from its text,
// so each connection parses and plans it once and then only binds and runs it; PostgreSQL re-plans a
// named statement by itself when a table it reads changes.
import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Distinct texts named per process; past this (texts built with a varying number of values), unnamed. */
export const MAX_NAMED_TEXTS = 200;

/** "cached plan must not change result type": a column's type changed under a named statement. */
const RESULT_TYPE_CHANGED = '0A000';

interface QueryConfig {
  text: string;
  name?: string;
  values?: unknown[];
  submit?: unknown;
}

const isConfig = (value: unknown): value is QueryConfig =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as QueryConfig).text === 'string' &&
  typeof (value as QueryConfig).submit !== 'function';

export function namedQueries() {
  const names = new Map<string, string>();
  /** Texts whose statement's columns changed while named: they run unnamed from then on. */
  const unnamed = new Set<string>();

  function nameFor(text: string): string | undefined {
    const known = names.get(text);
    if (known !== undefined || unnamed.has(text) || names.size >= MAX_NAMED_TEXTS) return known;
    const name = `pc_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    names.set(text, name);
    return name;
  }

  return {
    /** Names the queries of a connection the pool just opened. */
    install(client: pg.PoolClient): void {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (
        first: unknown,
        ...rest: unknown[]
      ) => {
        if (!isConfig(first) || first.name) return query(first, ...rest);
        const values = first.values ?? (Array.isArray(rest[0]) ? rest[0] : undefined);
        // A query without parameters goes as one simple message, which is as cheap.
        const name = values?.length ? nameFor(first.text) : undefined;
        if (!name) return query(first, ...rest);
        const result = query({ ...first, name }, ...rest);
        if (result instanceof Promise)
          result.catch((error: unknown) => {
            if ((error as { code?: string }).code === RESULT_TYPE_CHANGED) {
              names.delete(first.text);
              unnamed.add(first.text);
            }
          });
        return result;
      };
    },
    get size() {
      return names.size;
    },
  };
}
