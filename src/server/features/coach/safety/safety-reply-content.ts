// The safety replies' words (content/coach/safety-replies.json), loaded once and checked for shape, so a
// typo in the file fails at the first use and in the tests rather than in front of someone in danger.
import { z } from 'zod';
import { LINES, type LineId } from '#shared/helplines.ts';
import { lazy, readContent } from '../content-files.ts';

export const SITUATIONS = [
  'attempt',
  'child',
  'sexual',
  'man-abused',
  'abuse',
  'suicide',
  'ask-self',
  'ask-home',
  'ask-child',
] as const;
export type Situation = (typeof SITUATIONS)[number];

const lineId = z.enum(Object.keys(LINES) as [LineId, ...LineId[]]);
/**
 * No question outside the one `question` slot: a reply asks one thing, at the place written for it. Quoted
 * words are left out (a quotation may ask); a new opening quote ends the search, so it stays linear.
 */
const statement = z.string().refine((s) => !s.replace(/\u201c[^\u201c\u201d]*\u201d/g, '').includes('?'), {
  message: 'must not ask a question',
});
const question = z.string().regex(/\?$/, 'must end with "?"');
const variants = <T extends z.ZodType>(item: T) => z.array(item).min(3);

const situation = z.strictObject({
  opening: statement,
  body: z.array(statement),
  question,
  after: z.array(statement),
  lines: z.strictObject({ uk: z.array(lineId).min(1), us: z.array(lineId).min(1) }),
});

const file = z.strictObject({
  about: z.string().min(1),
  situations: z.strictObject(
    Object.fromEntries(SITUATIONS.map((id) => [id, situation])) as Record<Situation, typeof situation>,
  ),
  extra: z.strictObject({ strangulation: statement, childFirst: statement, meansSafety: statement }),
  followUp: z.strictObject({
    openings: z.strictObject({
      abuse: variants(statement),
      self: variants(statement),
      child: variants(statement),
    }),
    questions: z.strictObject({
      abuse: variants(question),
      self: variants(question),
      child: variants(question),
    }),
    strangulation: statement,
    linesAgain: statement,
  }),
});

export type SafetyReplyContent = z.output<typeof file>;

export const safetyReplyContent = lazy(() => readContent('safety-replies.json', file));
