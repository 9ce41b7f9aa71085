// What the coach reads from one user message: what they ask or want (intent), what it is about (topic),
// how they are (state), and the negation-aware facts the replies depend on. The classifier that produces
// it is trained from the labelled corpus in content/coach/corpus (see read-message.ts).
import type { TopicId } from '../topic-ids.ts';

export const INTENTS = [
  /** Telling what is happening (the default). */
  'share',
  /** Letting off steam; wants to be heard more than advised. */
  'vent',
  /** "What do I say?", "what would I say instead?": wants the words. */
  'ask_words',
  /** "How do I bring it up?", "how do I start the talk?": wants an opening. */
  'ask_start',
  /** "What should I do?", "how do I handle this?": wants a way forward. */
  'ask_advice',
  /** "Could you write me a short prayer?" */
  'ask_prayer',
  /** "Is there a verse about patience?": a verse on a theme. */
  'ask_verse',
  /** Names or alludes to one verse: "what about Colossians 3:13", "70 times 7". */
  'name_verse',
  /** "Is it my fault?", "am I the problem?" */
  'ask_fault',
  /** About helplines or getting help: "what do they actually do?", "will they make me leave him?" */
  'ask_help',
  /** "Are you a bot?", "is this a real person?" */
  'ask_bot',
  /** How a conversation or a try went: "we talked on Sunday and it went ok". */
  'report',
  /** What they mean to do: "I'm going to bring it up on Saturday". */
  'plan',
  /** Thanks, amen, goodbye. */
  'thanks',
  /** Hello, with nothing else yet. */
  'greet',
  /** Back after a while: "hi again", "it's me again, we tried the Sunday talk". */
  'return',
  /** A request outside the coach's purpose: a recipe, homework, code. */
  'off_topic',
  /** Short agreement: "ok", "yes", "that makes sense". */
  'ack',
  /** "idk", "I don't know", "not sure". */
  'unsure',
] as const;

export type Intent = (typeof INTENTS)[number];

export const STATES = [
  /** Overwhelmed right now: heart racing, still furious, in the middle of it. */
  'flooded',
  /** Sad, hurt, lonely, disappointed. */
  'hurting',
  /** No hope left for things to change. */
  'hopeless',
  /** Something is better, or they expect it to be. */
  'hopeful',
  /** Steady enough to think (the default). */
  'calm',
] as const;

export type State = (typeof STATES)[number];

export interface MessageReading {
  intent: Intent;
  /** The classifier's confidence in the intent, 0..1. */
  intentScore: number;
  /** What the message is about; 'general' when nothing is clear. */
  topic: TopicId;
  topicScore: number;
  state: State;
  /** Anger is present and not denied: "not angry", "more dreading it than angry" are false. */
  angry: boolean;
  /** They say there is no fighting: "we don't fight really", "it's not that we argue". */
  noConflict: boolean;
  /** For a report (or any message that says how something went): how it went. */
  outcome: 'good' | 'bad' | 'mixed' | null;
}
