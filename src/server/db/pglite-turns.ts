// PGlite has one connection and runs one query at a time, so under load every request's queries wait
// in one line, and the work between them runs when its query returns: which waiting query goes next
// decides who waits. Two rules (lib/work-order.ts says what each piece of work is):
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

interface Waiting extends WorkOrder {
  queuedAt: number;
  start: () => void;
}

export interface Turns {
  /** Runs `work` (one query, or a whole transaction) when its turn comes, alone on the connection. */
  take<T>(work: () => Promise<T>): Promise<T>;
}

export interface TurnOptions {
  holdBackMs?: number;
  /** The clock work orders are measured with (performance.now()). */
  now?: () => number;
  /** What the work being queued is (lib/work-order.ts). */
  order?: () => WorkOrder;
}

export function createTurns(options: TurnOptions = {}): Turns {
  const holdBackMs = options.holdBackMs ?? HOLD_BACK_MS;
  const now = options.now ?? (() => performance.now());
  const orderOf = options.order ?? currentWorkOrder;
  const queue: Waiting[] = [];
  let running = false;
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
    if (running || queue.length === 0) return;
    running = true;
    pick().start();
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
    if (now() - sliceStart < SLICE_MS) {
      process.nextTick(start);
      return;
    }
    setImmediate(() => {
      sliceStart = now();
      start();
    });
  }

  return {
    async take(work) {
      const order = orderOf();
      await new Promise<void>((start) => {
        queue.push({ since: order.since, canWait: order.canWait, queuedAt: now(), start });
        scheduleNext();
      });
      try {
        return await work();
      } finally {
        running = false;
        scheduleNext();
      }
    },
  };
}
