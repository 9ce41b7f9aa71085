// A small scheduler inside every server instance. It only decides when to look for due work; each
// job claims what it sends with a unique (job, recipient, period) row, so any number of instances can
// run it at once and each e-mail still goes out once.
import type { Logger } from '../lib/logger.ts';

export interface Job {
  name: string;
  /** Sends what is due at `now`; returns how many it claimed. Must be safe to run concurrently. */
  run(now: Date): Promise<number>;
}

export interface JobRunner {
  start(): void;
  stop(): Promise<void>;
  /** One pass over every job (tests call this directly). */
  tick(now?: Date): Promise<Record<string, number>>;
}

export function createJobRunner(
  jobs: Job[],
  options: { intervalMs: number; logger: Logger; now?: () => Date },
): JobRunner {
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  const tick = async (at = now()) => {
    const counts: Record<string, number> = {};
    for (const job of jobs) {
      try {
        counts[job.name] = await job.run(at);
        if (counts[job.name])
          options.logger.info({ job: job.name, claimed: counts[job.name] }, 'scheduled job ran');
      } catch (error) {
        options.logger.error({ err: error, job: job.name }, 'scheduled job failed');
      }
    }
    return counts;
  };

  return {
    start() {
      if (timer) return;
      timer = setInterval(() => {
        running = running.then(() => tick());
      }, options.intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
    tick,
  };
}
