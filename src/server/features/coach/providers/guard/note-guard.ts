// Memory that cannot be turned against the person. Every note the model proposes is read by the input
// risk check (the trained risk model) and the reply guard's phrase rules before it is kept: a note that
// speaks of danger is not kept, and instead switches careful mode on (the caller adds the safety note,
// the account's existing mechanism). Goals to obey, submit or "not provoke", plans to hide things from
// the partner are refused (content/coach/guard/note-refusals.txt); a third-person account of violence
// (note-danger.txt) counts as danger, whatever tense or person the risk model reads in it.
import { readFileSync } from 'node:fs';
import type { MemoryNoteInput } from '#server/ports/coach.ts';
import { lazy } from '#server/features/coach/content-files.ts';
import { assessMessage, CAUTION_AT } from '#server/features/coach/safety/safety.ts';
import { clausesOf, phraseHitsIn } from './phrase-rules.ts';

const GUARD_DIR = new URL('../../../../../../content/coach/guard/', import.meta.url);

function phraseFile(name: string): string[][] {
  const phrases = readFileSync(new URL(name, GUARD_DIR), 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim().toLowerCase())
    .filter(Boolean)
    .map((line) => line.split(/\s+/));
  if (phrases.length < 10) throw new Error(`content/coach/guard/${name}: too few phrases`);
  return phrases;
}

const refusals = lazy(() => phraseFile('note-refusals.txt'));
const violence = lazy(() => phraseFile('note-danger.txt'));

function says(words: readonly string[], phrase: readonly string[]): boolean {
  outer: for (let i = 0; i + phrase.length <= words.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (words[i + j] !== phrase[j]) continue outer;
    return true;
  }
  return false;
}

export type NoteJudgement = 'keep' | 'refuse' | 'danger';

export function judgeNote(text: string): NoteJudgement {
  const assessment = assessMessage(text);
  if (assessment.level === 'crisis' || assessment.level === 'ask' || (assessment.risk ?? 0) >= CAUTION_AT)
    return 'danger';
  const words = clausesOf(text).flat();
  if (violence().some((phrase) => says(words, phrase))) return 'danger';
  if (refusals().some((phrase) => says(words, phrase))) return 'refuse';
  // Whatever a reply may not say, a note may not keep either (careful families included).
  if (phraseHitsIn(text).length > 0) return 'refuse';
  return 'keep';
}

export interface GuardedNotes {
  kept: MemoryNoteInput[];
  /** Some note spoke of danger: careful mode goes on. */
  danger: boolean;
  refused: number;
}

export function guardNotes(notes: readonly MemoryNoteInput[]): GuardedNotes {
  const kept: MemoryNoteInput[] = [];
  let danger = false;
  let refused = 0;
  for (const note of notes) {
    // Only the chat makes safety notes; a model's is never taken as one.
    if (note.kind === 'safety') {
      refused++;
      continue;
    }
    const judgement = judgeNote(note.text);
    if (judgement === 'keep') kept.push(note);
    else {
      refused++;
      if (judgement === 'danger') danger = true;
    }
  }
  return { kept, danger, refused };
}
