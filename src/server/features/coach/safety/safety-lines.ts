// The helplines as a safety reply says them, each with where it answers and whom it serves, and the
// block of them a reply gives: the emergency line first, then the lines that fit the disclosure, the
// person's own country first (both countries, UK first, when it is unknown). The numbers come from the
// one list the app shows everywhere (src/shared/helplines.ts).
import { LINES, type LineId } from '#shared/helplines.ts';
import type { Region } from '#shared/region.ts';

/** A line of the reply per helpline; the emergency numbers are said by `emergencyLine`. */
const LINE_TEXT: Record<Exclude<LineId, 'emergencyUk' | 'emergencyUs' | 'abuseUsText'>, string> = {
  samaritans: `Samaritans (${LINES.samaritans.where}): ${LINES.samaritans.number}, free, any time, day or night`,
  shout: `Shout (${LINES.shout.where}): text SHOUT to ${LINES.shout.number}, free, any time`,
  lifeline: `988 Suicide & Crisis Lifeline (${LINES.lifeline.where}): call or text ${LINES.lifeline.number}`,
  abuseUk: `National Domestic Abuse Helpline (${LINES.abuseUk.where}, for ${LINES.abuseUk.serves}): ${LINES.abuseUk.number}, free and open 24 hours`,
  mensAdviceLine: `Men's Advice Line (${LINES.mensAdviceLine.where}, for ${LINES.mensAdviceLine.serves}): ${LINES.mensAdviceLine.number}`,
  rapeCrisis: `Rape Crisis 24/7 Support Line (${LINES.rapeCrisis.where}): ${LINES.rapeCrisis.number}`,
  childUk: `NSPCC Helpline (${LINES.childUk.where}): ${LINES.childUk.number}, for adults worried about a child`,
  childline: `Childline (${LINES.childline.where}): ${LINES.childline.number}, for ${LINES.childline.serves} themselves`,
  abuseUs: `National Domestic Violence Hotline (${LINES.abuseUs.where}, for ${LINES.abuseUs.serves}): ${LINES.abuseUs.number}, or text START to ${LINES.abuseUsText.number}`,
  rainn: `RAINN National Sexual Assault Hotline (${LINES.rainn.where}): ${LINES.rainn.number}`,
  childUs: `Childhelp National Child Abuse Hotline (${LINES.childUs.where}): ${LINES.childUs.number}`,
};

export type SpokenLineId = keyof typeof LINE_TEXT;

const isSpoken = (id: LineId): id is SpokenLineId => id in LINE_TEXT;

const UK = LINES.emergencyUk.number;
const US = LINES.emergencyUs.number;

/** The emergency number as a sentence says it: "999", "911", or both. */
export function emergencyNumber(region: Region | null): string {
  if (region === 'uk') return UK;
  if (region === 'us') return US;
  return `${UK} (UK) or ${US} (US)`;
}

/** Where to go in person: A&E in the UK, the emergency room in the US. */
export function hospital(region: Region | null): string {
  if (region === 'uk') return 'A&E';
  if (region === 'us') return 'the emergency room';
  return 'A&E or the emergency room';
}

export function emergencyLine(region: Region | null): string {
  // 999 then 55: the UK's Silent Solution, for someone who cannot speak on the call.
  if (region === 'uk')
    return `If you are in danger right now, call ${UK} (in the US, ${US}). If you can't speak, stay on the line and press 55 when asked.`;
  if (region === 'us') return `If you are in danger right now, call ${US} (in the UK, ${UK}).`;
  return `If you are in danger right now, call ${UK} (UK) or ${US} (US).`;
}

/** The block of lines, one bullet each: the emergency line, then the person's country first. */
export function linesBlock(
  lines: { uk: readonly LineId[]; us: readonly LineId[] },
  region: Region | null,
): string {
  const order = region === 'us' ? [...lines.us, ...lines.uk] : [...lines.uk, ...lines.us];
  const spoken = [...new Set(order)].filter(isSpoken).map((id) => LINE_TEXT[id]);
  return [emergencyLine(region), ...spoken].map((line) => `\u2022 ${line}`).join('\n');
}

/** The lines as earlier replies (and their tests) name them. */
export const HELPLINES = {
  emergency: emergencyLine(null),
  abuseUk: LINE_TEXT.abuseUk,
  abuseUs: LINE_TEXT.abuseUs,
  samaritans: LINE_TEXT.samaritans,
  lifeline: LINE_TEXT.lifeline,
  childUk: LINE_TEXT.childUk,
  childUs: LINE_TEXT.childUs,
} as const;
