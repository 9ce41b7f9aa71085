// Billing's scheduled work, run by every instance's job runner (src/server/jobs).
import type { Job } from '#server/jobs/job-runner.ts';
import { type BillingService, PAST_DUE_JOB, PERIOD_END_JOB } from './billing.service.ts';

/** Ends access for cards still past due after the grace period, without waiting for an event. */
export function pastDueGraceJob(billing: BillingService): Job {
  return { name: PAST_DUE_JOB, run: (now) => billing.expirePastDueGrace(now) };
}

/**
 * Ends Premium when a subscription cancelled at its period's end reaches that end
 * (docs/product/rulings.md#cancelling-keeps-premium-to-the-periods-end).
 */
export function periodEndJob(billing: BillingService): Job {
  return { name: PERIOD_END_JOB, run: (now) => billing.endCancelledPeriods(now) };
}
