// The order in which waiting database work runs (PGlite's one connection, the PostgreSQL pool's
// slots): as many at a time as there are slots, the oldest request first, a saved reply's work after
// work someone waits on (but never held back for long), and the event loop gets its turn while work
// keeps coming.
import { describe, expect, it } from 'vitest';
import type { WorkOrder } from '../lib/work-order.ts';
import { createTurns, HOLD_BACK_MS, SLICE_MS, type Turns, WAITED_TOO_LONG } from './turns.ts';

/** A clock the test moves by hand, and turns that take each work's order from `next`. */
function setup(holdBackMs = HOLD_BACK_MS, slots = 1) {
  let clock = 1_000;
  let next: WorkOrder = { since: 0, canWait: false };
  const turns = createTurns({ slots, holdBackMs, now: () => clock, order: () => next });
  const ran: string[] = [];
  /** Queues work named `name` with the given order; it records when it runs. */
  const queue = (name: string, order: WorkOrder, work: () => Promise<void> = async () => {}) => {
    next = order;
    return turns.take(async () => {
      ran.push(name);
      await work();
    });
  };
  return { turns, ran, queue, advance: (ms: number) => (clock += ms) };
}

/** Work that runs until `release` is called: what is queued meanwhile waits. */
function blocker() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { work: () => done, release };
}

/** The most pieces of work that ran at once, of twenty queued together that each last a turn of the loop. */
async function mostAtOnce(turns: Turns): Promise<number> {
  let running = 0;
  let most = 0;
  await Promise.all(
    Array.from({ length: 20 }, () =>
      turns.take(async () => {
        most = Math.max(most, ++running);
        await new Promise((resolve) => setImmediate(resolve));
        running--;
      }),
    ),
  );
  return most;
}

describe('turns on the database', () => {
  it('run one piece of work at a time', async () => {
    expect(await mostAtOnce(setup().turns)).toBe(1);
  });

  it('run as many pieces of work at once as there are slots', async () => {
    expect(await mostAtOnce(setup(HOLD_BACK_MS, 3).turns)).toBe(3);
  });

  it('give a freed slot to the oldest request waiting', async () => {
    const { ran, queue } = setup(HOLD_BACK_MS, 2);
    const a = blocker();
    const b = blocker();
    const all = [
      queue('a', { since: 0, canWait: false }, a.work),
      queue('b', { since: 1, canWait: false }, b.work),
    ];
    all.push(queue('newest', { since: 30, canWait: false }));
    all.push(queue('oldest', { since: 10, canWait: false }));
    b.release();
    // Both run in b's slot while a still holds its own, the older first.
    await Promise.all(all.slice(1));
    expect(ran).toEqual(['a', 'b', 'oldest', 'newest']);
    a.release();
    await all[0];
  });

  it('end a turn entered by hand once, however often it is ended', async () => {
    const { turns, ran, queue } = setup();
    const leave = await turns.enter();
    const after = queue('after', { since: 1, canWait: false });
    const other = queue('other', { since: 2, canWait: false });
    leave();
    leave();
    await Promise.all([after, other]);
    expect(ran).toEqual(['after', 'other']);
  });

  it('start at once without slices when a slot is free and no one waits, and never jump the line', async () => {
    const pool = createTurns({ slots: 2, sliceMs: Infinity });
    const first = pool.enterNow();
    expect(first).toBeTypeOf('function');
    const second = pool.enterNow();
    expect(second).toBeTypeOf('function');
    // Both slots held: nothing at once, and the one who waits keeps its place.
    expect(pool.enterNow()).toBeNull();
    const waiting = pool.enter();
    first!();
    expect(pool.enterNow()).toBeNull();
    (await waiting)();
    second!();
    // PGlite's line (with slices) always waits for its turn.
    expect(createTurns().enterNow()).toBeNull();
  });

  it('fail work that waited longer than allowed, and keep its place for no one', async () => {
    const turns = createTurns({ waitMs: 20 });
    const leave = await turns.enter();
    const late = turns.take(async () => 'ran');
    await expect(late).rejects.toThrow(WAITED_TOO_LONG);
    leave();
    expect(await turns.take(async () => 'next')).toBe('next');
  });

  it('serve the oldest request first, whatever order its work was queued in', async () => {
    const { ran, queue } = setup();
    const first = blocker();
    const all = [queue('running', { since: 0, canWait: false }, first.work)];
    all.push(queue('newest', { since: 30, canWait: false }));
    all.push(queue('oldest', { since: 10, canWait: false }));
    all.push(queue('middle', { since: 20, canWait: false }));
    first.release();
    await Promise.all(all);
    expect(ran).toEqual(['running', 'oldest', 'middle', 'newest']);
  });

  it('keep serving one request while its work continues, before newer requests', async () => {
    const { ran, queue } = setup();
    const first = blocker();
    const old = { since: 1, canWait: false };
    const all = [
      queue('old 1', old, first.work).then(() => queue('old 2', old)),
      queue('new 1', { since: 5, canWait: false }),
    ];
    first.release();
    await Promise.all(all);
    // The old request's next query was queued by its continuation and still went first.
    expect(ran).toEqual(['old 1', 'old 2', 'new 1']);
  });

  it('put work that can wait after work someone waits on, though it is older', async () => {
    const { ran, queue } = setup();
    const first = blocker();
    const all = [queue('running', { since: 0, canWait: false }, first.work)];
    all.push(queue('saving an old reply', { since: 1, canWait: true }));
    all.push(queue('a new message', { since: 9, canWait: false }));
    first.release();
    await Promise.all(all);
    expect(ran).toEqual(['running', 'a new message', 'saving an old reply']);
  });

  it(`hold back work that can wait for at most ${HOLD_BACK_MS} ms`, async () => {
    const { ran, queue, advance } = setup();
    const first = blocker();
    const all = [queue('running', { since: 0, canWait: false }, first.work)];
    all.push(queue('saving an old reply', { since: 1, canWait: true }));
    advance(HOLD_BACK_MS);
    all.push(queue('a new message', { since: 9, canWait: false }));
    first.release();
    await Promise.all(all);
    expect(ran).toEqual(['running', 'saving an old reply', 'a new message']);
  });

  it('pass the turn on when work fails', async () => {
    const { ran, queue } = setup();
    const failing = queue('failing', { since: 0, canWait: false }, async () => {
      throw new Error('relation does not exist');
    });
    const after = queue('after', { since: 1, canWait: false });
    await expect(failing).rejects.toThrow('relation does not exist');
    await after;
    expect(ran).toEqual(['failing', 'after']);
  });

  it(`give the event loop a turn after ${SLICE_MS} ms of work back to back`, async () => {
    const { queue, advance } = setup();
    let immediateRan = false;
    let worksBeforeIt = 0;
    let works = 0;
    // A request whose every query queues the next one, each taking 1 ms.
    const chain = async (left: number): Promise<void> => {
      if (left === 0) return;
      await queue('query', { since: 0, canWait: false }, async () => {
        works++;
        advance(1);
      });
      return chain(left - 1);
    };
    const running = chain(50);
    setImmediate(() => {
      immediateRan = true;
      worksBeforeIt = works;
    });
    await running;
    expect(immediateRan).toBe(true);
    // The event loop turned long before the chain was done.
    expect(worksBeforeIt).toBeLessThanOrEqual(SLICE_MS + 2);
  });
});
