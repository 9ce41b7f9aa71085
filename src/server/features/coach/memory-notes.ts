// Short notes of the user's journey, found by patterns in what they write: their name, their
// partner's name, a recurring concern, a goal, and what helped. Each note is a few words, because it is
// read back into every premium conversation and shown in Settings.
import { type MemoryNoteInput, nameNote } from '../../ports/coach.ts';
import { topicById } from './coach-content.ts';
import type { TopicId } from './topic-ids.ts';

/** A topic has to be clearly present (more than one weak cue) to become a "recurring concern". */
const CONCERN_SCORE = 3;
const MAX_NOTE_WORDS = 10;

// Words that make a "goal" or "what helped" a note we should never keep ("I want to scream").
const NOT_A_GOAL =
  /\b(kill|hurt|die|dead|suicid\w*|hit|punch|revenge|divorce|leave|scream|slap|hate|give up|quit|run away|disappear|end it)\b/i;

const GOAL_PATTERNS = [
  /\b(?:i(?:'d| would)? (?:really )?(?:want|like|love|hope)(?: for)? (?:us|we|the two of us) to|i want us to|my goal is to|our goal is to|i(?:'m| am) hoping (?:we can|we could|to)|i wish we could|i'?d love it if we could)\s+([^.!?\n]{3,100})/i,
  /\bi (?:really )?want to ((?:feel|be|have|stop|start|learn|rebuild|reconnect|communicate|support|respect|trust|forgive|fix|save|work on|spend|build|grow|pray|listen|find)\b[^.!?\n]{2,90})/i,
];

const HELPED_PATTERNS = [
  /\b(?:what (?:really )?helped (?:was|is)|the thing that helped (?:was|is)|it (?:really )?help(?:ed|s) (?:me |us )?(?:to|when))\s+([^.!?\n]{3,100})/i,
  /\b((?:taking|going|praying|talking|walking|stepping|having|writing|saying|using|reading|listening|sitting|starting|breathing|waiting|asking)\b[^.!?\n]{2,80}?)\s+(?:really |actually |definitely |finally |seemed to |kind of |totally )?(?:helped|worked|made a (?:big |real |huge )?difference)\b/i,
];

function shorten(fragment: string): string | null {
  const cut = fragment
    .split(/\b(?:but|because|although|though|so that|and then|since)\b/i)[0]!
    .replace(/[,;:\s]+$/, '')
    .trim();
  if (!cut || NOT_A_GOAL.test(cut)) return null;
  const words = cut.split(/\s+/).slice(0, MAX_NOTE_WORDS).join(' ');
  return words.charAt(0).toLowerCase() + words.slice(1);
}

function firstMatch(patterns: RegExp[], message: string): string | null {
  for (const re of patterns) {
    const found = re.exec(message)?.[1];
    const note = found ? shorten(found) : null;
    if (note) return note;
  }
  return null;
}

export interface NoteSources {
  message: string;
  topic: TopicId;
  topicScore: number;
  extractedName: string | null;
  partnerName: string | null;
}

export function memoryNotesFor(sources: NoteSources): MemoryNoteInput[] {
  const notes: MemoryNoteInput[] = [];
  if (sources.extractedName) notes.push(nameNote(sources.extractedName));
  if (sources.partnerName) notes.push({ kind: 'partner', text: `Partner: ${sources.partnerName}` });
  if (sources.topic !== 'general' && sources.topicScore >= CONCERN_SCORE) {
    notes.push({ kind: 'concern', text: `Recurring concern: ${topicById(sources.topic).concern}` });
  }
  const goal = firstMatch(GOAL_PATTERNS, sources.message);
  if (goal)
    notes.push({ kind: 'goal', text: `Goal: ${goal.replace(/^(?:have|get to|be able to)\s+/i, '')}` });
  const helped = firstMatch(HELPED_PATTERNS, sources.message);
  if (helped) notes.push({ kind: 'helped', text: `What helped: ${helped}` });
  return notes;
}
