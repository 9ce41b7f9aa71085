// Writes the reply for a move from the reply bank: the answer or the step first, a reflection only where
// one helps (never a quotation of the user's words), at most one set of words to say, and one question
// at the end. Every part comes from the picker, so no sentence repeats within the chat.
import { type ReplyBank, type TopicVariants, variantsFor } from './reply-bank.ts';
import type { TopicId } from '../topic-ids.ts';
import type { MessageReading } from '../understanding/reading.ts';
import type { AnswerIntent, Move } from './moves.ts';
import type { Picker } from './picker.ts';

export interface WriteContext {
  bank: ReplyBank;
  picker: Picker;
  reading: MessageReading;
  topic: TopicId;
  /** Anger named as absent: "more dreading it than angry", "not flooded, just annoyed". */
  notAngry: boolean;
  /** Violent words said in jest: a light check-in comes first. */
  light: boolean;
  /** Something they planned last time ("talk with Mark after church on Sunday"), for a returning welcome. */
  plan: string | null;
  /** The first reply of careful mode in this chat (later ones need not repeat the acknowledgement). */
  firstCareful: boolean;
  /** Careful mode began in an earlier chat, and this is this chat's first reply. */
  carefulReturning: boolean;
  /** What was disclosed was thoughts of self-harm, not abuse: its own helplines and words. */
  selfHarmOnly: boolean;
  /** They asked for no advice in this chat: no tips or steps, even beside a plan. */
  noAdvice: boolean;
  /** What this message turns down, to acknowledge first: the verse turned down, by reference. */
  refusing: { advice: boolean; verses: boolean; verse: string | null };
}

const quoted = (words: string) => `\u201c${words}\u201d`;

/** Joins the parts that were found; parts the picker could not fill freshly are left out. */
const join = (parts: (string | null)[]) =>
  parts
    .filter((p): p is string => Boolean(p))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

function reflection(ctx: WriteContext): string | null {
  const { bank, picker, reading, topic } = ctx;
  // The light check-in already says what they feel; a second reflection would crowd it.
  if (ctx.light) return null;
  if (reading.noConflict) return picker.pick(bank.reflect.noConflict);
  if (ctx.notAngry) return picker.pick(bank.reflect.notAngry);
  if (reading.intent === 'vent') return picker.pick(bank.reflect.vent);
  const topical = bank.reflect.topics[topic];
  return (topical ? picker.pick(topical) : null) ?? picker.pick(bank.reflect.states[reading.state]);
}

/** "You might say: {words}" with the words in; an intro without the placeholder goes before them. */
function introduce(intro: string | null, phrase: string): string {
  if (!intro) return phrase;
  return intro.includes('{words}') ? intro.replace('{words}', phrase) : `${intro} ${phrase}`;
}

/** A variant written for the topic when a fresh one is left, else a general one. */
function topical(
  slot: TopicVariants<string>,
  ctx: WriteContext,
  shape: (text: string) => string = (text) => text,
): string | null {
  const own = slot.topics[ctx.topic];
  return (own ? ctx.picker.pick(own.map(shape)) : null) ?? ctx.picker.pick(slot.any.map(shape));
}

/** Words to say, in quotation marks: written for the topic where possible. */
function words(slot: TopicVariants<string>, ctx: WriteContext): string | null {
  return topical(slot, ctx, quoted);
}

function writeMove(move: Move, ctx: WriteContext): string {
  const { bank, picker, topic } = ctx;
  const steps = bank.steps;
  const answers = bank.answers;
  const light = ctx.light ? picker.pick(bank.light.checkIn) : null;

  switch (move.kind) {
    case 'careful': {
      const c = bank.careful;
      const help = ctx.selfHarmOnly ? c.helpSelf : c.help;
      const support = ctx.selfHarmOnly ? c.supportSelf : c.support;
      // Safety information may be given again when asked again; everything else stays fresh.
      const answer = move.question ? picker.pickAlways(c.answers[move.question]) : null;
      // A question about their safety is answered in the first sentences, before anything else.
      if (answer) return join([answer, picker.pick(help), picker.pick(c.questions)]);
      if (move.prayer)
        return join([picker.pick(c.prayers) ?? picker.pickAlways(c.prayers), picker.pick(help)]);
      // A verse asked for: a refuge verse is shown under the reply (composer/verse-plan.ts).
      if (ctx.reading.intent === 'ask_verse') {
        return join([
          picker.pick(bank.answers.ask_verse.lead),
          picker.pick(support),
          picker.pick(c.questions),
        ]);
      }
      return join([
        ctx.carefulReturning ? picker.pick(c.returning) : null,
        ctx.firstCareful ? picker.pick(c.acknowledge) : null,
        picker.pick(support) ?? picker.pick(c.acknowledge),
        picker.pick(help),
        picker.pick(c.questions),
      ]);
    }
    case 'pause':
      return join([
        light,
        picker.pick(bank.reflect.states.flooded),
        picker.pick(steps.pause.body),
        picker.pick(steps.pause.questions),
      ]);
    case 'step': {
      if (move.step === 'speak') {
        const sp = steps.speak;
        const phrase = words(sp.words, ctx);
        return join([
          light,
          reflection(ctx),
          picker.pick(sp.body),
          phrase ? introduce(picker.pick(sp.intros), phrase) : null,
          picker.pick(sp.questions),
        ]);
      }
      const deep = move.step === 'recognize' ? steps.recognize : steps.realign;
      return join([
        light,
        reflection(ctx),
        topical(deep.body, ctx),
        // On about half of these steps: said in every chat, the one framing would be what every chat hears.
        move.step === 'recognize' && topicHasCycle(topic) && !ctx.light && picker.random() < 0.5
          ? picker.pick(steps.recognize.pattern)
          : null,
        topical(deep.questions, ctx),
      ]);
    }
    case 'answer':
      return join([light, ...writeAnswer(move.intent, ctx)]);
    case 'review': {
      const r = steps.review;
      const lines: Record<typeof move.outcome, [string[], string[]]> = {
        good: [r.good, r.questionsGood],
        bad: [r.bad, r.questionsBad],
        mixed: [r.mixed, r.questionsMixed],
        'not-done': [r.notDone, r.questionsNotDone],
      };
      const [said, asked] = lines[move.outcome];
      return join([light, picker.pick(said), picker.pick(asked)]);
    }
    case 'plan':
      return join([
        picker.pick(steps.plan.affirm),
        ctx.noAdvice ? null : picker.pick(steps.plan.tips),
        picker.pick(steps.plan.questions),
      ]);
    case 'listen':
      return join([
        light,
        reflection(ctx) ?? picker.pick(bank.reflect.listen.body),
        picker.pick(bank.reflect.listen.questions),
      ]);
    case 'thanks':
      return join([picker.pick(answers.thanks.body), picker.pick(answers.thanks.closing)]);
    case 'greet':
      return join([picker.pick(answers.greet.body), picker.pick(answers.greet.questions)]);
    case 'return': {
      const r = answers.return;
      const withPlan = ctx.plan ? picker.pick(r.withPlan, { plan: ctx.plan }) : null;
      return join([
        picker.pick(r.welcome),
        withPlan,
        withPlan ? picker.pick(r.questionsWithPlan, { plan: ctx.plan ?? '' }) : picker.pick(r.questions),
      ]);
    }
    case 'ack':
      return join([picker.pick(answers.ack.body), picker.pick(answers.ack.questions)]);
    case 'unsure':
      return join([picker.pick(answers.unsure.body), picker.pick(answers.unsure.questions)]);
  }
}

/**
 * The reply for a move. In a very long chat a move's own variants can all have been said; then the reply
 * is made of the general lines that are still fresh, and only when even those are spent does a sentence
 * come back (a question is never the whole reply).
 */
export function writeReply(move: Move, ctx: WriteContext): string {
  const ack = move.kind === 'careful' ? null : acknowledgement(ctx);
  const body = writeMove(move, ctx);
  const text = ack ? join([ack, body]) : body;
  const statements = text
    .replace(/\u201c[^\u201c\u201d]*\u201d/g, '')
    .split(/(?<=[.!])\s+/)
    .filter((s) => !s.endsWith('?'));
  if (statements.join('').trim()) return text;
  const { bank, picker } = ctx;
  const general = [
    ...bank.reflect.states[ctx.reading.state],
    ...bank.answers.ack.body,
    ...bank.answers.unsure.body,
    ...bank.reflect.vent,
  ];
  return join([
    picker.pick(general) ?? picker.pickAlways(general),
    text || picker.pick(bank.answers.unsure.questions),
  ]);
}

/** The word that a refusal in this message is heard, first in the reply. */
function acknowledgement(ctx: WriteContext): string | null {
  const { refused } = ctx.bank.reflect;
  const { refusing, picker } = ctx;
  return (
    join([
      refusing.advice ? picker.pick(refused.advice) : null,
      refusing.verses ? picker.pick(refused.verses) : null,
      refusing.verse ? picker.pick(refused.thatVerse, { reference: refusing.verse }) : null,
    ]) || null
  );
}

/** Topics where one person wronged the other: "the pattern is the enemy" would sound like shared blame. */
const NO_CYCLE: ReadonlySet<TopicId> = new Set<TopicId>([
  'betrayal',
  'pornography',
  'forgiveness',
  'trust',
  'emotional-safety',
  'doubts',
  'general',
]);

function topicHasCycle(topic: TopicId): boolean {
  return !NO_CYCLE.has(topic);
}

function writeAnswer(intent: AnswerIntent, ctx: WriteContext): (string | null)[] {
  const { bank, picker, topic } = ctx;
  const a = bank.answers;
  switch (intent) {
    case 'ask_words':
      return [
        picker.pick(a.ask_words.lead),
        words(a.ask_words.words, ctx) ??
          words(bank.steps.speak.words, ctx) ??
          picker.pickAlways(variantsFor(a.ask_words.words, topic).map(quoted)),
        picker.pick(a.ask_words.after),
        picker.pick(a.ask_words.questions),
      ];
    case 'ask_start': {
      const opener = words(a.ask_start.openers, ctx);
      return [
        picker.pick(a.ask_start.lead),
        picker.pick(a.ask_start.how),
        opener ? introduce(picker.pick(bank.steps.speak.intros), opener) : null,
        picker.pick(a.ask_start.questions),
      ];
    }
    case 'ask_advice':
      return [
        picker.pick(a.ask_advice.lead),
        topical(a.ask_advice.body, ctx),
        picker.pick(a.ask_advice.questions),
      ];
    case 'ask_prayer':
      return [
        picker.pick(a.ask_prayer.lead),
        topical(a.ask_prayer.prayers, ctx) ?? picker.pickAlways(variantsFor(a.ask_prayer.prayers, topic)),
        picker.pick(a.ask_prayer.after),
        picker.pick(a.ask_prayer.questions),
      ];
    case 'ask_verse':
      return [
        picker.pick(a.ask_verse.lead),
        picker.pick(a.ask_verse.after),
        picker.pick(a.ask_verse.questions),
      ];
    case 'name_verse':
      return [
        picker.pick(a.name_verse.lead),
        picker.pick(a.name_verse.after),
        picker.pick(a.name_verse.questions),
      ];
    case 'ask_fault':
      return [
        topical(a.ask_fault.lead, ctx),
        topical(a.ask_fault.body, ctx),
        picker.pick(a.ask_fault.questions),
      ];
    case 'ask_help':
      return [picker.pick(a.ask_help.lead), picker.pick(a.ask_help.body), picker.pick(a.ask_help.questions)];
    case 'ask_bot':
      return [picker.pickAlways(a.ask_bot.body), picker.pick(a.ask_bot.questions)];
    case 'off_topic':
      return [picker.pick(a.off_topic.body), picker.pick(a.off_topic.questions)];
  }
}
