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

/**
 * The V8 flags the app's server runs with: those of `npm start` in package.json (a young generation of
 * at most 2 x 8 MB: docs/decisions/019-smaller-young-generation.md).
 */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=8'];

/**
 * Starts a Node script and resolves when it prints a line matching `ready` (group 1 is its URL).
 * `flags` go to Node before the script (SERVER_NODE_ARGS for the app).
 */
export function startNode(
  script: string,
  env: Record<string, string>,
  ready: RegExp,
  flags: readonly string[] = [],
): Promise<Child> {
  const started = performance.now();
  // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the servers under load;
  // NODE_OPTIONS does not accept the profiler flags.
  const nodeArgs = [...flags, ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])];
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
