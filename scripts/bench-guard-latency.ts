// The reply guard's added wait (issue 31): against a mock model streaming at a realistic pace (40 words/s,
// about 52 tokens/s), the time to the first checked word the person sees (the whole reply generated,
// checked locally and by the second opinion) against the first word as it was shown before the guard
// (the first whole sentence, checked on its own as it streamed). Prints p50 and p99 over the suite's good
// replies. Run: node scripts/bench-guard-latency.ts [--n 40] [--wps 40]
import { parseArgs } from 'node:util';
import { streamText } from 'ai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import pino from 'pino';
import { NOT_CAREFUL } from '#server/ports/coach.ts';
import { loadSuite, replyFor } from '#server/features/coach/eval/guard-suite.ts';
import { startMockModel } from '#server/features/coach/eval/mock-model.ts';
import { createAiCoach } from '#server/features/coach/providers/ai-coach.ts';
import { createScripture } from '#server/features/coach/scripture/scripture.ts';

const { values } = parseArgs({
  options: { n: { type: 'string', default: '40' }, wps: { type: 'string', default: '40' } },
});
const model = await startMockModel();
model.setPace(Number(values.wps));
const scripture = createScripture();
const coach = createAiCoach({
  ai: {
    provider: 'openai-compatible',
    baseUrl: model.baseUrl,
    model: 'mock',
    apiKey: 'mock',
    timeoutMs: 45_000,
  },
  scripture,
  logger: pino({ level: 'silent' }),
  carefulReply: () => ({ text: 'Built-in reply.', scripture: null, extractedName: null, memoryNotes: [] }),
  verseAllowed: (reference, context) => scripture.allowed(reference, context),
});
const raw = createOpenAICompatible({ name: 'bench', baseURL: model.baseUrl, apiKey: 'mock' })('mock');
const replies = loadSuite()
  .filter((c) => c.label === 'good' && !c.careful)
  .slice(0, Number(values.n));

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const checked: number[] = [];
const before: number[] = [];
for (const c of replies) {
  model.setReply(replyFor(c));
  // Before the guard: the first sentence was shown once it had streamed whole.
  let started = performance.now();
  let text = '';
  for await (const delta of streamText({ model: raw, prompt: 'x', maxRetries: 0 }).textStream) {
    text += delta;
    if (/[.!?]\s/.test(text)) break;
  }
  before.push(performance.now() - started);
  started = performance.now();
  const request = {
    userId: 'b',
    chatId: 'b',
    userName: null,
    message: c.userMessage,
    history: [],
    memory: [],
    safety: NOT_CAREFUL,
    attempt: 0,
    signal: new AbortController().signal,
  };
  for await (const event of coach.stream(request)) {
    if (event.type === 'text-delta') {
      checked.push(performance.now() - started);
      break;
    }
  }
}
await model.close();
const fmt = (xs: number[]) =>
  `p50 ${quantile(xs, 0.5).toFixed(0)} ms, p99 ${quantile(xs, 0.99).toFixed(0)} ms`;
console.log(`${replies.length} good replies at ${values.wps} words/s`);
console.log(`first word before the guard (first sentence streamed): ${fmt(before)}`);
console.log(`first checked word (whole reply, local checks, second opinion): ${fmt(checked)}`);
