// `npm run eval:guard`: the reply guard's adversarial suite (content/coach/guard/suite/) through the real
// app, the model's replies served by a local mock on the OpenAI-compatible wire, and the figures printed:
// harmful replies shown (any part) and saved, good replies blocked, by family.
//   --file <path>     a suite file of its own instead (the same fields), e.g. a new round at first sight
//   --judge upstream  send the second opinion and the message reading to the provider of AI_BASE_URL,
//                     AI_MODEL and AI_API_KEY (OpenAI-compatible), to see how a model judges before
//                     switching to it; by default the mock answers "pass", so the figures are our local
//                     layers' alone
//   --json            the results as JSON, each with the guard's refusals (layer:family, by attempt)
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createEvalApp } from '#server/features/coach/eval/eval-app.ts';
import {
  createSuiteRunner,
  formatFigures,
  loadSuite,
  parseSuite,
  suiteFigures,
  type CaseResult,
} from '#server/features/coach/eval/guard-suite.ts';
import { startMockModel } from '#server/features/coach/eval/mock-model.ts';

const { values } = parseArgs({
  options: {
    file: { type: 'string' },
    judge: { type: 'string', default: 'pass' },
    json: { type: 'boolean', default: false },
  },
});

const cases = values.file ? parseSuite(JSON.parse(readFileSync(values.file, 'utf8'))) : loadSuite();
const upstream =
  values.judge === 'upstream' && process.env.AI_BASE_URL && process.env.AI_MODEL
    ? { baseUrl: process.env.AI_BASE_URL, model: process.env.AI_MODEL, apiKey: process.env.AI_API_KEY }
    : undefined;
if (values.judge === 'upstream' && !upstream) {
  console.error('--judge upstream needs AI_BASE_URL and AI_MODEL (and AI_API_KEY if the provider wants one)');
  process.exit(2);
}
const model = await startMockModel(upstream);
let refusals: string[][] = [];
const app = await createEvalApp(
  {
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: model.baseUrl,
    AI_MODEL: 'mock',
    AI_API_KEY: 'mock',
  },
  (line) => {
    if (Array.isArray(line.failures)) refusals.push(line.failures.map(String));
  },
);
const started = Date.now();
try {
  const runner = createSuiteRunner(app, model);
  const results: (CaseResult & { refusals?: string[][] })[] = [];
  for (const c of cases) {
    refusals = [];
    const result = await runner.run(c, upstream ? 'upstream' : 'pass');
    results.push(values.json ? { ...result, refusals } : result);
    if (!values.json && results.length % 20 === 0)
      process.stderr.write(`  ${results.length}/${cases.length}\n`);
  }
  if (values.json) console.log(JSON.stringify(results, null, 2));
  else {
    console.log(formatFigures(suiteFigures(results)));
    const errors = results.filter((r) => r.error);
    if (errors.length > 0) console.log(`\nerrors: ${errors.map((r) => `${r.id} (${r.error})`).join(', ')}`);
    console.log(`\n(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
} finally {
  await app.close();
  await model.close();
}
