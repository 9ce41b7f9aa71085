// Every template the coach can say, rendered the way a real person would meet it: with a husband named
// Dan, a wife named Anna, a husband with no name, and a man writing about his wife. A template that
// reads wrong for any of them (a prayer that prays "your husband", "their" for a named husband, a
// placeholder left in the text) fails here, whichever bank or topic file holds it.
import { describe, expect, it } from 'vitest';
import { topicContent } from '../coach-content.ts';
import { buildDailyCard } from '../memory/daily-card.ts';
import { TOPIC_IDS } from '../topic-ids.ts';
import { partnerDetailsFrom, partnerFill } from './partner-fill.ts';
import { type Fill, fill } from './placeholders.ts';
import { replyBank } from './reply-bank.ts';

interface Person {
  who: string;
  /** What they wrote in this chat, and the partner note kept from an earlier one. */
  said: string[];
  note: string | null;
  /** The partner has a name and a known gender: "they" for them is a misreading. */
  namedAndGendered: boolean;
}

const PEOPLE: Person[] = [
  {
    who: 'a wife who named her husband Dan',
    said: ['my husband Dan never listens to me'],
    note: null,
    namedAndGendered: true,
  },
  {
    who: 'a husband who named his wife Anna',
    said: ['my wife Anna and I keep fighting'],
    note: null,
    namedAndGendered: true,
  },
  {
    who: 'someone who gave no names',
    said: ['we keep fighting about everything'],
    note: null,
    namedAndGendered: false,
  },
  {
    who: 'a man writing about his wife, unnamed',
    said: ["I'm a man, and my wife says I never listen"],
    note: null,
    namedAndGendered: false,
  },
  {
    who: 'a wife back for a second chat about Dan (kept as "Dan (husband)")',
    said: ['Dan still won’t talk about it'],
    note: 'Dan (husband)',
    namedAndGendered: true,
  },
  {
    who: 'a wife back about Dan, from a note that kept only his name',
    said: ['Dan still won’t talk to me. he just goes quiet and then he walks off'],
    note: 'Dan',
    namedAndGendered: true,
  },
];

const base = { topic: 'money', plan: 'talk on Sunday over tea for twenty minutes', reference: 'Psalm 23:1' };
const fillFor = (person: Person): Fill => ({
  ...base,
  name: person.namedAndGendered ? 'Sarah' : null,
  ...partnerFill(partnerDetailsFrom(person.said, person.note)),
});

interface Template {
  where: string;
  text: string;
}

/** Every string under `value`, with where it sits ("answers.ask_prayer.prayers.topics.money[2]"). */
function templatesIn(value: unknown, where: string): Template[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => templatesIn(v, `${where}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => templatesIn(v, `${where}.${k}`));
  return [];
}

const bank = replyBank();
const TEMPLATES: Template[] = [
  ...templatesIn(bank, 'bank'),
  ...[...topicContent().values()].flatMap((topic) =>
    templatesIn({ reflection: topic.reflection, prayer: topic.prayer }, `topics/${topic.id}`),
  ),
];

/** Spoken by the user to God: "Lord, ...", "Father, ...", ending "Amen." */
const isPrayer = (text: string) => /\bAmen\.["\u201d]?$/.test(text.trim());

/** The composer fills {words} itself (composer/write-reply.ts), so it is not a placeholder left over. */
const render = (template: string, values: Fill) => fill(template, values).replaceAll('{words}', '“…”');

const PRONOUNS = /\{(?:they|them|their|They|Them|Their)\}/g;
const theyCount = (s: string) => (s.match(/\b(?:they|them|their)\b/gi) ?? []).length;

function problems(template: Template, person: Person): string[] {
  const out: string[] = [];
  const values = fillFor(person);
  const text = render(template.text, values);
  const left = /\{[^}]*\}/.exec(text);
  if (left) out.push(`leaves ${left[0]} unfilled`);
  if (
    isPrayer(template.text) &&
    /\byour (?:husband|wife|partner|fianc\u00e9e?|boyfriend|girlfriend)\b/i.test(text)
  )
    out.push('prays to God about "your" partner: a prayer is the user\u2019s own words');
  if (isPrayer(template.text) && /\bI bring you your\b/i.test(text)) out.push('"I bring you your ..."');
  // Only the pronoun placeholders count: "they" in the template's own words may be anyone ("couples").
  if (person.namedAndGendered) {
    const own = render(template.text.replace(PRONOUNS, ''), values);
    if (theyCount(text) > theyCount(own))
      out.push('"they/them/their" for a named partner whose gender is known');
  }
  return out;
}

describe('every template, rendered for real people', () => {
  it('holds templates from every bank file and every topic file', () => {
    expect(TEMPLATES.length).toBeGreaterThan(400);
    for (const id of TOPIC_IDS) expect(TEMPLATES.some((t) => t.where.startsWith(`topics/${id}.`))).toBe(true);
  });

  for (const person of PEOPLE) {
    it(`reads right for ${person.who}`, () => {
      const found = TEMPLATES.flatMap((t) =>
        problems(t, person).map((p) => `${t.where}: ${p}\n    ${render(t.text, fillFor(person))}`),
      );
      expect(found, found.join('\n')).toEqual([]);
    });
  }
});

describe('the daily card', () => {
  const verse = { reference: 'Psalm 23:1', text: 'Yahweh is my shepherd: I shall lack nothing.' };
  const now = new Date('2026-12-02T08:00:00Z');

  it('fills every generic reflection and prayer, for every topic', () => {
    for (const topic of TOPIC_IDS) {
      const card = buildDailyCard({ now, verse, topic, notes: null });
      expect(card.reflection, topic).not.toMatch(/[{}]/);
      expect(card.prayer, topic).not.toMatch(/[{}]|\byour (?:husband|wife|partner)\b/);
    }
  });

  it('prays for the partner by name in the first person', () => {
    const card = buildDailyCard({
      now,
      verse,
      topic: 'money',
      notes: ['Partner: Dan', 'Goal: stop fighting'],
    });
    expect(card.prayer).toContain('thank you for Dan.');
    expect(card.prayer).not.toMatch(/[{}]|\byour (?:husband|wife)\b/);
  });
});
