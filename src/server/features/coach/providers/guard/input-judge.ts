// The AI path's second reading of the person's message (issue 30): a classification call to the
// configured model through structured output (zod: level, family, who is at risk), run alongside the
// local risk model. The higher risk wins; an answer that fails, is slow or is malformed never lowers it
// (it simply does not count).
import { generateText, type LanguageModel, Output } from 'ai';
import { z } from 'zod';
import type { SafetyAssessment, SafetyLevel } from '#server/ports/coach.ts';
import { loadJudges } from './judges-content.ts';

export const inputReadingSchema = z.object({
  level: z.enum(['none', 'ask', 'crisis']),
  family: z.string().max(60),
  atRisk: z.enum(['self', 'child', 'partner', 'other', 'none']),
});

export type InputReading = z.output<typeof inputReadingSchema>;

/** The model's reading, or null when it failed, timed out or answered out of schema. */
export async function classifyMessage(
  model: LanguageModel,
  message: string,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<InputReading | null> {
  try {
    const { output } = await generateText({
      model,
      system: loadJudges().inputRubric,
      prompt: JSON.stringify({ messageToClassify: message }),
      output: Output.object({ schema: inputReadingSchema }),
      temperature: 0,
      maxRetries: 0,
      abortSignal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
    });
    return output;
  } catch {
    return null;
  }
}

const RANK: Record<SafetyLevel, number> = { none: 0, light: 1, ask: 2, crisis: 3 };

/** The higher of the two readings; the model's can only raise the local one. */
export function higherRisk(local: SafetyAssessment, remote: InputReading | null): SafetyAssessment {
  if (!remote || RANK[remote.level] <= RANK[local.level]) return local;
  return {
    ...local,
    level: remote.level,
    crisis: remote.level === 'crisis',
    family: remote.family === 'none' ? local.family : remote.family,
    risk: Math.max(local.risk ?? 0, remote.level === 'crisis' ? 0.9 : 0.5),
  };
}
