// The dashboard's daily alignment card (docs/product/rulings.md#premium-extras): the day's verse (the same
// for everyone on a UTC day), a reflection question and a short prayer. Paid plans get the question and
// prayer shaped by the coach's notes (partner, concern, goal, what helped); others a generic pair that fits
// the verse's topic.
import type { VerifiedVerse } from '#server/ports/coach.ts';
import { topicById } from '../coach-content.ts';
import { partnerFromNote } from '../composer/partner-fill.ts';
import type { TopicId } from '../topic-ids.ts';

export interface DailyCard {
  /** The UTC day, YYYY-MM-DD. */
  date: string;
  verse: VerifiedVerse;
  reflection: string;
  prayer: string;
}

interface Journey {
  partner?: string;
  concern?: string;
  goal?: string;
  helped?: string;
}

const PREFIXES: [keyof Journey, RegExp][] = [
  ['partner', /^Partner: (.+)$/],
  ['concern', /^Recurring concern: (.+)$/],
  ['goal', /^Goal: (.+)$/],
  ['helped', /^What helped: (.+)$/],
];

// A goal written as an action ("stop fighting about money") reads differently in a prayer than one
// written as a thing ("calmer Sunday evenings").
const ACTION_START =
  /^(stop|start|be|feel|have|spend|talk|communicate|listen|pray|rebuild|reconnect|trust|forgive|learn|grow|find|build|work|get|make|love|respect|support|understand|go|enjoy|laugh|fight|argue|share|keep|save)\b/i;

/** The newest note of each kind (notes arrive oldest first). */
function journeyFrom(notes: string[]): Journey {
  const journey: Journey = {};
  for (const note of notes) {
    for (const [key, re] of PREFIXES) {
      const value = re
        .exec(note.trim())?.[1]
        ?.trim()
        .replace(/[.!]+$/, '');
      // "Partner: Dan (husband)": the role is for the coach's pronouns; the card names him.
      if (value) journey[key] = key === 'partner' ? (partnerFromNote(value).name ?? value) : value;
    }
  }
  return journey;
}

function personalReflection(journey: Journey, day: number): string | null {
  const options: string[] = [];
  if (journey.goal)
    options.push(`Your hope: ${journey.goal}. What is one small step toward it you could take today?`);
  if (journey.concern) {
    options.push(`When it comes to ${journey.concern}, what would a gentle first sentence sound like today?`);
  }
  if (journey.partner) {
    options.push(
      `What is one thing you appreciate about ${journey.partner} that you could say out loud today?`,
    );
  }
  if (journey.helped)
    options.push(`Last time, ${journey.helped} helped. Where could you make room for that again today?`);
  return options.length > 0 ? options[day % options.length]! : null;
}

function personalPrayer(journey: Journey): string | null {
  if (!journey.partner && !journey.concern && !journey.goal) return null;
  const lines = ['Lord,'];
  lines.push(journey.partner ? `thank you for ${journey.partner}.` : 'thank you for my marriage.');
  if (journey.concern)
    // "can be" agrees with any concern: "money arguments weighs" did not, and concerns are plural as
    // often as not (content/coach/topics/*.json, or the AI coach's own words).
    lines.push(
      `You know how heavy ${journey.concern} can be for us; give me a gentle answer and a soft heart.`,
    );
  if (journey.goal) {
    lines.push(
      ACTION_START.test(journey.goal) ? `Help us ${journey.goal}.` : `Lead us toward ${journey.goal}.`,
    );
  }
  lines.push('Let your peace guard our home today. Amen.');
  return lines.join(' ');
}

export function utcDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export interface DailyCardInput {
  now: Date;
  verse: VerifiedVerse;
  topic: TopicId;
  /** The user's journey notes when the plan personalises the card; null otherwise. */
  notes: string[] | null;
}

export function buildDailyCard({ now, verse, topic, notes }: DailyCardInput): DailyCard {
  const generic = topicById(topic);
  const day = Math.floor(now.getTime() / 86_400_000);
  const journey = notes ? journeyFrom(notes) : {};
  return {
    date: utcDate(now),
    verse,
    // The topic's reflection speaks of the partner ("thank {partner}"): named when the notes say who.
    reflection:
      personalReflection(journey, day) ??
      generic.reflection.replaceAll('{partner}', journey.partner ?? 'your partner'),
    prayer: personalPrayer(journey) ?? generic.prayer,
  };
}
