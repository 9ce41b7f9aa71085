// The built-in coach's reading of a message in its conversation: the reader's intent, topic and state
// (understanding/), a topic that stays with the conversation until a new one is clearly named, the
// unmistakable requests for words or an opening (request-cues.ts), and a verse the message names.
import type { VerifiedVerse } from '#server/ports/coach.ts';
import type { Scripture } from '../scripture/scripture.ts';
import type { TopicId } from '../topic-ids.ts';
import type { MessageReading } from '../understanding/reading.ts';
import { readMessage } from '../understanding/read-message.ts';
import { readRefusals } from './refusals.ts';
import { withRequestCues } from './request-cues.ts';

/** A topic the reader is this sure of is what the message is about. */
const CLEAR_TOPIC = 0.6;
/** Readings are kept for the messages of recent conversations: each reply re-reads its history. */
const CACHE_SIZE = 2_000;

const cache = new Map<string, MessageReading>();

/** The reader's reading, remembered for the next replies of the conversation. */
export function readCached(message: string): MessageReading {
  const hit = cache.get(message);
  if (hit) {
    // Refresh: the oldest entries are the first to go.
    cache.delete(message);
    cache.set(message, hit);
    return hit;
  }
  const reading = readMessage(message);
  cache.set(message, reading);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return reading;
}

/**
 * What the conversation is about at this message: the message's own topic when it clearly names one,
 * else the last topic an earlier message clearly named ("How could he do this to us" after "he's been
 * seeing someone from work" is still about the affair), else nothing in particular.
 */
export function topicInConversation(message: string, earlierUserMessages: readonly string[]): TopicId {
  const own = readCached(message);
  if (own.topic !== 'general' && own.topicScore >= CLEAR_TOPIC) return own.topic;
  for (let i = earlierUserMessages.length - 1; i >= 0; i--) {
    const earlier = readCached(earlierUserMessages[i]!);
    if (earlier.topic !== 'general' && earlier.topicScore >= CLEAR_TOPIC) return earlier.topic;
  }
  return own.topic;
}

const ABOUT_SCRIPTURE = /\b(?:verses?|scriptures?|bible|psalms?|passage|proverbs?)\b/i;

/**
 * A verse named is the verse to show, whatever else the message does; "naming a verse" without one
 * that can be found is a request for a verse when it speaks of scripture, and otherwise not about
 * scripture at all (so a reply never offers "here's , as you asked").
 */
function withNamedVerse(
  reading: MessageReading,
  named: VerifiedVerse | null,
  message: string,
): MessageReading {
  if (named) {
    return reading.intent === 'name_verse' || reading.intent === 'ask_verse'
      ? { ...reading, intent: 'name_verse' }
      : reading;
  }
  if (reading.intent !== 'name_verse') return reading;
  return { ...reading, intent: ABOUT_SCRIPTURE.test(message) ? 'ask_verse' : 'share' };
}

/**
 * "I don't want a verse" is about verses and "no advice please" about advice, so the reader can take
 * them for requests; a refusal is never a request for what it turns down.
 */
function withRefusals(reading: MessageReading, message: string): MessageReading {
  const refused = readRefusals(message);
  if (
    (refused.verses || refused.thatVerse) &&
    (reading.intent === 'ask_verse' || reading.intent === 'name_verse')
  )
    return { ...reading, intent: refused.advice ? 'vent' : 'share' };
  if (refused.advice && reading.intent === 'ask_advice') return { ...reading, intent: 'vent' };
  return reading;
}

export interface CoachReading {
  reading: MessageReading;
  topic: TopicId;
  named: VerifiedVerse | null;
}

/** The reading the built-in coach acts on (the eval scores this one). */
export function coachReading(
  message: string,
  earlierUserMessages: readonly string[],
  scripture: Scripture,
): CoachReading {
  const named = scripture.findNamed(message);
  const reading = withRefusals(
    withRequestCues(withNamedVerse(readCached(message), named, message), message),
    message,
  );
  return { reading, topic: topicInConversation(message, earlierUserMessages), named };
}
