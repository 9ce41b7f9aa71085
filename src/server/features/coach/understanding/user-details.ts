// The user's name ("I'm Sarah") and their partner's ("my husband James"), read from what they write.
// Names are only taken where the wording clearly introduces one, so "I'm tired" never becomes a name.

export type PartnerRole =
  'husband' | 'wife' | 'fiance' | 'fiancee' | 'boyfriend' | 'girlfriend' | 'partner' | 'spouse';

export interface PartnerDetails {
  name: string | null;
  role: PartnerRole | null;
}

// Words that follow "I'm", "my husband" or "he's called" in ordinary sentences, capitalised or not
// (people type "My Husband Always..." in title case), so none of them is ever taken for a name.
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
  you his her him them keeps thinks says said wants can will would could should might must
  me my mine us our your their its i am are be been were do don dont doesnt didnt cant wont isnt wasnt
  has have having get got gets let lets make makes made take takes took go goes went come comes came
  see sees saw say tell tells told know knows knew think feel feels felt want need needs needed like likes
  loves love hates hate works work worked never ever usually often sometimes constantly literally actually
  basically honestly seriously apparently probably maybe perhaps definitely completely totally barely hardly
  almost nearly already yet then than there's that's here's today tonight yesterday tomorrow week weekend
  morning evening night last next first second one two three four five twice once ago
  monday tuesday wednesday thursday friday saturday sunday january february march april may june july
  august september october november december christmas easter
  off out up down over under into onto through around away again yes yeah no nope hi hello hey thanks
  btw lol haha omg ugh um uh oh ah
  man woman guy girl boy person people lady gentleman friend friends family kids kid children child baby
  son daughter brother sister mother father mummy daddy grandma grandad granny nan parent parents
  boyfriend girlfriend partner spouse fiance fiancee hubby ex boss pastor vicar priest teacher nurse
  doctor student lurker newbie member reader believer wifey wives husbands dh dw
  other another same such own each every both either neither some any many much more most less few lot lots
  big little old young long short real true whole poor dear quite rather kind sort
  home work church bed car house kitchen phone text texts message money job time times day days
  talked talking talks told asked yelled shouted screamed cried left leaves leaving moved stopped started
  which where while whilst whenever unless until since though although however also anyway
  god jesus lord christ bible satan heaven hell british english american scottish welsh irish canadian
  australian catholic baptist methodist anglican evangelical protestant orthodox muslim jewish
  help advice question update confession vent rant noob please`.split(/\s+/),
);

// Latin letters with their accents too: Siân, Zoë and Chloé are names like any other.
const LETTER = 'A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff';
const NAME = `[${LETTER}][${LETTER}'-]{1,19}`;
/** After a name: the end of the clause, or a word that ends an introduction ("Sarah here", "Mark btw"). */
const CLAUSE_END = '(?=\\s*(?:$|[.,!?;:)\\-\u2013]|\\s+(?:and|here|btw|by the way|again|lol)\\b))';

/** Curly apostrophes and runs of spaces as the patterns expect them; the letters keep their case. */
function prepare(message: string): string {
  return message.replace(/[\u2018\u2019\u02bc`]/g, "'").replace(/\s+/g, ' ');
}

function cleanName(raw: string | undefined, mustBeCapitalised: boolean): string | null {
  if (!raw) return null;
  const word = raw.replace(/'s$/i, '').replace(/['-]+$/, '');
  if (word.length < 2 || NOT_NAMES.has(word.toLowerCase())) return null;
  if (mustBeCapitalised && !/^[A-Z\u00c0-\u00d6\u00d8-\u00de]/.test(word)) return null;
  // A contraction is never a name ("Doesn't", "Won't", "He'll").
  if (/n't$|'(?:ll|re|ve|d|m)$/i.test(word)) return null;
  // "-ing" and "-ed" words after "I'm" are states, not names ("I'm Hurting"), bar short names like Ted.
  if (/(ing|ed)$/i.test(word) && word.length > 5) return null;
  // "-ly" words are how things are done ("my wife Constantly..."), bar short names like Ely or Lily.
  if (/ly$/i.test(word) && word.length > 5) return null;
  // Nor is a describing word ("It's Hopeless", "my husband Careful..."), which names rarely end like.
  if (/(?:less|ful|ous|able|ible)$/i.test(word) && word.length > 5) return null;
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The first pattern whose name survives `cleanName`; lower case only where `lowerCaseOk` says so. */
function firstName(text: string, patterns: { re: RegExp; lowerCaseOk: boolean }[]): string | null {
  for (const { re, lowerCaseOk } of patterns) {
    const name = cleanName(re.exec(text)?.[1], !lowerCaseOk);
    if (name) return name;
  }
  return null;
}

const OWN_NAME_PATTERNS = [
  // Unambiguous introductions: the name may be typed in lower case.
  {
    re: new RegExp(
      `\\b(?:my name is|my name's|you can call me|please call me|just call me)\\s+(${NAME})`,
      'i',
    ),
    lowerCaseOk: true,
  },
  // "call me Sarah" at the start of a sentence.
  { re: new RegExp(`(?:^|[.!?,]\\s*)call me\\s+(${NAME})\\b`, 'i'), lowerCaseOk: true },
  // "sarah here" / "Hi, Sarah here": a one-word sign-in at the very start.
  {
    re: new RegExp(
      `^\\s*(?:(?:hi|hello|hey)[,!]?\\s+)?(${NAME}) here(?=\\s*(?:$|[.,!;:\\-\u2013]|\\s+(?:and|btw)\\b))`,
      'i',
    ),
    lowerCaseOk: true,
  },
  // "it's Sarah btw" / "Hi, it's Sarah": at the start, after a greeting, or with "btw".
  {
    re: new RegExp(`(?:^\\s*|\\b(?:hi|hello|hey)[,!]?\\s+)it(?:'s|s| is) (${NAME})${CLAUSE_END}`, 'i'),
    lowerCaseOk: false,
  },
  {
    re: new RegExp(`\\bit(?:'s|s| is) (${NAME})(?=\\s+(?:btw|by the way)\\b)`, 'i'),
    lowerCaseOk: true,
  },
  // "I'm Sarah" / "Hi, this is Sarah": only a capitalised word that ends the clause.
  {
    re: new RegExp(
      `(?:\\b(?:I'm|I am|Im)|(?:^|[.!?]\\s+|\\b(?:hi|hello|hey)[,!]?\\s+)this is)\\s+(${NAME})${CLAUSE_END}`,
      'i',
    ),
    lowerCaseOk: false,
  },
];

/** The name the user gives themselves, or null. */
export function extractName(message: string): string | null {
  return firstName(prepare(message), OWN_NAME_PATTERNS);
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

/**
 * "my husband James", "my wife, Anna", "my husband's name is James", "my partner (Sam)". The name may
 * be in lower case only after a cue that can introduce nothing else ("'s name is", "named"), or after
 * "called" when it ends the clause ("my husband's called dave", never "he's called me names").
 */
const ROLE_THEN_NAME = new RegExp(
  `\\bmy ${ROLE}((?:'s name is|'s name's|'s called| is called| is named| named|,| \\()?\\s*)(${NAME})`,
  'gi',
);
/** "my wife called Dave": said of a phone call far more often than of a name, so only at a clause end. */
const ROLE_CALLED_NAME = new RegExp(`\\bmy ${ROLE} called (${NAME})(?=\\s*(?:$|[.,!?;)]))`, 'i');
/** "Dave (my husband)". */
const NAME_THEN_ROLE = new RegExp(`\\b(${NAME}) \\(my ${ROLE}\\)`, 'i');
/** "hubby Tom", "me and wifey Jen". */
const PET_ROLE_NAME = new RegExp(`\\b(hubby|wifey) (${NAME})`, 'i');
const ANY_ROLE = new RegExp(`\\bmy ${ROLE}\\b`, 'i');
const AT_CLAUSE_END = new RegExp(`^${CLAUSE_END}`, 'i');

/** Lower case is fine after "name is" or "named"; after "called" only where the name ends the clause. */
function lowerCaseOkAfter(cue: string, rest: string): boolean {
  if (/name|named/i.test(cue)) return true;
  return /called/i.test(cue) && AT_CLAUSE_END.test(rest);
}

// "His name is Mark" names the partner unless the sentence is about someone else ("my son, his name is").
const SOMEONE_ELSE =
  /\b(?:son|daughter|boy|girl|kid|child|baby|brother|sister|mum|mom|mother|dad|father|boss|pastor|friend|colleague|co-?worker|neighbour|neighbor|ex|dog|cat|puppy|therapist|counsel+or|doctor|teacher|uncle|aunt|cousin|nephew|niece|grandson|granddaughter|affair|(?:an)?other (?:man|woman)|guy|lady|manager|in-law)\b/i;
const PRONOUN_NAME = new RegExp(
  `\\b(?:his|her) name(?: is|'s)\\s+(${NAME})|\\b(?:he|she)(?:'s| is) (?:called|named) (${NAME})`,
  'gi',
);

/** The text from the start of the previous sentence up to `index`: "His name is Mark" may follow a
 * sentence about a colleague ("I have a new colleague. His name is Mark."). */
function sentencesBefore(text: string, index: number): string {
  const lastMark = (before: number) =>
    Math.max(...['.', '?', '!', '\n'].map((mark) => text.lastIndexOf(mark, before)), -1);
  const current = lastMark(index - 1);
  const previous = current > 0 ? lastMark(current - 1) : -1;
  return text.slice(previous + 1, index);
}

function pronounName(text: string): string | null {
  for (const match of text.matchAll(PRONOUN_NAME)) {
    if (SOMEONE_ELSE.test(sentencesBefore(text, match.index))) continue;
    const rest = text.slice(match.index + match[0].length);
    const name = cleanName(match[1] ?? match[2], !(match[1] !== undefined || AT_CLAUSE_END.test(rest)));
    if (name) return name;
  }
  return null;
}

function roleThenName(text: string): PartnerDetails | null {
  for (const match of text.matchAll(ROLE_THEN_NAME)) {
    const rest = text.slice(match.index + match[0].length);
    const name = cleanName(match[3], !lowerCaseOkAfter(match[2]!, rest));
    if (name) return { name, role: roleOf(match[1]!) };
  }
  return null;
}

function nameBesideRole(text: string): PartnerDetails | null {
  const called = ROLE_CALLED_NAME.exec(text);
  const calledName = called ? cleanName(called[2], true) : null;
  if (called && calledName) return { name: calledName, role: roleOf(called[1]!) };
  const after = NAME_THEN_ROLE.exec(text);
  const afterName = after ? cleanName(after[1], true) : null;
  if (after && afterName) return { name: afterName, role: roleOf(after[2]!) };
  const pet = PET_ROLE_NAME.exec(text);
  const petName = pet ? cleanName(pet[2], true) : null;
  if (pet && petName) return { name: petName, role: /hubby/i.test(pet[1]!) ? 'husband' : 'wife' };
  return null;
}

/** The partner's name and role as far as this message says them; nulls where it does not. */
export function extractPartner(message: string): PartnerDetails {
  const text = prepare(message);
  const found = roleThenName(text) ?? nameBesideRole(text);
  if (found) return found;
  const role = ANY_ROLE.exec(text);
  return { name: pronounName(text), role: role ? roleOf(role[1]!) : null };
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
