// A few unmistakable ways of asking for words or for an opening. The classifier reads a message as a
// whole and sometimes mixes up these close requests ("what do I text him?" read as wanting advice, "how
// do I bring it up?" read as wanting words) whose answers differ; these phrasings settle them. They
// never turn a message that is not a request into one, except where the wording can only be one.
import type { Intent, MessageReading } from '../understanding/reading.ts';

const I = '(?:i|we)';
const WORDS = new RegExp(
  [
    `\\bwhat (?:do|would|should|could|can|shall|am) ${I} (?:even |actually |supposed to |going to |gonna )?(?:say|text|write|tell (?:him|her|them))\\b`,
    `\\bwhat (?:can|could|should) ${I} say\\b`,
    `\\bwhat if (?:he|she|they) (?:just )?(?:says?|said|replies|answers|goes)\\b`,
    `\\bhow (?:do|would|should|could|can) ${I} (?:say|word|phrase|put) (?:it|this|that)\\b`,
    `\\b(?:give|gimme|suggest) (?:me )?(?:some |the )?(?:words|wording|phrases?|a script)\\b`,
    `\\bwhat (?:words|to say|to text)\\b`,
  ].join('|'),
  'i',
);
const START = new RegExp(
  `\\bhow (?:do|would|should|could|can|to) (?:${I} )?(?:even |best )?(?:bring (?:it|this|that|them|the \\w+) up|bring up|raise|start (?:the|that|this|a) (?:talk|conversation)|begin|open (?:the|that|this|a) (?:talk|conversation)|approach|broach|tell|talk to|ask|mention|suggest|tlak to)\\b`,
  'i',
);

/** Intents a cue may correct: requests read as the wrong request, or as plain sharing. */
const CORRECTABLE: ReadonlySet<Intent> = new Set<Intent>([
  'ask_advice',
  'ask_words',
  'ask_start',
  'ask_help',
  'share',
  'vent',
  'ack',
  'unsure',
  'name_verse',
]);

export function withRequestCues(reading: MessageReading, message: string): MessageReading {
  if (!CORRECTABLE.has(reading.intent)) return reading;
  if (WORDS.test(message)) return { ...reading, intent: 'ask_words' };
  if (START.test(message)) return { ...reading, intent: 'ask_start' };
  return reading;
}
