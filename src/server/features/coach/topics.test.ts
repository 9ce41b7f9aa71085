import { describe, expect, it } from 'vitest';
import { conversationTopic, detectTopic } from './topics.ts';
import { TOPIC_IDS, type TopicId } from './topic-ids.ts';

const EXAMPLES: Record<TopicId, string[]> = {
  unheard: [
    "My husband never listens when I talk. It's like talking to a wall.",
    'I feel so unheard. He just tunes me out and looks at his phone.',
  ],
  'doing-all-the-work': [
    "I'm doing all the housework and the school runs, and he never lifts a finger.",
    'The mental load is crushing me; I carry everything for this family.',
  ],
  'recurring-arguments': [
    'We keep having the same argument over and over about his hours.',
    'Every weekend we end up fighting and it goes round and round in circles.',
  ],
  boundaries: [
    'I struggle to set boundaries with him and I can never say no.',
    "I'm such a people pleaser, he walks all over me and I let it happen.",
  ],
  'emotional-safety': [
    "I'm always walking on eggshells because I never know how he'll react.",
    "He mocks me when I try to open up, so I'm afraid to tell him how I feel.",
  ],
  trust: [
    'I found out he had an emotional affair and I cannot trust him anymore.',
    "She lied to me about the messages and now I'm suspicious of everything.",
  ],
  forgiveness: [
    "He apologised, but I can't let it go. How do I forgive him?",
    "I'm holding on to so much resentment from last year and I'm becoming bitter.",
  ],
  'in-laws': [
    'My mother-in-law criticises everything I do and my husband never says a word.',
    'He always sides with his mum and his family over me.',
  ],
  money: [
    'We argue about money constantly, especially the credit card bills.',
    "He keeps overspending and we can't afford the mortgage this month.",
  ],
  intimacy: [
    "There's no intimacy between us anymore, we haven't had sex in months.",
    'We sleep in separate rooms now and there is no romance or affection at all.',
  ],
  parenting: [
    'We disagree about discipline and bedtime and he undermines me in front of the kids.',
    "My stepdaughter won't listen to me and my husband won't back me up as a parent.",
  ],
  anger: [
    "I lost my temper and screamed at him, I'm so angry all the time.",
    'He snapped at me and I exploded; I said things I regret.',
  ],
  loneliness: [
    "I feel so lonely in my marriage, we're like roommates.",
    "We've drifted apart and I have no one to talk to.",
  ],
  'faith-differences': [
    "My husband doesn't go to church anymore and says he doesn't believe.",
    "I'm a Christian and he's an atheist; our difference in faith feels huge.",
  ],
  discouragement: [
    "I feel hopeless. Nothing ever changes and I'm ready to give up.",
    "I'm exhausted and discouraged, I've tried everything and I'm stuck.",
  ],
  prayer: [
    'How should I pray for my marriage?',
    'Can you give me a prayer for us and a Bible verse to read tonight?',
  ],
  general: ['Can I ask you something?', 'Hello there, I have a question about my relationship.'],
};

describe('topic recognition', () => {
  it('recognises at least sixteen topics plus a general fallback', () => {
    expect(TOPIC_IDS.filter((t) => t !== 'general').length).toBeGreaterThanOrEqual(16);
  });

  for (const topic of TOPIC_IDS) {
    it(`recognises ${topic}`, () => {
      expect(EXAMPLES[topic].length).toBeGreaterThanOrEqual(2);
      for (const message of EXAMPLES[topic]) expect(detectTopic(message).topic, message).toBe(topic);
    });
  }

  it('keeps the conversation topic when a message names none of its own', () => {
    const history = [
      { role: 'user' as const, content: 'We argue about money constantly.' },
      { role: 'coach' as const, content: 'That sounds hard.' },
    ];
    expect(conversationTopic('Yes, exactly. Every time.', history).topic).toBe('money');
    expect(conversationTopic('Also my mother-in-law interferes.', history).topic).toBe('in-laws');
    expect(conversationTopic('Yes.', []).topic).toBe('general');
  });
});
