// Starting the servers under test. Kept apart from lib.ts so the load test (`npm run test:load`), which
// CI runs on a fresh clone, needs none of the benchmarks' own packages.
import { spawn, type ChildProcess } from 'node:child_process';

export interface Child {
  process: ChildProcess;
  url: string;
  startMs: number;
  /** Everything the process printed so far (its logs, for a report of what went wrong). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts a Node script and resolves when it prints a line matching `ready` (group 1 is its URL). */
export function startNode(script: string, env: Record<string, string>, ready: RegExp): Promise<Child> {
  const started = performance.now();
  // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the servers under load;
  // NODE_OPTIONS does not accept the profiler flags.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    let isReady = false;
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = isReady ? null : ready.exec(out);
      if (match) {
        isReady = true;
        resolve({
          process: child,
          url: match[1]!,
          startMs: performance.now() - started,
          output: () => out,
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${out}`)));
  });
}
