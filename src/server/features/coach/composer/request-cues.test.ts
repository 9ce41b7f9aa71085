import { describe, expect, it } from 'vitest';
import type { MessageReading } from '../understanding/reading.ts';
import { withRequestCues } from './request-cues.ts';

const reading = (intent: MessageReading['intent']): MessageReading => ({
  intent,
  intentScore: 0.6,
  topic: 'general',
  topicScore: 0,
  state: 'calm',
  angry: false,
  noConflict: false,
  outcome: null,
});
const intentOf = (message: string, read: MessageReading['intent'] = 'ask_advice') =>
  withRequestCues(reading(read), message).intent;

describe('request cues', () => {
  it.each([
    'What do I text him tonight?',
    'what do i even say to him when he gets home',
    "and what if he says 'we always go to my mom's'?",
    'how would I word it so she does not feel attacked',
    'I\u2019m calmer now. What would I say instead of calling him selfish?',
  ])('reads a request for words: %s', (message) => {
    expect(intentOf(message)).toBe('ask_words');
    expect(intentOf(message, 'ask_help')).toBe('ask_words');
  });

  it.each([
    'how do I bring that up so he does not feel cut off',
    'How do I even bring this up',
    'how do i tlak to him about spliting it fairly',
    'how would I suggest a rota without it sounding like a work meeting',
  ])('reads a request for an opening: %s', (message) => {
    expect(intentOf(message, 'share')).toBe('ask_start');
  });

  it('leaves other readings alone', () => {
    expect(intentOf('how do I know if he still loves me', 'ask_advice')).toBe('ask_advice');
    expect(intentOf('what do I say? thank you so much', 'thanks')).toBe('thanks');
    expect(intentOf('could you pray for what to say to him', 'ask_prayer')).toBe('ask_prayer');
  });
});
