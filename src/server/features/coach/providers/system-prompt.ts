// The instructions an AI provider coaches by (content/coach/prompt/system-prompt.json): the method, the
// tone, the boundaries, safety first, what stays private, careful mode (which outranks the rest), and
// the structured ending the provider strips and reads (meta-stream.ts). The chat's safety state and the
// user's notes (labelled by where they came from) are the only facts about this person it is given:
// guesses of the built-in coach (its step, its topic) are left out, so the model follows the person.
import { z } from 'zod';
import { LINES } from '#shared/helplines.ts';
import { lazy, readContent } from '#server/features/coach/content-files.ts';
import type { ChatSafety, CoachNote, SafetyCategory } from '#server/ports/coach.ts';

export interface PromptContext {
  userName: string | null;
  /** The user's journey notes (premium plans only; empty otherwise). */
  memory: CoachNote[];
  /** The chat's safety state (with a safety note from an earlier chat already taken into account). */
  safety: ChatSafety;
}

const promptFile = z.strictObject({
  about: z.string().min(1),
  method: z.array(z.string()).min(10),
  private: z.array(z.string().min(1)).min(5),
  careful: z.array(z.string().min(1)).min(3),
  ending: z.array(z.string().min(1)).min(3),
  carefulSince: z.strictObject({ 'this-chat': z.string().min(10), 'earlier-chat': z.string().min(10) }),
});

const NUMBERS: Record<string, string> = Object.fromEntries(
  Object.entries(LINES).map(([key, line]): [string, string] => [key, line.number]),
);

/** Fills `{name}` with a helpline's number (or one of `values`); an unknown name fails loudly. */
function fill(text: string, values: Record<string, string> = {}): string {
  return text.replace(/\{([a-zA-Z]+)\}/g, (_, name: string) => {
    const value = values[name] ?? NUMBERS[name];
    if (value === undefined) throw new Error(`content/coach/prompt/system-prompt.json: unknown {${name}}`);
    return value;
  });
}

const prompt = lazy(() => {
  const file = readContent('prompt/system-prompt.json', promptFile);
  return {
    method: fill(file.method.join('\n')),
    private: fill(file.private.join('\n')),
    careful: file.careful,
    ending: fill(file.ending.join('\n')),
    carefulSince: file.carefulSince,
  };
});

const DISCLOSED: Record<SafetyCategory, string> = {
  physical_abuse: 'physical abuse',
  sexual_abuse: 'sexual abuse',
  threats: 'threats',
  coercive_control: 'coercive control',
  strangulation: 'strangulation',
  self_harm: 'thoughts of suicide or self-harm',
  child_at_risk: 'a child at risk',
};

function listed(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;
}

/** The careful-mode block: what was disclosed (its kind, never its words) and how to answer from now on. */
function carefulBlock(safety: ChatSafety): string {
  const what =
    safety.categories.length > 0
      ? listed(safety.categories.map((category) => DISCLOSED[category]))
      : 'abuse, coercive control or thoughts of self-harm';
  const { careful, carefulSince } = prompt();
  const when = fill(carefulSince[safety.since === 'earlier-chat' ? 'earlier-chat' : 'this-chat'], { what });
  return careful.map((line) => fill(line, { when })).join('\n');
}

function noteLines(notes: CoachNote[]): string[] {
  return notes.map((note) => `  - ${note.text.replace(/\s+/g, ' ').slice(0, 200)}`);
}

export function buildSystemPrompt(context: PromptContext): string {
  const person = [
    'THIS CONVERSATION',
    `- Their name: ${context.userName ?? 'not known yet (do not guess)'}.`,
  ];
  // A safety note says only that something was disclosed: it shapes the careful block, never a line here.
  const notes = context.memory.filter((note) => note.kind !== 'safety');
  const here = notes.filter((note) => note.thisChat);
  const before = notes.filter((note) => !note.thisChat);
  if (before.length > 0) {
    person.push(
      '- Notes from their earlier conversations with you (use them gently and naturally; do not recite them; if they planned something, ask how it went):',
      ...noteLines(before),
    );
  }
  if (here.length > 0) {
    person.push('- Notes from this conversation so far:', ...noteLines(here));
  }
  const { method, ending } = prompt();
  const blocks = [method, prompt().private, person.join('\n')];
  if (context.safety.careful) blocks.push(carefulBlock(context.safety));
  return [...blocks, ending].join('\n\n');
}
