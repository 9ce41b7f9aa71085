// The order in which the database serves waiting work (db/turns.ts): each request
// carries when it arrived, and a reply's work after its words were written is marked as able to wait.
// Kept in an AsyncLocalStorage so no function between the request and the query has to pass it on.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface WorkOrder {
  /** When the request this work serves arrived (performance.now()); the oldest goes first. */
  since: number;
  /** Saving a reply whose words the person already has: it goes after work someone is waiting on. */
  canWait: boolean;
}

const storage = new AsyncLocalStorage<WorkOrder>();

/** Runs `handle` (a request's handling, with all it starts) as work that arrived now. */
export function asRequest<T>(handle: () => T): T {
  return storage.run({ since: performance.now(), canWait: false }, handle);
}

/** Runs `work` as able to wait, keeping the arrival time of the request it belongs to. */
export function asWorkThatCanWait<T>(work: () => T): T {
  return storage.run({ since: storage.getStore()?.since ?? performance.now(), canWait: true }, work);
}

/** The order of the work running now; work started outside any request counts as arriving now. */
export function currentWorkOrder(): WorkOrder {
  return storage.getStore() ?? { since: performance.now(), canWait: false };
}
