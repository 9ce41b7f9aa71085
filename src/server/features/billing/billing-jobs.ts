// Billing's scheduled work, run by every instance's job runner (src/server/jobs).
import type { Job } from '../../jobs/job-runner.ts';
import { type BillingService, PAST_DUE_JOB } from './billing.service.ts';

/** Ends access for cards still past due after the grace period, without waiting for an event. */
export function pastDueGraceJob(billing: BillingService): Job {
  return { name: PAST_DUE_JOB, run: (now) => billing.expirePastDueGrace(now) };
}
