// The built-in coach's words live in content/coach (topics, the four steps, the cheat sheet); this file
// loads them once and checks their shape. Placeholders: {quote} / {quote.} (the user's own words,
// the second with closing punctuation), {, name} (", Sarah" or nothing), {partner}, {phrase}.
import { z } from 'zod';
import { contentFilesIn, lazy, readContent } from './content-files.ts';
import { TOPIC_IDS, type TopicId } from './topic-ids.ts';

const text = z.string().min(1);
const texts = z.array(text).min(1);
/** A coach turn asks exactly one question, so questions end with "?" and nothing else may contain one. */
const question = z.string().regex(/^[^?]+\?$/, 'must be one question ending with "?"');
const statement = z.string().refine((s) => !s.replace(/\u201c[^\u201d]*\u201d/g, '').includes('?'), {
  message: 'must not ask a question (outside quoted phrases)',
});
const statements = z.array(statement).min(1);
const withQuote = z.array(statement.refine((s) => /\{quote\.?\}/.test(s), 'must contain {quote}')).min(1);

const topicSchema = z.object({
  id: z.enum(TOPIC_IDS),
  label: text,
  concern: z.string(),
  /**
   * Whether the "pattern is the enemy, not each other" framing fits. Not where one person may be
   * putting the other down or has broken trust: there it can sound like shared blame.
   */
  cycle: z.boolean().default(true),
  patterns: z.array(z.tuple([text, z.number().positive()])),
  underneath: statements.min(2),
  realign: statements.min(2),
  phrases: z.array(text).min(3),
  questions: z.object({
    recognize: z.array(question).min(1),
    realign: z.array(question).min(1),
    speak: z.array(question).min(1),
  }),
  reflection: question,
  prayer: statement,
});

export type TopicContent = z.output<typeof topicSchema> & { compiled: { re: RegExp; weight: number }[] };

const pauseSchema = z.object({
  openers: withQuote,
  plainOpeners: statements,
  bodies: statements.min(2),
  floodedBodies: statements.min(2),
  questions: z.array(question).min(2),
});
const recognizeSchema = z.object({
  openers: withQuote,
  plainOpeners: statements,
  patternLines: statements,
  /** Instead of the cycle framing, for topics where it does not fit (see `cycle`). */
  respectLines: statements,
  questions: z.array(question).min(1),
});
const realignSchema = z.object({
  openers: withQuote,
  plainOpeners: statements,
  verseLines: statements,
  questions: z.array(question).min(1),
});
const speakSchema = z.object({
  openers: withQuote,
  plainOpeners: statements,
  bridges: statements,
  phraseIntros: statements,
  cheatIntros: statements,
  questions: z.array(question).min(1),
});
const practiseSchema = z.object({
  openers: withQuote,
  celebrateOpeners: withQuote,
  plainOpeners: statements,
  bodies: statements.min(2),
  phraseIntros: statements,
  questions: z.array(question).min(2),
});
const repliesSchema = z.object({ ai: texts, thanks: texts, welcome: texts });
/** The careful reply (safety-caution.ts): it reflects, checks on safety and points to the helplines. */
const carefulSchema = z.object({
  openers: withQuote,
  plainOpeners: statements,
  bodies: statements.min(2),
  help: z
    .array(
      statement.refine((s) => s.includes('\u201cNeed help now?\u201d'), 'must point to "Need help now?"'),
    )
    .min(1),
  questions: z.array(question).min(2),
});
const cheatSheetSchema = z.object({
  title: text,
  phrases: z.array(z.object({ text, when: text })).length(10),
});

export type CheatSheet = z.output<typeof cheatSheetSchema>;

export const topicContent = lazy(() => {
  const byId = new Map<TopicId, TopicContent>();
  for (const file of contentFilesIn('topics')) {
    const topic = readContent(file, topicSchema);
    if (file !== `topics/${topic.id}.json`)
      throw new Error(`content/coach/${file}: id "${topic.id}" must match the name`);
    const compiled = topic.patterns.map(([source, weight]) => ({ re: new RegExp(source, 'i'), weight }));
    byId.set(topic.id, { ...topic, compiled });
  }
  const missing = TOPIC_IDS.filter((id) => !byId.has(id));
  if (missing.length > 0) throw new Error(`content/coach/topics: missing ${missing.join(', ')}`);
  // Iterated in TOPIC_IDS order, so ties between topics resolve the same way everywhere.
  return new Map(TOPIC_IDS.map((id) => [id, byId.get(id)!]));
});

export function topicById(id: TopicId): TopicContent {
  return topicContent().get(id)!;
}

export const stepContent = lazy(() => ({
  pause: readContent('steps/pause.json', pauseSchema),
  recognize: readContent('steps/recognize.json', recognizeSchema),
  realign: readContent('steps/realign.json', realignSchema),
  speak: readContent('steps/speak.json', speakSchema),
  practise: readContent('steps/practise.json', practiseSchema),
}));

export const replyContent = lazy(() => readContent('replies.json', repliesSchema));

export const carefulContent = lazy(() => readContent('careful.json', carefulSchema));

export const cheatSheet = lazy((): CheatSheet => readContent('cheat-sheet.json', cheatSheetSchema));
