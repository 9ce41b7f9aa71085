// The topics the coach recognises. Shared by the scripture bank, the topic patterns and the replies, so
// a topic added in one place and forgotten in another fails the content checks at load.

export const TOPIC_IDS = [
  'unheard',
  'doing-all-the-work',
  'recurring-arguments',
  'boundaries',
  'emotional-safety',
  'trust',
  'forgiveness',
  'in-laws',
  'money',
  'intimacy',
  'parenting',
  'anger',
  'loneliness',
  'faith-differences',
  'discouragement',
  'prayer',
  'betrayal',
  'pornography',
  'chores',
  'doubts',
  'general',
] as const;

export type TopicId = (typeof TOPIC_IDS)[number];
