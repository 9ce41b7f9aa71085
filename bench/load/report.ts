// The load test's printout: requests, statuses, latency percentiles by kind, and each check.
import type { CheckResult } from './checks.ts';
import type { RequestKind, UserOutcome } from './virtual-user.ts';

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const ms = (n: number) => n.toFixed(1);

export function report(
  outcomes: UserOutcome[],
  checks: CheckResult[],
  elapsedSeconds: number,
  perInstance: number[],
): string {
  const requests = outcomes.flatMap((o) => o.requests);
  const byStatus = new Map<number, number>();
  for (const r of requests) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
  const accepted = outcomes.reduce((sum, o) => sum + o.accepted.length, 0);

  const lines = [
    `| figure | value |`,
    `|---|---:|`,
    `| requests | ${requests.length} (${(requests.length / elapsedSeconds).toFixed(0)}/s) |`,
    `| accepted messages (each answered by the coach) | ${accepted} |`,
    `| requests per instance | ${perInstance.join(' / ')} |`,
    ...[...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `| status ${status || 'no response'} | ${n} |`),
    '',
    `| request | count | p50 ms | p95 ms | p99 ms |`,
    `|---|---:|---:|---:|---:|`,
  ];
  const kinds: RequestKind[] = ['create chat', 'send', 'list chats', 'read messages'];
  for (const kind of kinds) {
    const times = requests
      .filter((r) => r.kind === kind && r.status < 400)
      .map((r) => r.ms)
      .sort((a, b) => a - b);
    if (times.length === 0) continue;
    const label = kind === 'send' ? 'send (to the end of the streamed reply)' : kind;
    lines.push(
      `| ${label} | ${times.length} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(percentile(times, 99))} |`,
    );
  }
  lines.push('', '| check | result |', '|---|---|');
  for (const check of checks) {
    const result =
      check.failures.length === 0
        ? 'passed'
        : `FAILED (${check.failures.length}): ${check.failures.slice(0, 3).join('; ')}`;
    lines.push(`| ${check.name} | ${result} |`);
  }
  return lines.join('\n');
}
