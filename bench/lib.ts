import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function load(
  name: string,
  url: string,
  options: { connections?: number; duration?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 20,
    duration: options.duration ?? Number(process.env.BENCH_SECONDS ?? 5),
    headers: options.headers ?? {},
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

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

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export function table(rows: LoadResult[], baseline: LoadResult): string {
  const lines = [
    '| target | req/s | p50 ms | p99 ms | errors | vs bare server |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} | ${((r.rps / baseline.rps) * 100).toFixed(0)}% |`,
    ),
  ];
  return lines.join('\n');
}
