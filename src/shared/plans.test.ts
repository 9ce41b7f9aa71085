import { describe, expect, it } from 'vitest';
import { formatPounds, isPaidRole, PLANS, planFor, PREMIUM_PRICE_PENCE } from './plans.ts';

describe('plans', () => {
  // docs/product/rulings.md#plans-prices-limits
  it('holds the limits of the product rulings', () => {
    expect([PLANS.free.messagesPerMonth, PLANS.free.chatsPerMonth]).toEqual([10, 2]);
    expect([PLANS.basic.messagesPerMonth, PLANS.basic.chatsPerMonth]).toEqual([100, 10]);
    expect([PLANS.premium.messagesPerMonth, PLANS.premium.chatsPerMonth]).toEqual(['unlimited', 'unlimited']);
  });

  it('prices by page and formats pounds', () => {
    expect(formatPounds(PREMIUM_PRICE_PENCE.pricing)).toBe('£49');
    expect(formatPounds(PREMIUM_PRICE_PENCE.upgrade)).toBe('£50');
    expect(formatPounds(1999)).toBe('£19.99');
  });

  it('reads anything unknown as the free plan', () => {
    expect(planFor('admin').role).toBe('free');
    expect(planFor(undefined).memberLabel).toBe('Free Plan');
    expect(planFor('premium').memberLabel).toBe('Premium Member');
    expect(isPaidRole('basic')).toBe(true);
    expect(isPaidRole('free')).toBe(false);
  });
});
