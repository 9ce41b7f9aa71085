// The fixed instructions of the classification calls (content/coach/guard/judges.json).
import { z } from 'zod';
import { lazy, readContent } from '#server/features/coach/content-files.ts';

const judgesFile = z.strictObject({
  about: z.string().min(1),
  replyRubric: z.array(z.string().min(10)).min(5),
  inputRubric: z.array(z.string().min(10)).min(3),
});

export const loadJudges = lazy(() => {
  const file = readContent('guard/judges.json', judgesFile);
  return { replyRubric: file.replyRubric.join('\n'), inputRubric: file.inputRubric.join('\n') };
});
