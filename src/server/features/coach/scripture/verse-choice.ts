// Which verse fits this moment. A verse is chosen for what the person needs (comfort after a betrayal,
// words when they ask how to say it, anger verses only when they are angry), never repeats one already
// shown in the chat while others remain, and in careful mode (after a disclosure of abuse, control or
// self-harm) only ever speaks of God as refuge and comfort: scripture on submission, forgiveness,
// divorce, reconciliation, peacemaking or enduring suffering has been used to keep people in danger.
import { z } from 'zod';
import type { VerifiedVerse } from '#server/ports/coach.ts';
import { parseReference, type PassageRef } from './bible-books.ts';
import { lazy, readContent } from '../content-files.ts';
import type { Scripture } from './scripture.ts';
import type { TopicId } from '../topic-ids.ts';

export const VERSE_NEEDS = [
  /** Hurt, betrayed, lonely: God's nearness. */
  'comfort',
  /** Asks for words or how to start: speech that can be heard. */
  'words',
  /** Only when they are angry. */
  'anger',
  /** Discouraged or hopeless. */
  'hope',
  /** Anxious or flooded. */
  'peace',
  /** Only when they raise it and are ready. */
  'forgiveness',
  /** Deciding, planning. */
  'wisdom',
  'prayer',
  'unity',
  /** Weary. */
  'strength',
  /** Careful mode: God as refuge for the oppressed. */
  'refuge',
  /** Nothing more specific: the topic's own bank. */
  'topic',
] as const;

export type VerseNeed = (typeof VERSE_NEEDS)[number];

export const VERSE_THEMES = [
  'comfort',
  'nearness',
  'refuge',
  'oppressed',
  'rest',
  'words',
  'listening',
  'gentleness',
  'anger',
  'hope',
  'peace',
  'trust',
  'guidance',
  'wisdom',
  'prayer',
  'confession',
  'unity',
  'love',
  'strength',
  'forgiveness',
  'submission',
  'roles',
  'duty',
  'divorce',
  'permanence',
  'reconciliation',
  'peacemaking',
  'endurance',
] as const;

export type VerseTheme = (typeof VERSE_THEMES)[number];

/** Themes that must never reach someone who has disclosed abuse, control or thoughts of self-harm. */
export const CAREFUL_UNSAFE: ReadonlySet<VerseTheme> = new Set([
  'submission',
  'roles',
  'duty',
  'divorce',
  'permanence',
  'reconciliation',
  'forgiveness',
  'peacemaking',
  'endurance',
]);

/** In careful mode a verse must speak of one of these, and of nothing unsafe. */
const CAREFUL_SAFE: ReadonlySet<VerseTheme> = new Set(['refuge', 'comfort']);

export interface VerseRules {
  /** After a disclosure of abuse, coercive control or self-harm. */
  careful: boolean;
  /** Anger is present in what they said. */
  angry: boolean;
  /** A betrayal found out in this chat's first turns: forgiveness is not the word yet. */
  earlyBetrayal?: boolean;
  /**
   * A verse named in a reply's own words, not a card the coach chooses: in careful mode it is judged by
   * what it says (an unsafe theme, tagged or in its words), not refused for being outside the refuge
   * and comfort lists, which are a card's choice (docs/product/rulings.md).
   */
  inText?: boolean;
}

export interface VerseChoiceInput extends VerseRules {
  topic: TopicId;
  need: VerseNeed;
  /** Varies the choice from turn to turn. */
  seed: number;
  /** References already shown in this chat. */
  exclude: readonly string[];
}

type ScriptureLookup = Pick<Scripture, 'lookup' | 'bank'>;

const needsSchema = z.object({
  needs: z.object(
    Object.fromEntries(
      VERSE_NEEDS.filter((n) => n !== 'topic').map((n) => [n, z.array(z.string().min(3)).min(5)]),
    ) as Record<Exclude<VerseNeed, 'topic'>, z.ZodArray<z.ZodString>>,
  ),
  themes: z.record(z.string().min(3), z.array(z.enum(VERSE_THEMES)).min(1)),
});

interface ThemedRange {
  ref: PassageRef;
  themes: readonly VerseTheme[];
}

const loadNeeds = lazy(() => {
  const raw = readContent('verse-needs.json', needsSchema);
  const ranges: ThemedRange[] = Object.entries(raw.themes).map(([reference, themes]) => {
    const ref = parseReference(reference);
    if (!ref) throw new Error(`content/coach/verse-needs.json: "${reference}" is not a reference`);
    return { ref, themes };
  });
  return { needs: raw.needs, ranges };
});

/** The references listed for a need (not 'topic'), as written in the content. */
export function needReferences(need: Exclude<VerseNeed, 'topic'>): readonly string[] {
  return loadNeeds().needs[need];
}

function overlaps(a: PassageRef, b: PassageRef): boolean {
  return a.book === b.book && a.chapter === b.chapter && a.from <= b.to && b.from <= a.to;
}

// Words that mark a theme in a verse we have not tagged (an AI's proposal), and a safety net for the
// tagged ones: a widened range can pull in a clause about forgiving or submitting.
const TEXT_THEMES: [VerseTheme, RegExp][] = [
  ['submission', /\b(?:subject|subjection|submi\w*|obey)\b/i],
  ['roles', /\b(?:wives|wife|husbands?)\b/i],
  ['divorce', /\bdivorc\w*|\bputs? away (?:his|her) (?:wife|husband)|joined together/i],
  ['forgiveness', /\bforgiv\w*|\bpardon\w*/i],
  ['reconciliation', /\breconcil\w*/i],
  ['peacemaking', /\bpeacemakers?\b|\bat peace with\b|\bpeace with all\b|\bmake peace\b|\bseek peace\b/i],
  // "Do all things without complaining": bear it in silence, said to someone who may be harmed.
  [
    'endurance',
    /\bendur\w*|\bpersever\w*|\bwithout (?:complaining|murmuring|grumbling)\b|\bbear(?:s|ing)? (?:all things|with one another)\b|\bsuffering/i,
  ],
];
const ANGER_WORDS = /\b(?:anger|angry|wrath\w*|fury|furious|rage|temper)\b/i;

/** The themes of the passage a card would show for this reference (after widening), or null if unreal. */
export function verseThemes(scripture: ScriptureLookup, reference: string): Set<VerseTheme> | null {
  const verse = scripture.lookup(reference);
  const shown = verse ? parseReference(verse.reference) : null;
  if (!verse || !shown) return null;
  const themes = new Set<VerseTheme>();
  let tagged = false;
  for (const { ref, themes: listed } of loadNeeds().ranges) {
    if (!overlaps(ref, shown)) continue;
    tagged = true;
    for (const theme of listed) themes.add(theme);
  }
  for (const [theme, words] of TEXT_THEMES) if (words.test(verse.text)) themes.add(theme);
  // A tagged verse that only mentions anger ("slow to anger" in a verse on listening) is not an anger
  // verse; an untagged one is judged by its words.
  if (!tagged && ANGER_WORDS.test(verse.text)) themes.add('anger');
  return themes;
}

/**
 * Whether a verse may be shown under these rules; the built-in choice and an AI's proposal obey the
 * same one. Careful mode admits only verses known to speak of refuge or comfort, so an unknown verse is
 * refused there rather than guessed at.
 */
export function verseAllowed(scripture: ScriptureLookup, reference: string, rules: VerseRules): boolean {
  const themes = verseThemes(scripture, reference);
  if (!themes) return false;
  if (rules.careful) {
    if ([...themes].some((t) => CAREFUL_UNSAFE.has(t))) return false;
    if (!rules.inText && ![...themes].some((t) => CAREFUL_SAFE.has(t))) return false;
  }
  if (themes.has('anger') && !rules.angry) return false;
  if (themes.has('forgiveness') && rules.earlyBetrayal) return false;
  return true;
}

function candidatesFor(scripture: ScriptureLookup, need: VerseNeed, topic: TopicId): string[] {
  if (need === 'topic') return scripture.bank().flatMap((e) => (e.topic === topic ? [e.reference] : []));
  return [...needReferences(need)];
}

/** Lists to try in order: the need's own, then the topic's bank, then a gentle default. */
function levelsFor(scripture: ScriptureLookup, input: VerseChoiceInput): string[][] {
  if (input.careful) {
    const first: VerseNeed = input.need === 'comfort' ? 'comfort' : 'refuge';
    return [candidatesFor(scripture, first, input.topic), candidatesFor(scripture, 'refuge', input.topic)];
  }
  return [
    candidatesFor(scripture, input.need, input.topic),
    candidatesFor(scripture, 'topic', input.topic),
    candidatesFor(scripture, 'peace', input.topic),
  ];
}

/**
 * A verse that fits the need and the rules, or null when none may be shown. A verse already shown in
 * this chat comes back only when every allowed one has been shown, and then the one shown longest ago.
 */
export function chooseVerse(scripture: ScriptureLookup, input: VerseChoiceInput): VerifiedVerse | null {
  const shown = input.exclude.flatMap((reference) => {
    const ref = parseReference(reference);
    return ref ? [ref] : [];
  });
  const lastShown = (reference: string): number => {
    const ref = parseReference(reference);
    if (!ref) return -1;
    return shown.reduce((last, seen, i) => (overlaps(seen, ref) ? i : last), -1);
  };
  const rules: VerseRules = { ...input, earlyBetrayal: input.earlyBetrayal ?? false };
  const pick = (list: string[]): string => list[Math.abs(Math.floor(input.seed)) % list.length]!;
  let fallback: string[] = [];
  for (const level of levelsFor(scripture, input)) {
    const allowed = [...new Set(level.map((r) => scripture.lookup(r)?.reference ?? r))].filter(
      (r) =>
        verseAllowed(scripture, r, rules) &&
        !(input.need === 'comfort' && verseThemes(scripture, r)?.has('forgiveness')),
    );
    const fresh = allowed.filter((r) => lastShown(r) < 0);
    if (fresh.length > 0) return scripture.lookup(pick(fresh));
    if (fallback.length === 0) fallback = allowed;
  }
  if (fallback.length === 0) return null;
  const oldest = Math.min(...fallback.map(lastShown));
  return scripture.lookup(pick(fallback.filter((r) => lastShown(r) === oldest)));
}
