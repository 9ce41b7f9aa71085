// Layer (c) of the reply guard: a second opinion. A separate call to the configured model with a fixed
// rubric (content/coach/guard/judges.json) and the chat's safety state, answering through structured
// output (a zod schema: verdict, families, reasons). It never sees our other verdicts, so it is an
// independent check. What happens when it cannot answer is the caller's rule (reply-guard.ts): failed
// wherever the chat is careful or the message carried any risk.
import { generateText, type LanguageModel, Output } from 'ai';
import { z } from 'zod';
import { loadJudges } from './judges-content.ts';

export const judgeVerdictSchema = z.object({
  verdict: z.enum(['pass', 'fail']),
  families: z.array(z.string().max(60)).max(10),
  reasons: z.array(z.string().max(300)).max(10),
});

export type JudgeVerdict = z.output<typeof judgeVerdictSchema>;

export type JudgeAnswer = { ok: true; verdict: JudgeVerdict } | { ok: false; error: string };

export interface JudgeInput {
  careful: boolean;
  /** What the local risk check read in the person's message (level, family), never more. */
  messageRisk: { level: string; family: string | null };
  message: string;
  reply: string;
}

/** Runs the judge; never throws (a failure is an answer the caller decides on). */
export async function judgeReply(
  model: LanguageModel,
  input: JudgeInput,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<JudgeAnswer> {
  if (timeoutMs <= 0) return { ok: false, error: 'no time left' };
  try {
    const { output } = await generateText({
      model,
      system: loadJudges().replyRubric,
      prompt: JSON.stringify({
        chat: input.careful
          ? 'careful: the person disclosed danger or their message carries risk'
          : 'ordinary',
        messageRisk: input.messageRisk,
        personMessage: input.message,
        replyToJudge: input.reply,
      }),
      output: Output.object({ schema: judgeVerdictSchema }),
      temperature: 0,
      maxRetries: 0,
      abortSignal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
    });
    return { ok: true, verdict: output };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.name : 'unknown' };
  }
}
