// The user's name ("I'm Sarah") and their partner's ("my husband James"), read from what they write.
// Names are only taken where the wording clearly introduces one, so "I'm tired" never becomes a name.

export type PartnerRole =
  'husband' | 'wife' | 'fiance' | 'fiancee' | 'boyfriend' | 'girlfriend' | 'partner' | 'spouse';

export interface PartnerDetails {
  name: string | null;
  role: PartnerRole | null;
}

// Words that follow "I'm" or "call me" in ordinary sentences, capitalised or not.
const NOT_NAMES = new Set(
  `a an the so not just really very too still always never here there fine ok okay good well sorry sure done
  tired exhausted angry sad mad upset lost stuck confused scared afraid worried hurt hurting lonely alone broken
  married engaged separated divorced single pregnant christian back home new trying going feeling getting being
  struggling desperate frustrated annoyed furious overwhelmed anxious ashamed embarrassed glad happy grateful
  thankful blessed honest serious sick ill crying praying wondering thinking writing asking hoping looking
  about at in on with from for to of and or but if when because that this what who how why all only also even
  afraid unsure ready late early names anything everything nothing something someone anyone nobody everyone
  crazy selfish stupid dramatic mean bad worse better back later again now mum mom dad wife husband hard
  difficult awful terrible horrible impossible ridiculous exhausting it is was has had does did he she we they
  you his her him them keeps thinks says said wants can will would could should might must`.split(/\s+/),
);

const NAME = "[A-Za-z][A-Za-z'\u2019-]{1,19}";

function cleanName(raw: string | undefined, mustBeCapitalised: boolean): string | null {
  if (!raw) return null;
  const word = raw.replace(/[\u2019']s$/, '');
  if (word.length < 2 || NOT_NAMES.has(word.toLowerCase())) return null;
  if (mustBeCapitalised && !/^[A-Z]/.test(word)) return null;
  // "-ing" and "-ed" words after "I'm" are states, not names ("I'm Hurting"), bar short names like Ted.
  if (/(ing|ed)$/i.test(word) && word.length > 5) return null;
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The name the user gives themselves, or null. */
export function extractName(message: string): string | null {
  const text = message.replace(/\s+/g, ' ');
  // Unambiguous introductions: the name may be typed in lower case.
  const explicit = new RegExp(
    `\\b(?:my name is|my name's|you can call me|please call me|just call me)\\s+(${NAME})`,
    'i',
  );
  const fromExplicit = cleanName(explicit.exec(text)?.[1], false);
  if (fromExplicit) return fromExplicit;
  // "call me Sarah" at the start of a sentence.
  const callMe = new RegExp(`(?:^|[.!?,]\\s*)call me\\s+(${NAME})\\b`, 'i');
  const fromCallMe = cleanName(callMe.exec(text)?.[1], false);
  if (fromCallMe) return fromCallMe;
  // "I'm Sarah" / "Hi, this is Sarah": only a capitalised word that ends the clause.
  const introduced = new RegExp(
    `(?:\\b(?:I'm|I\u2019m|I am|Im)|(?:^|[.!?]\\s+|\\b(?:hi|hello|hey)[,!]?\\s+)this is)\\s+(${NAME})(?=\\s*(?:$|[.,!;:\\-\u2013]|\\s+(?:and|here|by the way)\\b))`,
    'i',
  );
  return cleanName(introduced.exec(text)?.[1], true);
}

const ROLE_WORDS: [RegExp, PartnerRole][] = [
  [/husband|hubby/i, 'husband'],
  [/wife/i, 'wife'],
  [/fianc[eé]e/i, 'fiancee'],
  [/fianc[eé]/i, 'fiance'],
  [/boyfriend/i, 'boyfriend'],
  [/girlfriend/i, 'girlfriend'],
  [/spouse/i, 'spouse'],
  [/partner/i, 'partner'],
];
const ROLE = '(husband|hubby|wife|fianc[eé]e?|boyfriend|girlfriend|spouse|partner)';

function roleOf(word: string): PartnerRole | null {
  return ROLE_WORDS.find(([re]) => re.test(word))?.[1] ?? null;
}

/** "my husband James", "my wife, Anna", "my husband's name is James", "my partner (Sam)". */
export function extractPartner(message: string): PartnerDetails {
  const text = message.replace(/\s+/g, ' ');
  const named = new RegExp(
    `\\bmy ${ROLE}(?:'s name is|\u2019s name is| is called| named| called|,| \\()?\\s*(${NAME})`,
    'i',
  );
  const match = named.exec(text);
  if (match) {
    const explicitName = /name is|called|named/i.test(match[0]);
    const name = cleanName(match[2], !explicitName);
    if (name) return { name, role: roleOf(match[1]!) };
  }
  const role = new RegExp(`\\bmy ${ROLE}\\b`, 'i').exec(text);
  return { name: null, role: role ? roleOf(role[1]!) : null };
}

/** The partner as the coach refers to them: their name, "your husband", or "your partner". */
export function partnerReference(details: PartnerDetails): string {
  if (details.name) return details.name;
  switch (details.role) {
    case 'fiance':
    case 'fiancee':
      return 'your fianc\u00e9';
    case null:
    case 'spouse':
      return 'your partner';
    default:
      return `your ${details.role}`;
  }
}
