// PGlite runs every query as a new unnamed statement: parsed, planned, described and bound again each
// time, in six protocol exchanges with its WebAssembly Postgres. Planning alone costs more than running
// the small indexed queries a request makes (the signed-in check's join: about 0.25 ms a query against
// 0.1 ms prepared). The same few dozen statement texts make up nearly every query the app sends, so
// each is prepared under a name the first time it is seen, and then runs as one exchange: bind,
// execute, sync. PostgreSQL checks a named statement against the schema before each run and plans it
// again when something it depends on changed (a migration, a table dropped and recreated).
//
// This goes beneath PGlite's `query`, so it does what `query` does around the protocol: it holds the
// same locks (the connection for a lone query, the query lock inside a transaction), serializes
// parameters by the types the statement takes, parses rows with the instance's parsers, and syncs the
// files after a lone query. The locks are PGlite's `_runExclusive*` methods, public in its JavaScript
// though not in its types; pglite-statements.test.ts checks the answers against PGlite's own `query`.
import { parse, type PGlite, protocol, type Results, type Transaction } from '@electric-sql/pglite';

type QueryOptions = NonNullable<Parameters<PGlite['query']>[2]>;
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Locks {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

interface Statement {
  name: string;
  /** The type of each parameter, as PostgreSQL inferred it: values are serialized for these. */
  paramTypes: number[];
  /** The columns each run returns; none for a statement without rows. */
  rowDescription: BackendMessage | undefined;
}

/**
 * Named statements stay in the database session for its life. Past this many distinct texts (queries
 * built with a varying number of parameters, one-off admin queries), new texts run as PGlite runs them.
 */
export const MAX_NAMED_STATEMENTS = 200;

/** "cached plan must not change result type": a statement's columns changed under it. */
const RESULT_TYPE_CHANGED = '0A000';

const { serialize } = protocol;

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

export interface NamedStatements {
  /** `client.query` through named statements. */
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  /** `tx.query` through named statements: the transaction already holds the connection. */
  queryInTransaction<T>(
    tx: Transaction,
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>>;
  /** How many texts are prepared under a name (for tests). */
  readonly size: number;
}

/**
 * The statements of a database session, kept on its client: every wrapper of one session shares their
 * names, a proxy of the client included (tests lend one database to file after file).
 */
const REGISTRY = Symbol('pc.namedStatements');
interface Registry {
  statements: Map<string, Statement>;
  counter: number;
}

export function namedStatements(client: PGlite): NamedStatements {
  const locks = client as unknown as Locks;
  const holder = client as unknown as { [REGISTRY]?: Registry };
  const registry = (holder[REGISTRY] ??= { statements: new Map(), counter: 0 });
  const { statements } = registry;

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const name = `pc_${++registry.counter}`;
    const messages = await client.execProtocolStream(
      joined([
        serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((m) => m.name === 'rowDescription'),
    };
    statements.set(text, statement);
    return statement;
  }

  async function forget(text: string, statement: Statement) {
    statements.delete(text);
    await client.execProtocolStream(
      joined([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]),
      {
        syncToFs: false,
      },
    );
  }

  async function execute<T>(
    statement: Statement,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i] ?? 0;
      const serializer = options?.serializers?.[oid] ?? client.serializers[oid];
      return serializer ? serializer(param) : String(param);
    });
    const messages = await client.execProtocolStream(
      joined([
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const all = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(all, client.parsers, options)[0] as Results<T>;
  }

  /** Runs `text` holding the query lock; the caller holds the connection. */
  function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    return locks._runExclusiveQuery(async () => {
      try {
        const statement = statements.get(text) ?? (await prepare(text, options));
        try {
          return await execute<T>(statement, params, options);
        } catch (error) {
          if ((error as { code?: string }).code !== RESULT_TYPE_CHANGED) throw error;
          // Its columns changed (a table recreated differently): described again, it runs as it is now.
          await forget(text, statement);
          return await execute<T>(await prepare(text, options), params, options);
        }
      } catch (error) {
        throw withQuery(error, text, params);
      }
    });
  }

  /** Past the limit, a text not prepared yet runs through PGlite's own path. */
  const named = (text: string, options: QueryOptions | undefined) =>
    !options?.blob && (statements.has(text) || statements.size < MAX_NAMED_STATEMENTS);

  return {
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      // Large objects and COPY go through PGlite's own path, which handles their files.
      if (!named(text, options)) return client.query<T>(text, params, options);
      const results = await locks._runExclusiveTransaction(() => run<T>(text, params, options));
      await client.syncToFs();
      return results;
    },
    queryInTransaction<T>(tx: Transaction, text: string, params: unknown[] = [], options?: QueryOptions) {
      if (!named(text, options)) return tx.query<T>(text, params, options);
      return run<T>(text, params, options);
    },
    get size() {
      return statements.size;
    },
  };
}

/** PGlite's own errors name the query and its parameters; so do these. */
function withQuery(error: unknown, query: string, params: unknown[]): unknown {
  if (error && typeof error === 'object') Object.assign(error, { query, params });
  return error;
}
