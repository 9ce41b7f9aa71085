// Under load every request's queries wait in a line for a connection (PGlite's one, or a slot of the
// PostgreSQL pool), and the work between them runs when its query returns: which waiting query goes
// next decides who waits. Two rules (lib/work-order.ts says what each piece of work is):
// - The oldest request first. Taking turns round-robin, fifty sends each got a sliver at a time and
//   all of them finished late; oldest first, each finishes as soon as its own work allows.
// - Saving a reply whose words the person already has can wait for work someone is waiting on (a
//   sign-in, the next message's first words), but never longer than HOLD_BACK_MS.
// Work runs back to back for a few milliseconds, then the event loop gets a turn, so new requests are
// read and timers run: PGlite hands its connection on through promises, and chained queries would
// otherwise keep the loop from ever turning while there is work (a second and more under load).
import { currentWorkOrder, type WorkOrder } from '../lib/work-order.ts';

/** How long work runs back to back before the event loop gets a turn (to read new requests, run timers). */
export const SLICE_MS = 4;

/** The longest work that can wait is held back; after that it takes its turn by age like any other. */
export const HOLD_BACK_MS = 1_000;

/** What a pool says when no connection came in time; db/unavailable.ts answers it with a 503. */
export const WAITED_TOO_LONG = 'timeout exceeded when trying to connect';

interface Waiting extends WorkOrder {
  queuedAt: number;
  start: () => void;
}

export interface Turns {
  /** Runs `work` (one query, or a whole transaction) when its turn comes, in a slot of its own. */
  take<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Waits for a turn and returns the function that ends it (calling it again does nothing): for work
   * whose end is not one promise, such as a pooled connection held until it is released.
   */
  enter(): Promise<() => void>;
  /**
   * A turn without waiting, when a slot is free and no one waits (only for turns without slices, whose
   * order is not kept by giving the event loop its turn); null otherwise.
   */
  enterNow(): (() => void) | null;
}

export interface TurnOptions {
  /** How many pieces of work run at once: 1 for PGlite, the pool's size for PostgreSQL. */
  slots?: number;
  /** Work still waiting after this long fails with WAITED_TOO_LONG (default: it waits). */
  waitMs?: number;
  /**
   * How long work runs back to back before the event loop gets a turn (default SLICE_MS). A pool's
   * queries wait on their sockets, so the loop turns anyway: Infinity, and work that finds a slot free
   * and no one waiting starts at once.
   */
  sliceMs?: number;
  holdBackMs?: number;
  /** The clock work orders are measured with (performance.now()). */
  now?: () => number;
  /** What the work being queued is (lib/work-order.ts). */
  order?: () => WorkOrder;
}

export function createTurns(options: TurnOptions = {}): Turns {
  const slots = options.slots ?? 1;
  const sliceMs = options.sliceMs ?? SLICE_MS;
  const holdBackMs = options.holdBackMs ?? HOLD_BACK_MS;
  const now = options.now ?? (() => performance.now());
  const orderOf = options.order ?? currentWorkOrder;
  const queue: Waiting[] = [];
  let running = 0;
  let scheduled = false;

  /** Whether `a` goes before `b`: work someone waits on (or held back long enough) first, then by age. */
  function goesBefore(a: Waiting, b: Waiting, at: number): boolean {
    const heldBack = (w: Waiting) => w.canWait && at - w.queuedAt < holdBackMs;
    if (heldBack(a) !== heldBack(b)) return heldBack(b);
    return a.since !== b.since ? a.since < b.since : a.queuedAt < b.queuedAt;
  }

  function pick(): Waiting {
    const at = now();
    let best = 0;
    for (let i = 1; i < queue.length; i++) if (goesBefore(queue[i]!, queue[best]!, at)) best = i;
    return queue.splice(best, 1)[0]!;
  }

  /** When the event loop last had a turn (the start of the running slice). */
  let sliceStart = 0;

  function start(): void {
    scheduled = false;
    while (running < slots && queue.length > 0) {
      running++;
      pick().start();
    }
  }

  /**
   * After a piece of work, the next one starts once the work's own continuation has run (it usually
   * queues that request's next query, which then competes by age). process.nextTick runs after the
   * promise jobs queued so far. Work runs back to back for at most SLICE_MS, then the event loop gets
   * its turn.
   */
  function scheduleNext(): void {
    if (scheduled) return;
    scheduled = true;
    if (now() - sliceStart < sliceMs) {
      process.nextTick(start);
      return;
    }
    setImmediate(() => {
      sliceStart = now();
      start();
    });
  }

  /** Ends a turn that has started; ending it again does nothing. */
  function leaver(): () => void {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      running--;
      // Work queued later schedules itself (enter); with no one waiting there is nothing to start.
      if (queue.length > 0) scheduleNext();
    };
  }

  function enterNow(): (() => void) | null {
    if (sliceMs !== Infinity || running >= slots || queue.length > 0) return null;
    running++;
    return leaver();
  }

  function enter(): Promise<() => void> {
    const atOnce = enterNow();
    if (atOnce) return Promise.resolve(atOnce);
    const order = orderOf();
    return new Promise((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const waiting: Waiting = {
        since: order.since,
        canWait: order.canWait,
        queuedAt: now(),
        start: () => {
          clearTimeout(timer);
          resolve(leaver());
        },
      };
      queue.push(waiting);
      if (options.waitMs !== undefined) {
        timer = setTimeout(() => {
          const at = queue.indexOf(waiting);
          if (at < 0) return;
          queue.splice(at, 1);
          reject(new Error(WAITED_TOO_LONG));
        }, options.waitMs);
        timer.unref();
      }
      scheduleNext();
    });
  }

  return {
    enter,
    enterNow,
    async take(work) {
      const leave = await enter();
      try {
        return await work();
      } finally {
        leave();
      }
    },
  };
}
