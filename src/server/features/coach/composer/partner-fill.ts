// How the coach refers to the partner, from everything the person has said in this chat and the
// partner note kept from earlier ones: "Dan" / "your husband" when the coach speaks, "Dan" / "my
// husband" in a prayer the person prays, and he/she wherever the partner's gender is known. A name
// alone does not say it, so the note keeps the role beside the name ("Partner: Dan (husband)"), and
// otherwise the person's own pronouns for the partner settle it ("Dan never listens, he just...").
import {
  extractPartner,
  type PartnerDetails,
  partnerReference,
  type PartnerRole,
} from '../understanding/user-details.ts';
import type { Fill } from './placeholders.ts';

const GENDERED: ReadonlySet<PartnerRole> = new Set<PartnerRole>([
  'husband',
  'wife',
  'fiance',
  'fiancee',
  'boyfriend',
  'girlfriend',
]);

/**
 * "Dan (husband)" -> Dan, husband; "Dan" -> Dan, no role (notes made before roles were kept). Read with
 * string search, not a pattern: a lazy name before an optional spaced suffix backtracks on a long run of
 * spaces.
 */
export function partnerFromNote(note: string | null): PartnerDetails {
  const text = note?.trim() ?? '';
  if (!text) return { name: null, role: null };
  const open = text.lastIndexOf('(');
  const role = open > 0 && text.endsWith(')') ? text.slice(open + 1, -1) : '';
  const name = text.slice(0, open).trimEnd();
  if (GENDERED.has(role as PartnerRole) && name && /\s$/.test(text.slice(0, open)))
    return { name, role: role as PartnerRole };
  return { name: text, role: null };
}

/** The partner note's text: the name, and the role when it says the partner's gender. */
export function partnerNoteText(details: PartnerDetails): string | null {
  if (!details.name) return null;
  return details.role && GENDERED.has(details.role) ? `${details.name} (${details.role})` : details.name;
}

const HE = /\b(?:he|him|his|he's|he'd|he'll|himself)\b/gi;
const SHE = /\b(?:she|her|hers|she's|she'd|she'll|herself)\b/gi;

/** He or she, when the person's own words for the partner clearly lean one way; null when unclear. */
function roleFromPronouns(userTurns: readonly string[]): PartnerRole | null {
  const text = userTurns.join(' ').replace(/[\u2018\u2019]/g, "'");
  const he = text.match(HE)?.length ?? 0;
  const she = text.match(SHE)?.length ?? 0;
  // A mother-in-law or a friend is talked about too: only a clear majority says who the partner is.
  if (he >= 2 && he >= 3 * she) return 'husband';
  if (she >= 2 && she >= 3 * he) return 'wife';
  return null;
}

/** Who the partner is, from the note and then each of the person's messages, oldest first. */
export function partnerDetailsFrom(userTurns: readonly string[], note: string | null): PartnerDetails {
  let details = partnerFromNote(note);
  for (const text of userTurns) {
    const found = extractPartner(text);
    // "my partner" after "my husband Dan" says nothing new about who he is.
    const keepRole = details.role && GENDERED.has(details.role) && !(found.role && GENDERED.has(found.role));
    details = {
      name: found.name ?? details.name,
      role: keepRole ? details.role : (found.role ?? details.role),
    };
  }
  if (details.name && !(details.role && GENDERED.has(details.role))) {
    details = { ...details, role: roleFromPronouns(userTurns) ?? details.role };
  }
  return details;
}

/** The partner as the person speaks of them, in a prayer: "Dan", "my husband", "my partner". */
export function myPartnerReference(details: PartnerDetails): string {
  return partnerReference(details).replace(/^your /, 'my ');
}

export type PartnerFill = Pick<Fill, 'partner' | 'myPartner' | 'role'>;

export function partnerFill(details: PartnerDetails): PartnerFill {
  return { partner: partnerReference(details), myPartner: myPartnerReference(details), role: details.role };
}
