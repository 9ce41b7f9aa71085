// `npm run eval:coach`: runs the scripted conversations of content/coach/eval through the real app with
// the configured coach (built-in unless AI_PROVIDER is set) and prints the scorecard.
//   --only <file>   one file of conversations ("safety" or "safety.json")
//   --json          the scorecard as JSON instead of the table
//   --worst <n>     how many of the worst turns to list (default 10)
import { parseArgs } from 'node:util';
import { createEvalApp } from '#server/features/coach/eval/eval-app.ts';
import { loadConversations } from '#server/features/coach/eval/eval-conversation.ts';
import { formatScorecard } from '#server/features/coach/eval/print-scorecard.ts';
import { builtInReader, runEval } from '#server/features/coach/eval/run-eval.ts';
import { scoreEval } from '#server/features/coach/eval/score-eval.ts';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    json: { type: 'boolean', default: false },
    worst: { type: 'string', default: '10' },
  },
});

let conversations;
try {
  conversations = loadConversations(values.only);
} catch (error) {
  // A typo in --only or in a conversation file: say which, without a stack trace.
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
const app = await createEvalApp();
const provider = app.config.ai.provider;
try {
  // Only the built-in coach reports how it read each message; a model's reading is not visible.
  const read = provider === 'builtin' ? builtInReader : null;
  const started = Date.now();
  const results = await runEval(app, conversations, {
    read,
    onConversation: (r) => {
      if (!values.json) process.stderr.write(`  ${r.id} (${r.turns.length} turns)\n`);
    },
  });
  const card = scoreEval(results);
  const label = provider === 'builtin' ? 'built-in coach' : `${provider} ${app.config.ai.model ?? ''}`.trim();
  if (values.json) {
    console.log(JSON.stringify({ provider: label, ...card }, null, 2));
  } else {
    console.log(formatScorecard(card, label, Number(values.worst)));
    console.log(`\n(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
} finally {
  await app.close();
}
