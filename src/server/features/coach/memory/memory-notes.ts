// Short notes of the user's journey, found by patterns in what they write: their name, their
// partner's name, a recurring concern, a goal, a plan, and what helped. Each note is a few words in the
// user's own terms, because it is read back into later conversations and shown in Settings.
import { cutLongTokens } from '#server/lib/bounded-text.ts';
import { type MemoryNoteInput, nameNote } from '#server/ports/coach.ts';
import { topicById } from '../coach-content.ts';
import type { TopicId } from '../topic-ids.ts';

/**
 * A topic has to be clearly the message's own (the classifier's confidence, 0..1) to become a
 * "recurring concern": a passing mention, or a topic carried over from earlier turns, is not one.
 */
const CONCERN_SCORE = 0.8;
const MAX_NOTE_WORDS = 10;
/**
 * A plan is read back as the person said it ("You were going to talk on Sunday over tea for twenty
 * minutes"), so it keeps its whole phrase: when, where and how long are the plan.
 */
const MAX_PLAN_WORDS = 20;

// Words that make a "goal", "plan" or "what helped" a note we should never keep ("I want to scream").
const NOT_A_GOAL =
  /\b(kill|hurt|die|dead|suicid\w*|hit|punch|revenge|divorce|leave|scream|slap|hate|give up|quit|run away|disappear|end it|pills?|overdose|cut myself|lose it|explode)\b/i;

// A wish said with doubt, a condition or a negation is not a goal: "I don't even know if I want to
// save this marriage", "if I want to stay", "not sure I want to fix this". Checked in the clause before
// the wish itself.
const DOUBT_BEFORE =
  /\b(?:not|no|never|don'?t|do not|doesn'?t|didn'?t|can'?t|cannot|won'?t|isn'?t|unsure|if|whether|wonder(?:ing)?|doubt|why would|how (?:can|could)|pretend|used to|supposed to)\b|n't\b/i;

const GOAL_PATTERNS = [
  /\b(?:i(?:'d| would)? (?:really |just |truly )?(?:want|like|love|hope)(?: for)? (?:us|we|the two of us) to|i want us to|my goal is to|our goal is to|i(?:'m| am) hoping (?:we can|we could|to)|i wish we could|i'?d love it if we could)\s+([^.!?\n]{3,100})/i,
  /\bi (?:really |just |truly )?want to ((?:feel|be|have|stop|start|learn|rebuild|reconnect|communicate|support|respect|trust|forgive|fix|save|work on|spend|build|grow|pray|listen|find)\b[^.!?\n]{2,90})/i,
];

/**
 * "I don't want us to fight anymore" is a clear wish for something to stop, so it is kept as a goal
 * ("Goal: stop fighting"); other negated wishes are not goals.
 */
const STOP_WISH =
  /\b(?:i|we) (?:really )?(?:don'?t|do not) want (?:us |we )?to (?:keep )?(fight(?:ing)?|argu(?:e|ing)|shout(?:ing)?|yell(?:ing)?|bicker(?:ing)?|row(?:ing)?|fall(?:ing)? out)((?: (?:with each other|in front of the (?:kids|children)|about \w+(?: \w+)?))?) (?:any ?more|all the time|so much|like this)\b/i;
const GERUNDS = ['fighting', 'arguing', 'shouting', 'yelling', 'bickering', 'rowing', 'falling out'];
/** "argue" or "arguing" -> "arguing". */
const gerundOf = (verb: string) =>
  GERUNDS.find((gerund) => gerund.split(' ')[0]!.startsWith(verb.split(' ')[0]!.replace(/e$/, ''))) ?? verb;

/** "I don't even know if I want to save this marriage": a worry about the future, never a goal. */
const MARRIAGE_DOUBT =
  /\b(?:(?:don'?t|do not) (?:even |really )?know|not (?:even |really )?sure|unsure|wonder(?:ing)?)\b[^.!?\n]{0,30}\b(?:want|can|should|going) (?:to )?(?:save|stay in|keep|fix|continue|work on|be in)\b[^.!?\n]{0,20}\b(marriage|relationship|engagement)\b/i;

// First person, looking ahead: "I'm going to talk to him on Sunday", "I'll try a walk after dinner",
// "thinking I'll ask her tonight". The plan must start with something one does, so "I'm going to
// lose it" or "I'll see" never become plans.
const PLAN_VERBS =
  'talk|speak|ask|tell|try|pray|write|suggest|book|take|sit|apologi[sz]e|say|bring|start|call|text|listen|read|spend|give|make|set|share|show|thank|invite|explain|meet|join|arrange|schedule|plan|put|wait|use|hold|cook|go for|go to|look for|find|check in|sort out|work on|practi[sc]e|pause|breathe';
const PLAN_PATTERNS = [
  new RegExp(
    `\\b(?:i(?:'m| am)|im|we(?:'re| are)) (?:going to|gonna|planning to|planning on|hoping to) ((?:${PLAN_VERBS})\\b[^.!?\\n]{2,90})`,
    'i',
  ),
  new RegExp(
    `\\b(?:(?:i(?:'m| am)|im) thinking (?:i'?ll|i will|of|about)|i(?:'ll| will)|we(?:'ll| will)|i plan to|my plan is to) ((?:${PLAN_VERBS})\\b[^.!?\\n]{2,90})`,
    'i',
  ),
];
/**
 * "try that", "do it tonight", "try that for twenty minutes": a plan that points back at something said
 * before means nothing read back a week later, and must not replace the plan it points at.
 */
const VAGUE_PLAN =
  /^\S+ (?:that|this|it|them)\b(?: \S+)?$|^(?:try|use|do|give|start|make) (?:that|this|it|them)\b/i;

/** "Sunday over tea, we'll talk...": when or where, said before the plan, belongs to it. */
const FRONTED_WHEN =
  /^(?:(?:on|this|next|after|before|at|in the|over the|by|tonight|tomorrow|later|one)\b|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b)/i;
const WEEKDAY = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)/i;

const HELPED_PATTERNS = [
  /\b(?:what (?:really )?helped (?:was|is)|the thing that helped (?:was|is)|it (?:really )?help(?:ed|s) (?:me |us )?(?:to|when))\s+([^.!?\n]{3,100})/i,
  /\b((?:taking|going|praying|talking|walking|stepping|having|writing|saying|using|reading|listening|sitting|starting|breathing|waiting|asking)\b[^.!?\n]{2,80}?)\s+(?:really |actually |definitely |finally |seemed to |kind of |totally )?(?:helped|worked|made a (?:big |real |huge )?difference)\b/i,
];

/** Curly apostrophes as straight ones, so "don’t" reads like "don't". */
function prepare(message: string): string {
  return message.replace(/[\u2018\u2019\u02bc`]/g, "'");
}

function shorten(fragment: string, maxWords = MAX_NOTE_WORDS): string | null {
  const cut = fragment
    .split(/\b(?:but|because|although|though|so that|and then|since|unless|if)\b/i)[0]!
    .replace(/[,;:\s]+$/, '')
    .trim();
  if (!cut || NOT_A_GOAL.test(cut)) return null;
  const words = cut.split(/\s+/).slice(0, maxWords).join(' ');
  return words.charAt(0).toLowerCase() + words.slice(1);
}

/** The clause a match sits in, up to the match: from the last sentence end, comma, "and", "but" or "so". */
function clauseBefore(message: string, index: number): string {
  const before = message.slice(0, index);
  const parts = before.split(/[.!?\n;,]|\b(?:but|so|and)\b/i);
  return parts.at(-1) ?? '';
}

/** A question ("Do I want to save this marriage?") is not a goal either. */
function sentenceIsQuestion(message: string, end: number): boolean {
  const rest = message.slice(end);
  const stop = rest.search(/[.!?\n]/);
  return stop >= 0 && rest[stop] === '?';
}

function firstMatch(patterns: RegExp[], message: string, maxWords = MAX_NOTE_WORDS): string | null {
  return firstMatchAt(patterns, message, maxWords)?.note ?? null;
}

function firstMatchAt(
  patterns: RegExp[],
  message: string,
  maxWords: number,
): { note: string; index: number } | null {
  for (const re of patterns) {
    const match = re.exec(message);
    const found = match?.[1];
    if (!match || !found) continue;
    if (DOUBT_BEFORE.test(clauseBefore(message, match.index))) continue;
    if (sentenceIsQuestion(message, match.index + match[0].length)) continue;
    const note = shorten(found, maxWords);
    if (note) return { note, index: match.index };
  }
  return null;
}

function goalNote(message: string): MemoryNoteInput | null {
  const goal = firstMatch(GOAL_PATTERNS, message);
  if (goal) return { kind: 'goal', text: `Goal: ${goal.replace(/^(?:have|get to|be able to)\s+/i, '')}` };
  const stop = STOP_WISH.exec(message);
  if (stop && !sentenceIsQuestion(message, stop.index + stop[0].length)) {
    const what = `${gerundOf(stop[1]!.toLowerCase())}${stop[2]!.toLowerCase()}`;
    return { kind: 'goal', text: `Goal: stop ${what}` };
  }
  return null;
}

/** The words before the plan in its sentence, when they say when or where: "Sunday over tea". */
function frontedWhen(message: string, index: number): string | null {
  const sentence =
    message
      .slice(0, index)
      .split(/[.!?\n]/)
      .at(-1) ?? '';
  const lead = sentence
    .replace(/^\s*(?:ok(?:ay)?|so|right|well|and|then|i think|i guess|maybe)\b[\s,]*/gi, '')
    .replace(/[\s,;:-]*(?:so|then|and)?[\s,;:-]*$/i, '')
    .trim();
  if (!lead || lead.split(/\s+/).length > 6 || !FRONTED_WHEN.test(lead)) return null;
  return WEEKDAY.test(lead) ? `on ${lead}` : lead;
}

function planNote(message: string): MemoryNoteInput | null {
  const found = firstMatchAt(PLAN_PATTERNS, message, MAX_PLAN_WORDS);
  if (!found || VAGUE_PLAN.test(found.note) || found.note.split(/\s+/).length < 2) return null;
  const when = frontedWhen(message, found.index);
  const plan =
    when && !found.note.toLowerCase().includes(when.toLowerCase()) ? `${found.note} ${when}` : found.note;
  return { kind: 'plan', text: `Plan: ${plan.replace(/[,;:\s]+$/, '')}` };
}

export interface NoteSources {
  message: string;
  topic: TopicId;
  topicScore: number;
  extractedName: string | null;
  /** The partner's name, with their role when it says their gender: "Dan (husband)". */
  partnerName: string | null;
}

export function memoryNotesFor(sources: NoteSources): MemoryNoteInput[] {
  const message = prepare(cutLongTokens(sources.message));
  const notes: MemoryNoteInput[] = [];
  if (sources.extractedName) notes.push(nameNote(sources.extractedName));
  if (sources.partnerName) notes.push({ kind: 'partner', text: `Partner: ${sources.partnerName}` });
  if (sources.topic !== 'general' && sources.topicScore >= CONCERN_SCORE) {
    notes.push({ kind: 'concern', text: `Recurring concern: ${topicById(sources.topic).concern}` });
  }
  const doubt = MARRIAGE_DOUBT.exec(message);
  if (doubt)
    notes.push({ kind: 'concern', text: `Concern: unsure about the ${doubt[1]!.toLowerCase()}'s future` });
  const goal = goalNote(message);
  if (goal) notes.push(goal);
  const plan = planNote(message);
  if (plan) notes.push(plan);
  const helped = firstMatch(HELPED_PATTERNS, message);
  if (helped) notes.push({ kind: 'helped', text: `What helped: ${helped}` });
  return notes;
}
