// Fills the reply bank's placeholders (listed in reply-bank.ts) with what the coach knows: the user's
// name, how the partner is named (by the coach, and by the person in a prayer) and their pronouns, the topic, the plan from last time, a reference.
import type { PartnerRole } from '../understanding/user-details.ts';

export interface Fill {
  name: string | null;
  /** "Mark", "your husband", "your partner": the coach speaking to the person. */
  partner: string;
  /** "Mark", "my husband", "my partner": the person speaking, in a prayer they pray ("your" made "my" when left out). */
  myPartner?: string;
  role: PartnerRole | null;
  topic: string;
  plan: string;
  reference: string;
}

type Pronouns = { they: string; them: string; their: string };

function pronounsFor(role: PartnerRole | null): Pronouns {
  switch (role) {
    case 'husband':
    case 'fiance':
    case 'boyfriend':
      return { they: 'he', them: 'him', their: 'his' };
    case 'wife':
    case 'fiancee':
    case 'girlfriend':
      return { they: 'she', them: 'her', their: 'her' };
    default:
      return { they: 'they', them: 'them', their: 'their' };
  }
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function fill(template: string, values: Fill): string {
  const p = pronounsFor(values.role);
  const name = values.name;
  const myPartner = values.myPartner ?? values.partner.replace(/^your /, 'my ');
  // "they" takes a plural verb; the bank writes for he/she ("{they} says"), so fix the commonest verbs.
  const text = template
    .replace(/\{, name\}/g, name ? `, ${name}` : '')
    .replace(/\{name, \}/g, name ? `${name}, ` : '')
    .replace(/\{Name, \}([a-z])?/g, (_m, next?: string) =>
      name ? `${name}, ${next ?? ''}` : next ? next.toUpperCase() : '',
    )
    .replace(/\{name\}/g, name ?? '')
    .replace(/\{MyPartner\}/g, capital(myPartner))
    .replace(/\{myPartner\}/g, myPartner)
    .replace(/\{Partner\}/g, capital(values.partner))
    .replace(/\{partner\}/g, values.partner)
    .replace(/\{They\}/g, capital(p.they))
    .replace(/\{they\}/g, p.they)
    .replace(/\{Them\}/g, capital(p.them))
    .replace(/\{them\}/g, p.them)
    .replace(/\{Their\}/g, capital(p.their))
    .replace(/\{their\}/g, p.their)
    .replace(/\{topic\}/g, values.topic)
    .replace(/\{plan\}/g, values.plan)
    .replace(/\{reference\}/g, values.reference);
  return p.they === 'they' ? pluralAfterThey(text) : text;
}

const THEY_VERBS: [RegExp, string][] = [
  [/\b([Tt]hey) (is)\b/g, '$1 are'],
  [/\b([Tt]hey) (was)\b/g, '$1 were'],
  [/\b([Tt]hey) (has)\b/g, '$1 have'],
  [/\b([Tt]hey) (does)\b/g, '$1 do'],
  [/\b([Tt]hey) (doesn't|doesn\u2019t)\b/g, "$1 don't"],
  [/\b([Tt]hey) (isn't|isn\u2019t)\b/g, "$1 aren't"],
  [/\b([Tt]hey) (wasn't|wasn\u2019t)\b/g, "$1 weren't"],
  [/\b([Tt]hey)'s\b/g, "$1're"],
  [/\b([Tt]hey)\u2019s\b/g, '$1\u2019re'],
];

/** "they says" -> "they say": the bank is written for a partner called he or she. */
function pluralAfterThey(text: string): string {
  let out = text;
  for (const [re, replacement] of THEY_VERBS) out = out.replace(re, replacement);
  // Only verbs that are clearly third-person singular: "they feels" -> "they feel", "they goes" -> "they go".
  return out.replace(
    /\b([Tt]hey) ((?:really |just |also |often |always |never |still |probably )?)(feels|wants|needs|says|thinks|knows|hears|sees|tries|goes|comes|gets|makes|takes|seems|means|cares|withdraws|pulls|shuts|leaves|loves|works|feel|want)\b/g,
    (_m, they: string, adverb: string, verb: string) => `${they} ${adverb}${singularToPlural(verb)}`,
  );
}

function singularToPlural(verb: string): string {
  if (verb === 'tries') return 'try';
  if (verb === 'goes') return 'go';
  if (verb === 'feel' || verb === 'want') return verb;
  return verb.endsWith('s') ? verb.slice(0, -1) : verb;
}
