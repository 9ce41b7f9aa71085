// `npm run validate` (= `npm test`): the checks that do not depend on each other run at once (type
// check, lint, format), each one's output kept and printed whole when it ends; then the tests, one
// stage after another. Exits non-zero when a step failed; a failed stage stops the stages after it.
import { spawn } from 'node:child_process';

interface Step {
  name: string;
  /** An npm script. */
  script: string;
}

const STAGES: Step[][] = [
  // The route types first: the type-aware lint reads them too.
  [{ name: 'route types', script: 'typegen' }],
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
    { name: 'format', script: 'format:check' },
  ],
  [{ name: 'Vitest (every project)', script: 'test:vitest' }],
  [{ name: 'browser tests', script: 'test:e2e' }],
];

// Under npm, npm_execpath is npm's own CLI script: run it with this Node, as npm itself does.
const npm = process.env.npm_execpath;

function run(step: Step, buffered: boolean): Promise<boolean> {
  const started = Date.now();
  const args = ['run', '--silent', step.script];
  const child = npm
    ? spawn(process.execPath, [npm, ...args], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    : spawn('npm', args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.once('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (buffered) process.stdout.write(`\n── ${step.name} (npm run ${step.script}) ──\n${output}`);
      console.log(
        `${code === 0 ? '✓' : '✗'} ${step.name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`,
      );
      resolve(code === 0);
    });
  });
}

const failed: string[] = [];
for (const stage of STAGES) {
  const parallel = stage.length > 1;
  if (parallel) console.log(`\nRunning ${stage.map((s) => s.name).join(', ')} in parallel...`);
  const results = await Promise.all(stage.map((step) => run(step, parallel)));
  stage.forEach((step, i) => {
    if (!results[i]) failed.push(step.name);
  });
  if (failed.length > 0) break;
}

if (failed.length > 0) {
  console.error(`\nvalidate failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\nvalidate: every step passed');
