import { readFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { cpus as cpus_, totalmem } from 'node:os';
import autocannon from 'autocannon';

export { SERVER_NODE_ARGS, startNode, type Child } from './processes.ts';

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

/** The machine the figures come from, for the report's header. */
export function machineLine(): string {
  const cpus = cpus_();
  return `Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 1024 ** 3)} GiB, Node ${process.version}.`;
}

/**
 * The same measurement with a plain node:http client. autocannon slows to a crawl on binary bodies
 * (here: a brotli-compressed 63 KB asset answered at ~600/s, the same bytes of plain text at ~15,000/s,
 * from a bare node:http server), so rows that serve compressed files, and the baseline they are compared
 * with, use this client instead.
 */
export async function loadWithNodeClient(
  name: string,
  url: string,
  options: { connections?: number; duration?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const connections = options.connections ?? 20;
  const seconds = options.duration ?? Number(process.env.BENCH_SECONDS ?? 5);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      get(
        { host: target.hostname, port: target.port, path: target.pathname, headers: options.headers, agent },
        (res) => {
          if (res.statusCode !== 200) errors++;
          res.on('data', () => undefined);
          res.on('end', () => {
            latencies.push(performance.now() - started);
            resolve();
          });
        },
      ).on('error', () => {
        errors++;
        resolve();
      });
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) await one();
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0);
  return { name, rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors };
}
