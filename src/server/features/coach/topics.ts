// Recognises what a message is about from weighted keyword and phrase patterns (content/coach/topics),
// and keeps the conversation's topic when a message ("yes, exactly") names none of its own.
import type { CoachTurn } from '../../ports/coach.ts';
import { topicContent } from './coach-content.ts';
import { normalizeForMatching } from './text-utils.ts';
import type { TopicId } from './topic-ids.ts';

/** Below this a message is not clearly about anything: a single weak keyword is not a topic. */
export const TOPIC_THRESHOLD = 2;

export interface TopicScore {
  topic: TopicId;
  score: number;
}

export function scoreTopics(message: string): TopicScore[] {
  const text = normalizeForMatching(message);
  const scores: TopicScore[] = [];
  for (const topic of topicContent().values()) {
    let score = 0;
    for (const { re, weight } of topic.compiled) if (re.test(text)) score += weight;
    if (score > 0) scores.push({ topic: topic.id, score });
  }
  // Highest first; ties keep the TOPIC_IDS order.
  return scores.sort((a, b) => b.score - a.score);
}

export function detectTopic(message: string): { topic: TopicId; score: number } {
  const best = scoreTopics(message)[0];
  return best && best.score >= TOPIC_THRESHOLD ? best : { topic: 'general', score: 0 };
}

// Earlier user turns count for less and less: a passing word in a new message ("when I was a kid")
// should not pull the conversation off its subject, but a clearly new subject takes over.
const HISTORY_WEIGHTS = [0.6, 0.3, 0.15];

/**
 * The topic of the reply to `message`: the message's own scores plus fading weight from the last few
 * user turns. `score` is the message's own score for that topic (what a "recurring concern" needs).
 */
export function conversationTopic(message: string, history: CoachTurn[]): { topic: TopicId; score: number } {
  const own = scoreTopics(message);
  const totals = new Map<TopicId, number>(own.map((s) => [s.topic, s.score]));
  const earlier = history
    .filter((t) => t.role === 'user')
    .slice(-HISTORY_WEIGHTS.length)
    .reverse();
  earlier.forEach((turn, i) => {
    for (const { topic, score } of scoreTopics(turn.content)) {
      totals.set(topic, (totals.get(topic) ?? 0) + score * HISTORY_WEIGHTS[i]!);
    }
  });
  let best: { topic: TopicId; total: number } | null = null;
  for (const [topic, total] of totals) if (!best || total > best.total) best = { topic, total };
  if (best && best.total >= TOPIC_THRESHOLD) {
    return { topic: best.topic, score: own.find((s) => s.topic === best.topic)?.score ?? 0 };
  }
  // Nothing clear now ("ok", "maybe I'm the problem"): stay with the last subject the user named.
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i]!;
    const earlierTopic = turn.role === 'user' ? detectTopic(turn.content).topic : 'general';
    if (earlierTopic !== 'general') return { topic: earlierTopic, score: 0 };
  }
  return { topic: 'general', score: 0 };
}
