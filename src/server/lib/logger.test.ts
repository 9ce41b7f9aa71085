// The server's log lines are written in the background (asyncStdout): every line logged before the
// process ends must still reach standard output, whether it exits, stops on a signal or crashes.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LOGGER = fileURLToPath(new URL('./logger.ts', import.meta.url));
const LINES = 2_000;

/** Runs `ending` after logging LINES lines through asyncStdout; resolves with what stdout received. */
function run(ending: string): Promise<{ lines: { n?: number; msg?: string }[]; code: number | null }> {
  const script = `
    const { asyncStdout, createLogger } = await import(${JSON.stringify(LOGGER)});
    const log = createLogger('info', asyncStdout());
    for (let n = 0; n < ${LINES}; n++) log.info({ n }, 'request');
    ${ending}
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.resume();
  return new Promise((resolve) => {
    child.once('close', (code) => {
      const lines = out
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { n?: number; msg?: string });
      resolve({ lines, code });
    });
  });
}

const numbered = (lines: { n?: number }[]) => lines.filter((l) => typeof l.n === 'number').map((l) => l.n);
const all = Array.from({ length: LINES }, (_, n) => n);

describe('log lines written in the background', () => {
  it('are all written, in order, when the process exits at once', async () => {
    const { lines, code } = await run(`log.info('stopped'); process.exit(0);`);
    expect(code).toBe(0);
    expect(numbered(lines)).toEqual(all);
    expect(lines.at(-1)?.msg).toBe('stopped');
  });

  it('are all written when the process crashes on an uncaught error', async () => {
    const { lines, code } = await run(`log.fatal('about to crash'); throw new Error('boom');`);
    expect(code).not.toBe(0);
    expect(numbered(lines)).toEqual(all);
    expect(lines.at(-1)?.msg).toBe('about to crash');
  });
});
