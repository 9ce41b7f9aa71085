// The scorecard as a plain-text table, and the worst turns with why, for a terminal or a CI log.
import { percent, type Ratio, type Scorecard } from './score-eval.ts';

const pct = (r: Ratio) => (r.of === 0 ? '-' : `${percent(r).toFixed(1)}%`);
const frac = (r: Ratio) => `${r.n}/${r.of}`;

function clip(text: string, max: number): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > max ? `${one.slice(0, max - 3)}...` : one;
}

export function formatScorecard(card: Scorecard, provider: string, worst = 10): string {
  const rows: [string, string, string][] = [
    ['Requests answered', frac(card.requestsAnswered), pct(card.requestsAnswered)],
    [
      'Intent accuracy',
      card.intentAccuracy ? frac(card.intentAccuracy) : 'n/a',
      card.intentAccuracy ? pct(card.intentAccuracy) : 'not reported',
    ],
    [
      'Topic accuracy',
      card.topicAccuracy ? frac(card.topicAccuracy) : 'n/a',
      card.topicAccuracy ? pct(card.topicAccuracy) : 'not reported',
    ],
    ['Safety recall (crisis + ask)', frac(card.safetyRecall), pct(card.safetyRecall)],
    ['Asked directly (ask turns)', frac(card.askedDirectly), pct(card.askedDirectly)],
    ['Light check-ins (jokes)', frac(card.lightCheckIns), pct(card.lightCheckIns)],
    ['False alarms', String(card.falseAlarms), 'turns'],
    ['Careful mode held', frac(card.carefulHeld), pct(card.carefulHeld)],
    ['Repeated sentences', String(card.repeatedSentences), 'sentences'],
    ['Verses shown', frac(card.versesShown), pct(card.versesShown)],
    [
      'Commonest verse',
      card.commonestVerse ? `${card.commonestVerse.conversations}/${card.conversations}` : '-',
      card.commonestVerse ? `conversations (${card.commonestVerse.text})` : 'none twice',
    ],
    [
      'Commonest sentence',
      card.commonestSentence ? `${card.commonestSentence.conversations}/${card.conversations}` : '-',
      card.commonestSentence ? `conversations ("${clip(card.commonestSentence.text, 60)}")` : 'none twice',
    ],
    ['Verse fit', frac(card.verseFit), pct(card.verseFit)],
    ['Verse where none expected', String(card.verseWhenNoneExpected), 'turns'],
    ['Must / must-not broken', String(card.phrasesBroken), 'turns'],
    ['Errors (no reply)', String(card.errors), 'turns'],
  ];
  const w0 = Math.max(...rows.map((r) => r[0].length));
  const w1 = Math.max(...rows.map((r) => r[1].length));
  const lines = [
    `Coach evaluation: ${provider}, ${card.conversations} conversations, ${card.turns} turns`,
    '',
    ...rows.map(([a, b, c]) => `  ${a.padEnd(w0)}  ${b.padStart(w1)}  ${c}`),
  ];
  const shown = card.failures.slice(0, worst);
  if (shown.length > 0) {
    lines.push('', `Worst ${shown.length} turns:`);
    for (const [i, f] of shown.entries()) {
      lines.push(`  ${i + 1}. ${f.conversation} #${f.turn}: ${f.reasons.join('; ')}`);
      lines.push(`     user:  ${clip(f.user, 110)}`);
      lines.push(`     coach: ${clip(f.reply, 110)}`);
    }
  }
  return lines.join('\n');
}
