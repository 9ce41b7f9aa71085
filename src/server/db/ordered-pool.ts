// node-postgres hands its free connections out first come, first served, query by query: under load
// every request's next query joins the back of the line, so fifty sends progress a sliver at a time
// and all of them reach their first words late. This pool hands connections out by the same rules as
// PGlite's line (turns.ts): the oldest request first, a written reply's saving after work someone
// waits on. It is still a pg.Pool (Drizzle checks, to run a transaction on one checked-out client).
import pg from 'pg';
import { createTurns, type Turns } from './turns.ts';

type Checkout = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: Error | boolean) => void,
) => void;

export class OrderedPool extends pg.Pool {
  readonly #turns: Turns;

  constructor(config: pg.PoolConfig, turns?: Turns) {
    super(config);
    // A slot per connection; the wait for one keeps the pool's own limit (and its error, a 503). The
    // event loop turns while queries wait on their sockets, so work never needs to pause for it.
    this.#turns =
      turns ??
      createTurns({
        slots: config.max ?? 10,
        sliceMs: Infinity,
        ...(config.connectionTimeoutMillis ? { waitMs: config.connectionTimeoutMillis } : {}),
      });
  }

  // Every checkout goes through here: pool.query checks a client out with a callback, Drizzle's
  // transactions with the promise. With a slot free and no one waiting (most of the time) it costs no
  // extra turn of the event loop.
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: Checkout): void;
  override connect(callback?: Checkout): Promise<pg.PoolClient> | void {
    const leave = this.#turns.enterNow();
    if (leave) return callback ? this.#checkOut(leave, callback) : this.#checkOut(leave);
    const entered = this.#turns.enter();
    if (!callback) return entered.then((leave) => this.#checkOut(leave));
    entered.then(
      (leave) => this.#checkOut(leave, callback),
      (error: Error) => callback(error, undefined, () => {}),
    );
  }

  #checkOut(leave: () => void, callback: Checkout): void;
  #checkOut(leave: () => void): Promise<pg.PoolClient>;
  #checkOut(leave: () => void, callback?: Checkout): Promise<pg.PoolClient> | void {
    if (!callback) {
      return super.connect().then(
        (client) => endsTurn(client, leave),
        (error: unknown) => {
          leave();
          throw error;
        },
      );
    }
    super.connect((error, client) => {
      if (error || !client) {
        leave();
        callback(error ?? new Error('no client'), undefined, () => {});
        return;
      }
      endsTurn(client, leave);
      callback(undefined, client, (release) => client.release(release));
    });
  }
}

/** The pool gives each checkout a release of its own; the turn ends with it. */
function endsTurn(client: pg.PoolClient, leave: () => void): pg.PoolClient {
  const release = client.release;
  client.release = (error?: Error | boolean) => {
    leave();
    release(error);
  };
  return client;
}
