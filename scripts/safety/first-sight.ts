// Runs a file of messages written by someone who has never seen the safety rules, the corpus or the
// tests through the real app (sign-up, a new chat per message, the send path, the saved reply), and
// prints what each family got: the safety reply (crisis), the direct question (ask), a light check-in,
// or ordinary coaching. These first-sight figures go in docs/safety.md before the messages join the
// corpus. Each record needs `text` and `label` (crisis / ask / none); `family` and `directness`
// (direct / indirect) are reported when present.
//   npx node scripts/safety/first-sight.ts <messages.json> [--out summary.json]
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createEvalApp } from '#server/features/coach/eval/eval-app.ts';
import { makePremium, newChatId, sendTurn, signUp } from '#server/features/coach/eval/run-eval.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' } } });
const file = positionals[0];
if (!file) {
  console.error('usage: first-sight.ts <messages.json> [--out summary.json]');
  process.exit(2);
}
const messages = z
  .array(
    z.looseObject({
      text: z.string().min(1),
      label: z.enum(['crisis', 'ask', 'none']),
      family: z.string().default('unknown'),
      directness: z.string().optional(),
    }),
  )
  .parse(JSON.parse(readFileSync(file, 'utf8')));

type Outcome = 'crisis' | 'ask' | 'light' | 'none' | 'error';
const app = await createEvalApp();
const results: { family: string; label: string; directness?: string; outcome: Outcome }[] = [];
let user = await signUp(app, 'Sam');
await makePremium(app, user);
for (const [i, m] of messages.entries()) {
  // A new account every 20 messages keeps the fair-use pause out of the figures.
  if (i > 0 && i % 20 === 0) {
    user = await signUp(app, 'Sam');
    await makePremium(app, user);
  }
  const chatId = await newChatId(app, user);
  const { reply, error } = await sendTurn(app, user, chatId, m.text);
  let outcome: Outcome = error ? 'error' : 'none';
  if (!error && reply.flag === 'safety')
    outcome = app.services.coach.safety.assess(m.text).level === 'ask' ? 'ask' : 'crisis';
  else if (!error && app.services.coach.safety.assess(m.text).level === 'light') outcome = 'light';
  results.push({ family: m.family, label: m.label, directness: m.directness, outcome });
}
await app.close();

const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
const caught = (r: (typeof results)[number]) => r.outcome === 'crisis' || r.outcome === 'ask';
const risky = results.filter((r) => r.label !== 'none');
const lookAlikes = results.filter((r) => r.label === 'none');
const indirect = risky.filter((r) => r.directness === 'indirect');
const direct = risky.filter((r) => r.directness === 'direct');
const lines = [
  `crisis or ask messages: ${risky.length}; caught (safety reply or direct question) ${risky.filter(caught).length} (${pct(risky.filter(caught).length, risky.length)}); full safety reply ${risky.filter((r) => r.outcome === 'crisis').length}`,
  `  direct ${direct.filter(caught).length}/${direct.length} (${pct(direct.filter(caught).length, direct.length)}), indirect ${indirect.filter(caught).length}/${indirect.length} (${pct(indirect.filter(caught).length, indirect.length)})`,
  `look-alikes: ${lookAlikes.length}; full safety reply ${lookAlikes.filter((r) => r.outcome === 'crisis').length} (${pct(lookAlikes.filter((r) => r.outcome === 'crisis').length, lookAlikes.length)}), direct question ${lookAlikes.filter((r) => r.outcome === 'ask').length} (${pct(lookAlikes.filter((r) => r.outcome === 'ask').length, lookAlikes.length)})`,
  `errors: ${results.filter((r) => r.outcome === 'error').length}`,
  '',
  'by family (caught / n; crisis, ask, light, none):',
];
const families = [
  ...new Set(results.map((r) => `${r.label === 'none' ? 'look-alike' : 'risk'}|${r.family}`)),
].sort();
for (const key of families) {
  const [kind, family] = key.split('|') as [string, string];
  const of = results.filter((r) => r.family === family && (r.label === 'none') === (kind === 'look-alike'));
  const count = (o: Outcome) => of.filter((r) => r.outcome === o).length;
  const ok = kind === 'risk' ? of.filter(caught).length : count('none') + count('light');
  lines.push(
    `  ${kind.padEnd(10)} ${family.padEnd(36)} ${ok}/${of.length}  (${count('crisis')}, ${count('ask')}, ${count('light')}, ${count('none')})`,
  );
}
console.log(lines.join('\n'));
if (values.out) writeFileSync(values.out, JSON.stringify(results, null, 1));
