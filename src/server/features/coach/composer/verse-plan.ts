// Whether a reply carries a verse, and which: only where it helps. A verse the person names is the one
// to show; "thanks", "ok" and "amen" get warmth, not another verse; the hurt and betrayed get comfort
// and God's nearness (never forgiveness in the first hour); anger verses only where anger is present;
// in careful mode only refuge, never submission, forgiveness, divorce or peacemaking.
import type { VerifiedVerse } from '#server/ports/coach.ts';
import type { Scripture, VerseNeed } from '../scripture/scripture.ts';
import type { TopicId } from '../topic-ids.ts';
import type { MessageReading } from '../understanding/reading.ts';
import type { Move } from './moves.ts';
import type { Refusals } from './refusals.ts';

export interface VersePlanInput {
  move: Move;
  reading: MessageReading;
  topic: TopicId;
  careful: boolean;
  /** The first careful reply of this chat (a refuge verse once, not on every careful reply). */
  firstCareful: boolean;
  /** A verse the message names or alludes to ("what about Colossians 3:13", "70 times 7"). */
  named: VerifiedVerse | null;
  scripture: Scripture;
  /** References already shown in this chat. */
  shown: readonly string[];
  seed: number;
  /** The message says something about the relationship (not a short aside). */
  substantial: boolean;
  /** A betrayal (an affair, pornography) discovered in this conversation's first turns: comfort, not forgiveness. */
  earlyBetrayal: boolean;
  /** What the person turned down in this chat (composer/refusals.ts). */
  refusals: Refusals;
  /** This message turns something down ("no advice", "not that verse"): it gets no verse at all. */
  refusingNow: boolean;
  /** Violent words said in jest: a check-in, not a verse. */
  light: boolean;
  /** Coach replies this chat held before this one. */
  repliesBefore: number;
}

/**
 * About one verse in three replies: a verse nobody asked for comes only while the verses shown, this one
 * included, number at most (replies so far, this one included, + 1) / 3: none on a first reply, one by
 * the second, two by the fifth, three by the eighth. Verses asked for do not wait.
 */
export function paceAllows(shown: number, repliesBefore: number): boolean {
  return 3 * (shown + 1) <= repliesBefore + 2;
}

/** The need a topic's verses serve, where the topic's own bank is not the best fit for the moment. */
function needFor(topic: TopicId, reading: MessageReading, earlyBetrayal: boolean): VerseNeed {
  if (earlyBetrayal || topic === 'betrayal') return 'comfort';
  if (reading.state === 'hopeless' || topic === 'discouragement') return 'hope';
  if (reading.state === 'hurting' && ['loneliness', 'betrayal', 'pornography'].includes(topic))
    return 'comfort';
  if (topic === 'anger' && !reading.angry) return 'peace';
  return 'topic';
}

/** The message's own topic when it names one clearly, else the conversation's. */
function ownTopic(reading: MessageReading, topic: TopicId): TopicId {
  return reading.topic !== 'general' && reading.topicScore >= 0.5 ? reading.topic : topic;
}

export function chooseVerseFor(input: VersePlanInput): VerifiedVerse | null {
  const { refusals, reading } = input;
  if (input.refusingNow || input.light) return null;
  const asked = reading.intent === 'ask_verse' || reading.intent === 'name_verse';
  if (refusals.verses && !asked) return null;
  const careful = input.move.kind === 'careful';
  if (!asked && !careful && !paceAllows(input.shown.length, input.repliesBefore)) return null;
  const verse = chooseUnpaced({ ...input, shown: [...input.shown, ...refusals.refusedVerses] });
  // A verse they turned down never comes back, not even as the last one left.
  return verse && refusals.refusedVerses.includes(verse.reference) ? null : verse;
}

function chooseUnpaced(input: VersePlanInput): VerifiedVerse | null {
  const { move, reading, topic, careful, named, scripture } = input;
  const rules = { careful, angry: reading.angry, earlyBetrayal: input.earlyBetrayal };
  const pick = (need: VerseNeed, forTopic: TopicId = topic) =>
    scripture.choose({
      topic: forTopic,
      need,
      angry: reading.angry,
      careful,
      earlyBetrayal: input.earlyBetrayal,
      seed: input.seed,
      exclude: input.shown,
    });

  // "ok", "thanks", "amen", "idk": warmth and a next step, not another verse.
  if (['ack', 'thanks', 'unsure', 'greet'].includes(reading.intent)) return null;
  // A verse they named is shown (they chose it, so neither the anger rule nor a betrayal's first hour
  // holds it back),
  // unless careful mode forbids its theme: then the careful reply speaks to it instead.
  const namedAllowed =
    named !== null && scripture.allowed(named.reference, { ...rules, angry: true, earlyBetrayal: false });
  if (named && reading.intent === 'name_verse') return namedAllowed ? named : null;

  switch (move.kind) {
    case 'careful':
      // A verse asked for is given, from refuge and comfort only; otherwise a refuge verse once.
      return input.firstCareful || reading.intent === 'ask_verse' ? pick('refuge') : null;
    case 'pause':
      return pick('peace');
    case 'step':
      if (move.step === 'realign') return pick(needFor(topic, reading, input.earlyBetrayal));
      if (move.step === 'speak') return pick('words');
      // Recognize: comfort for someone who says they are hurting; a passing remark ("his name is Mark
      // by the way") or an aside needs none, and for the rest the question matters more than a verse.
      if ((reading.state === 'hurting' || reading.state === 'hopeless') && input.substantial)
        return pick(reading.state === 'hopeless' ? 'hope' : 'comfort');
      return null;
    case 'answer':
      // "Is there a verse for when you feel betrayed?": the verse is for what the message names.
      if (move.intent === 'ask_verse') {
        const asked = ownTopic(reading, topic);
        return pick(needFor(asked, reading, input.earlyBetrayal), asked);
      }
      if (move.intent === 'name_verse') return namedAllowed ? named : pick('topic');
      if (move.intent === 'ask_words' || move.intent === 'ask_start') return pick('words');
      return null;
    case 'review':
      return move.outcome === 'bad' ? pick('hope') : null;
    default:
      return null;
  }
}
