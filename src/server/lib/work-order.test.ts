// What a piece of work says about itself to the database's turns: when its request arrived, carried
// through everything the request starts, and whether it can wait.
import { expect, it } from 'vitest';
import { asRequest, asWorkThatCanWait, currentWorkOrder } from './work-order.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

it('carries the arrival of a request through awaits and callbacks, and marks what can wait', async () => {
  const before = performance.now();
  const seen = await asRequest(async () => {
    const arrived = currentWorkOrder();
    await tick();
    const later = currentWorkOrder();
    const saving = await asWorkThatCanWait(async () => {
      await tick();
      return currentWorkOrder();
    });
    return { arrived, later, saving, after: currentWorkOrder() };
  });
  expect(seen.arrived.since).toBeGreaterThanOrEqual(before);
  expect(seen.arrived.canWait).toBe(false);
  expect(seen.later).toEqual(seen.arrived);
  // The saving keeps the request's place by age and can wait; the request's own work still cannot.
  expect(seen.saving).toEqual({ since: seen.arrived.since, canWait: true });
  expect(seen.after).toEqual(seen.arrived);
});

it('counts work outside any request as arriving now', async () => {
  const before = performance.now();
  await tick();
  const order = currentWorkOrder();
  expect(order.canWait).toBe(false);
  expect(order.since).toBeGreaterThan(before);
});

it('keeps two requests apart', async () => {
  const first = asRequest(async () => {
    await tick();
    await tick();
    return currentWorkOrder().since;
  });
  await tick();
  const second = asRequest(async () => {
    await tick();
    return currentWorkOrder().since;
  });
  const [a, b] = await Promise.all([first, second]);
  expect(a).toBeLessThan(b);
});
