// The safety reply names its helplines as written for people; the chat turns each number into a link
// from the one list of lines (src/shared/helplines.ts), so a person in danger taps instead of copying.
import { type Helpline, helplinePattern, LINES } from '#shared/helplines.ts';

const ALL_LINES: readonly Helpline[] = Object.values(LINES);
const byNumber = new Map(ALL_LINES.map((line) => [line.number, line]));
const anyNumber = new RegExp(helplinePattern(ALL_LINES).source, 'g');
/** "call or text 988": the reply itself says this number answers texts here. */
const saysText = /\btext\s+$/i;

export interface HelplineLink {
  line: Helpline;
  /** A tel: link, unless the line takes texts only. */
  call: string | null;
  /** An sms: link, for a line that takes texts only or where the reply says to text it. */
  text: string | null;
}

export function smsHref(line: Helpline): string {
  const body = line.sms?.body;
  // "?&body=" is the form both Android and iOS messaging apps read.
  return `sms:${line.tel}${body ? `?&body=${encodeURIComponent(body)}` : ''}`;
}

/** The reply's text cut at each helpline number, the numbers given their links. */
export function helplineParts(text: string): (string | HelplineLink)[] {
  const parts: (string | HelplineLink)[] = [];
  let from = 0;
  for (const match of text.matchAll(anyNumber)) {
    const line = byNumber.get(match[0]);
    if (!line) continue;
    const before = text.slice(from, match.index);
    if (before) parts.push(before);
    const textOnly = line.sms?.only === true;
    const textHere = line.sms !== undefined && (textOnly || saysText.test(text.slice(0, match.index)));
    parts.push({
      line,
      call: textOnly ? null : `tel:${line.tel}`,
      text: textHere ? smsHref(line) : null,
    });
    from = match.index + match[0].length;
  }
  const rest = text.slice(from);
  if (rest) parts.push(rest);
  return parts;
}
