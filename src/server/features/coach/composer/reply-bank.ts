// The built-in coach's reply bank (content/coach/bank/*.json): every sentence the coach can say, written
// for one moment (an intent, a step, a topic, a state), loaded once and checked for shape. The composer
// (composer/) picks one variant per slot, fills the placeholders and never says a sentence twice in a chat.
//
// Placeholders: {name} (the user's name, or nothing: only inside "{, name}" or "{name, }"), {, name}
// (", Sarah" or nothing), {Name, } ("Sarah, " or nothing, at a sentence start), {partner} ("Mark", "your
// husband", "your partner"), {Partner} (the same, capitalised, at a sentence start), {myPartner} and
// {MyPartner} ("Mark", "my husband", "my partner": in a prayer, which the person prays), {they} {them}
// {their} {They} {Their} (the partner's pronouns: he/him/his, she/her/her, or they/them/their),
// {topic} (the topic's label, e.g. "money"), {plan} (what they planned last time, e.g. "talk with Mark
// after church on Sunday"), {reference} (a verse reference, e.g. "Colossians 3:13").
import { z } from 'zod';
import { contentFilesIn, lazy, readContent } from '../content-files.ts';
import { TOPIC_IDS, type TopicId } from '../topic-ids.ts';

/** A reply asks exactly one question, at its end: so only `questions` slots may contain "?". */
const question = z.string().regex(/^[^?]+\?["\u201d]?$/, 'must be one question ending with "?"');
const statement = z.string().refine((s) => !s.replace(/\u201c[^\u201c\u201d]*\u201d/g, '').includes('?'), {
  message: 'must not ask a question (outside quoted words)',
});
/** Words the user could say, without the quotation marks (the composer adds them). */
const spoken = z
  .string()
  .min(8)
  .refine((s) => !/^[\u201c"]/.test(s), 'is quoted by the composer: write it without quotation marks');

const statements = (min = 1) => z.array(statement).min(min);
const questions = (min = 1) => z.array(question).min(min);

/** Variants for any topic, plus variants written for particular topics (used first when present). */
const byTopic = <T extends z.ZodType>(item: T, min = 1) =>
  z.object({
    any: z.array(item).min(min),
    topics: z.partialRecord(z.enum(TOPIC_IDS), z.array(item).min(1)).default({}),
  });

const stepsSchema = z.object({
  /** Flooded: stop the escalation. Only ever used when the person is flooded right now. */
  pause: z.object({
    body: statements(4),
    questions: questions(4),
  }),
  /** Name what is underneath: the feeling under the feeling, the need, the pattern. */
  recognize: z.object({
    body: byTopic(statement, 4),
    /** The pursue-withdraw cycle framing; not for topics where one person wronged the other. */
    pattern: statements(3),
    questions: byTopic(question, 4),
  }),
  /** Bring it before God: what love asks, what is theirs to change and what is not. */
  realign: z.object({
    body: byTopic(statement, 4),
    questions: byTopic(question, 4),
  }),
  /** Speak with clarity: a gentle start, "I" language, one request. */
  speak: z.object({
    body: statements(4),
    /** Introduces words to say: "You might say: {words}" ({words} is the quoted phrase). */
    intros: statements(4),
    words: byTopic(spoken, 4),
    questions: questions(4),
  }),
  /** They told how a talk went: notice what went well, learn from what did not. */
  review: z.object({
    good: statements(4),
    bad: statements(4),
    mixed: statements(3),
    questionsGood: questions(3),
    questionsBad: questions(3),
    questionsMixed: questions(3),
    /** "We didn't get to it": no guilt, what got in the way, another time. */
    notDone: statements(3),
    questionsNotDone: questions(3),
  }),
  /** They made a plan: affirm it, one practical tip, and ask to hear how it goes. */
  plan: z.object({
    affirm: statements(4),
    tips: statements(4),
    questions: questions(3),
  }),
});

/** Answers to direct requests: given first, in the first sentences, then one coaching question. */
const answersSchema = z.object({
  ask_words: z.object({
    lead: statements(4),
    words: byTopic(spoken, 4),
    after: statements(3),
    questions: questions(3),
  }),
  ask_start: z.object({
    lead: statements(4),
    /** How to open: timing, a soft start, one thing at a time. */
    how: statements(4),
    openers: byTopic(spoken, 3),
    questions: questions(3),
  }),
  ask_advice: z.object({
    lead: statements(3),
    body: byTopic(statement, 3),
    questions: questions(3),
  }),
  ask_prayer: z.object({
    lead: statements(3),
    /** A whole prayer, several sentences, ending with "Amen." */
    prayers: byTopic(z.string().regex(/Amen\.$/, 'must end with "Amen."'), 3),
    after: statements(2),
    questions: questions(2),
  }),
  /** A verse on a theme: the verse itself is shown as a card under the reply. */
  ask_verse: z.object({
    lead: statements(3),
    after: statements(3),
    questions: questions(2),
  }),
  /** A verse they named: {reference} is shown as a card. */
  name_verse: z.object({
    lead: statements(3),
    after: statements(3),
    questions: questions(2),
  }),
  /** "Is it my fault?" outside careful mode: honest, kind, no blame. */
  ask_fault: z.object({
    /** A clear "no" where someone else's choice is the cause (betrayal, pornography, put-downs). */
    lead: byTopic(statement, 3),
    body: byTopic(statement, 3),
    questions: questions(2),
  }),
  /** What a helpline or counsellor does, outside careful mode. */
  ask_help: z.object({
    lead: statements(3),
    body: statements(3),
    questions: questions(2),
  }),
  ask_bot: z.object({ body: statements(3), questions: questions(3) }),
  off_topic: z.object({ body: statements(3), questions: questions(3) }),
  /** Thanks, amen, goodbye: warmth, no verse, no homework. */
  thanks: z.object({ body: statements(5), closing: statements(4) }),
  /** A first hello with nothing else yet. */
  greet: z.object({ body: statements(3), questions: questions(3) }),
  /** A returning person; `withPlan` lines mention {plan}. */
  return: z.object({
    welcome: statements(4),
    withPlan: statements(3),
    questions: questions(3),
    questionsWithPlan: questions(3),
  }),
  /** "ok", "yes": move on gently, offering a choice. */
  ack: z.object({ body: statements(4), questions: questions(3) }),
  /** "idk": make it easier to answer. */
  unsure: z.object({ body: statements(4), questions: questions(4) }),
});

/** A short reflection of what they said, in the coach's own words (never quoting them back). */
const reflectSchema = z.object({
  states: z.object({
    flooded: statements(4),
    hurting: statements(4),
    hopeless: statements(4),
    hopeful: statements(4),
    calm: statements(4),
  }),
  vent: statements(4),
  /** A line showing the coach understood the subject ("Money fights are rarely only about money."). */
  topics: z.partialRecord(z.enum(TOPIC_IDS), statements(2)),
  /** When they say there is no fighting: distance, not conflict. */
  noConflict: statements(3),
  /** When anger is named as absent ("more dreading it than angry"). */
  notAngry: statements(3),
  /** After "i don't need fixing i need to vent": listening, with no advice, steps or words to say. */
  listen: z.object({ body: statements(8), questions: questions(8) }),
  /**
   * The coach's word that a refusal is heard, said once. It is also how the chat remembers the refusal
   * past the history the coach sees (composer/refusals.ts), so each line is said nowhere else.
   * `thatVerse` names the verse turned down ({reference}).
   */
  refused: z.object({
    advice: statements(3),
    verses: statements(3),
    thatVerse: statements(3).refine((lines) => lines.every((l) => l.includes('{reference}')), {
      message: 'each line names the verse: {reference}',
    }),
  }),
});

/**
 * After a disclosure of abuse, coercive control or self-harm, for the rest of the conversation: no
 * coaching to reconcile, forgive, submit, stay, confront or try harder; answers to safety questions.
 */
const carefulSchema = z.object({
  acknowledge: statements(5),
  /** Their safety first; they are not alone; decisions stay theirs. */
  support: statements(5),
  answers: z.object({
    helpline: statements(3),
    fault: statements(3),
    privacy: statements(3),
    'scripture-pressure': statements(3),
    leave: statements(3),
    police: statements(3),
    /** "What would I even say if I rang?": a sentence that is enough. */
    'what-to-say': statements(3),
    /** "What do I do if he kicks off?": a short safety plan. */
    'safety-plan': statements(3),
    /** "Will they make me leave?": no, decisions stay theirs. */
    'make-me-leave': statements(3),
    /** "Our pastor said to submit more": Ephesians 5:21, never accepting harm, another trusted pastor. */
    'pastor-submit': statements(3),
  }),
  /** Where to find help (must mention the "Need help now?" link or the numbers). */
  help: statements(3),
  questions: questions(5),
  /** A returning person with a safety note: gentle, no reminder of what was said. */
  returning: statements(3),
  /** After a disclosure of thoughts of self-harm alone: the lines for that, not the abuse helplines. */
  helpSelf: statements(3),
  supportSelf: statements(3),
  /** A prayer on request: refuge, safety and help, never staying, submitting or forgiving. */
  prayers: z.array(z.string().regex(/Amen\.$/, 'must end with "Amen."')).min(3),
});

/** Violent words said in jest ("i could kill him 😂"): a light, human check, then the coaching goes on. */
const lightSchema = z.object({ checkIn: statements(4) });

const bankSchemas = {
  'bank/steps.json': stepsSchema,
  'bank/answers.json': answersSchema,
  'bank/reflect.json': reflectSchema,
  'bank/careful.json': carefulSchema,
  'bank/light.json': lightSchema,
} as const;

export type StepsBank = z.output<typeof stepsSchema>;
export type AnswersBank = z.output<typeof answersSchema>;
export type ReflectBank = z.output<typeof reflectSchema>;
export type CarefulBank = z.output<typeof carefulSchema>;
export type LightBank = z.output<typeof lightSchema>;
export type TopicVariants<T> = { any: T[]; topics: Partial<Record<TopicId, T[]>> };

export interface ReplyBank {
  steps: StepsBank;
  answers: AnswersBank;
  reflect: ReflectBank;
  careful: CarefulBank;
  light: LightBank;
}

export const replyBank = lazy((): ReplyBank => {
  const files = contentFilesIn('bank');
  const unknown = files.filter((f) => !(f in bankSchemas));
  if (unknown.length > 0) throw new Error(`content/coach: unknown bank files ${unknown.join(', ')}`);
  return {
    steps: readContent('bank/steps.json', bankSchemas['bank/steps.json']),
    answers: readContent('bank/answers.json', bankSchemas['bank/answers.json']),
    reflect: readContent('bank/reflect.json', bankSchemas['bank/reflect.json']),
    careful: readContent('bank/careful.json', bankSchemas['bank/careful.json']),
    light: readContent('bank/light.json', bankSchemas['bank/light.json']),
  };
});

/** The variants for a topic: the topic's own first, then the general ones. */
export function variantsFor<T>(slot: TopicVariants<T>, topic: TopicId): T[] {
  return [...(slot.topics[topic] ?? []), ...slot.any];
}

/** Every sentence-like part in the bank, for the content checks and the "at least 400 parts" count. */
export function bankParts(bank: ReplyBank = replyBank()): string[] {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(bank);
  return out;
}
