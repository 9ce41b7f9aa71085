// The scripted conversations of the coach evaluation (content/coach/eval/*.json): each user turn carries
// what a good coach must do with it. Expectations describe the behaviour (answer the request, stay
// careful, show a fitting verse or none), never a reply's wording, so any coach can be measured by them.
import { z } from 'zod';
import { MEMORY_KINDS, type MemoryKind } from '#server/ports/coach.ts';
import { INTENTS } from '../understanding/reading.ts';
import { contentFilesIn, readContent } from '../content-files.ts';
import { TOPIC_IDS } from '../topic-ids.ts';

/** What a direct request must get in the reply's first sentences (see detect-answer.ts). */
export const ANSWER_KINDS = [
  'words',
  'start',
  'prayer',
  'verse',
  'named-verse',
  'helpline',
  'fault-no',
  'bot',
  'decline',
  'privacy',
  'returning',
] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

/** Kinds of verse a turn must not get (see verse-fit.ts). */
export const VERSE_THEMES = ['forgiveness', 'submission', 'divorce', 'peacemaking', 'anger'] as const;
export type VerseTheme = (typeof VERSE_THEMES)[number];

const REFERENCE = /^(?:[1-3] )?[A-Z][A-Za-z]+(?: of [A-Z][a-z]+)? \d+:\d+(?:-\d+)?$/;

const expectSchema = z
  .object({
    answer: z.enum(ANSWER_KINDS).nullable().default(null),
    intent: z.enum(INTENTS),
    /** null: the turn is about nothing in particular, or about several things; not scored. */
    topic: z.enum(TOPIC_IDS).nullable().default(null),
    safety: z.enum(['crisis', 'ask', 'light', 'none']).default('none'),
    /** Omitted: careful from the first crisis turn of the conversation (or a remembered disclosure) on. */
    careful: z.boolean().optional(),
    /** "none", "any", or the reference the card must cover; omitted: either is fine. */
    verse: z.union([z.enum(['none', 'any']), z.string().regex(REFERENCE)]).optional(),
    /** false: the person says they are not angry, so an anger verse misreads them. */
    angry: z.boolean().optional(),
    /** Verse kinds this turn must not get, besides those careful mode and betrayal already rule out. */
    verseAvoid: z.array(z.enum(VERSE_THEMES)).default([]),
    /**
     * For a verse asked for on a theme ("a verse about patience"): word stems the verse's text must show
     * one of ("patien", "wait", "slow to"); empty: any theme is fine.
     */
    verseAbout: z.array(z.string().min(3)).default([]),
    /** Phrases the reply must not contain (case-insensitive; unless negated in their sentence). */
    mustNot: z.array(z.string().min(3)).default([]),
    /** Each entry must appear in the reply; "a|b" accepts either. Keep these to facts, not wording. */
    must: z.array(z.string().min(2)).default([]),
  })
  .strict();

const turnSchema = z.object({ user: z.string().min(1).max(2000), expect: expectSchema }).strict();

const memoryKinds = MEMORY_KINDS as readonly [MemoryKind, ...MemoryKind[]];

export const conversationSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** Who is talking, for the reader: "wife, 34, UK, married 9 years". */
    person: z.string().min(3),
    /** What the conversation tests. */
    about: z.string().min(3),
    /** The name the coach already knows (seeded as a name note). */
    userName: z.string().min(1).optional(),
    /** Notes from an earlier chat, seeded before this one starts (a returning user). */
    memory: z.array(z.object({ kind: z.enum(memoryKinds), text: z.string().min(3) }).strict()).default([]),
    turns: z.array(turnSchema).min(5).max(10),
  })
  .strict();

export const evalFileSchema = z.object({ conversations: z.array(conversationSchema).min(1) }).strict();

export type EvalConversation = z.output<typeof conversationSchema>;
export type EvalTurn = z.output<typeof turnSchema>;
export type TurnExpectation = z.output<typeof expectSchema>;

export interface LoadedConversation extends EvalConversation {
  /** The file it came from, e.g. "eval/safety.json". */
  file: string;
}

/** Every conversation of content/coach/eval, or those of one file (`only`: "safety" or "safety.json"). */
export function loadConversations(only?: string): LoadedConversation[] {
  const wanted = only ? only.replace(/^.*\//, '').replace(/\.json$/, '') : null;
  const files = contentFilesIn('eval').filter(
    (file) => !wanted || file.replace(/^eval\//, '').replace(/\.json$/, '') === wanted,
  );
  if (wanted && files.length === 0) throw new Error(`No eval file named ${only} in content/coach/eval`);
  const all = files.flatMap((file) =>
    readContent(file, evalFileSchema).conversations.map((c) => ({ ...c, file })),
  );
  const seen = new Set<string>();
  for (const c of all) {
    if (seen.has(c.id)) throw new Error(`content/coach/eval: conversation id "${c.id}" is used twice`);
    seen.add(c.id);
  }
  return all;
}

/**
 * Whether each turn must be careful: as declared, else from the first crisis turn on (or from the
 * start when an earlier chat's disclosure is remembered).
 */
export function carefulTurns(conversation: EvalConversation): boolean[] {
  let careful = conversation.memory.some((note) => note.kind === 'safety');
  return conversation.turns.map((turn) => {
    if (turn.expect.safety === 'crisis') careful = true;
    return turn.expect.careful ?? careful;
  });
}
