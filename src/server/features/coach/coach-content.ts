// What the coach knows about each topic (content/coach/topics): how to name it, how to note it as a
// concern, and the daily card's reflection and prayer for it. Loaded once and checked for shape, so a
// typo in a content file fails loudly at the first use (and in the tests).
import { z } from 'zod';
import { contentFilesIn, lazy, readContent } from './content-files.ts';
import { TOPIC_IDS, type TopicId } from './topic-ids.ts';

const text = z.string().min(1);
/** The daily card asks exactly one question, so a reflection ends with "?" and holds no other. */
const question = z.string().regex(/^[^?]+\?$/, 'must be one question ending with "?"');
/** The daily card fills only {partner} in a reflection, and nothing in a prayer (memory/daily-card.ts). */
const onlyPlaceholders = (allowed: string[]) => (s: string) =>
  (s.match(/\{[^}]*\}/g) ?? []).every((p) => allowed.includes(p));

const topicSchema = z.object({
  id: z.enum(TOPIC_IDS),
  /** How a reply names the subject: "money", "in-laws". */
  label: text,
  /** The note the coach keeps when it recurs: "Recurring concern: <concern>". */
  concern: z.string(),
  reflection: question.refine(onlyPlaceholders(['{partner}']), 'may only use {partner}'),
  prayer: text.refine(onlyPlaceholders([]), 'is prayed as written: no placeholders'),
});

export type TopicContent = z.output<typeof topicSchema>;

export const topicContent = lazy(() => {
  const byId = new Map<TopicId, TopicContent>();
  for (const file of contentFilesIn('topics')) {
    const topic = readContent(file, topicSchema);
    if (file !== `topics/${topic.id}.json`)
      throw new Error(`content/coach/${file}: id "${topic.id}" must match the name`);
    byId.set(topic.id, topic);
  }
  const missing = TOPIC_IDS.filter((id) => !byId.has(id));
  if (missing.length > 0) throw new Error(`content/coach/topics: missing ${missing.join(', ')}`);
  return new Map(TOPIC_IDS.map((id) => [id, byId.get(id)!]));
});

export function topicById(id: TopicId): TopicContent {
  return topicContent().get(id)!;
}
