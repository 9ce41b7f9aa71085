/**
 * Work that outlives its request (a coach reply still being written after the browser went away) is
 * tracked here, so shutdown can let it finish within the grace period instead of cutting it off.
 */
export interface TaskTracker {
  track<T>(task: Promise<T>): Promise<T>;
  /** Resolves when every tracked task settled, or after `timeoutMs`. */
  drain(timeoutMs: number): Promise<void>;
  readonly size: number;
}

export function createTaskTracker(): TaskTracker {
  const running = new Set<Promise<unknown>>();
  return {
    track(task) {
      const settled = task.then(
        () => undefined,
        () => undefined,
      );
      running.add(settled);
      void settled.then(() => running.delete(settled));
      return task;
    },
    async drain(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
        timer.unref();
      });
      await Promise.race([Promise.all([...running]).then(() => undefined), timeout]);
      clearTimeout(timer);
    },
    get size() {
      return running.size;
    },
  };
}
