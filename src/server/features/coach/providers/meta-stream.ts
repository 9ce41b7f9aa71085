// The AI's structured ending: after the reply, a line `<<<META {"scripture":...,"name":...,"memory":[...]}>>>`.
// The splitter streams the reply while holding back anything that might be the start of that marker
// (and trailing spaces before it), so no part of it ever reaches the user; the parser reads it
// tolerantly: a missing or broken META only means no extras, never a lost reply.
import type { MemoryKind, MemoryNoteInput } from '#server/ports/coach.ts';

const MARKER = /<<<\s*META/i;
/** A tail that could still grow into the marker: "<", "<<", "<<<", "<<< ME"... */
const MARKER_PREFIX = /^<{1,3}(?:\s{0,2}(?:M(?:E(?:TA?)?)?)?)?$/i;
const MAX_PREFIX = 10;

export interface MetaSplitter {
  /** Takes a piece of the model's output; returns the part that is safe to show now (maybe ""). */
  push(delta: string): string;
  /** At the end: the rest of the reply to show, and the raw META text if one came. */
  end(): { tail: string; meta: string | null };
}

export function createMetaSplitter(): MetaSplitter {
  let held = '';
  let meta: string | null = null;
  let started = false;

  const release = (text: string): string => {
    if (started) return text;
    const trimmed = text.replace(/^\s+/, '');
    if (trimmed) started = true;
    return trimmed;
  };

  return {
    push(delta) {
      if (meta !== null) {
        meta += delta;
        return '';
      }
      held += delta;
      const found = MARKER.exec(held);
      if (found) {
        meta = held.slice(found.index);
        const before = held.slice(0, found.index).replace(/\s+$/, '');
        held = '';
        return release(before);
      }
      let cut = held.length;
      for (let p = Math.max(0, held.length - MAX_PREFIX); p < held.length; p++) {
        if (held[p] === '<' && MARKER_PREFIX.test(held.slice(p))) {
          cut = p;
          break;
        }
      }
      while (cut > 0 && /\s/.test(held[cut - 1]!)) cut--;
      const out = held.slice(0, cut);
      held = held.slice(cut);
      return release(out);
    },
    end() {
      // A lone partial marker at the very end is a META cut short, not words for the user.
      const tail = meta === null ? held.replace(/<{1,3}\s*[A-Za-z]{0,4}$/, '').replace(/\s+$/, '') : '';
      held = '';
      return { tail: release(tail), meta };
    },
  };
}

export interface ParsedMeta {
  scripture: string | null;
  /** The model said no verse fits ("scripture": null), e.g. because it answered a disclosure of danger. */
  noScripture: boolean;
  name: string | null;
  memory: MemoryNoteInput[];
}

// `safety` notes are made by the chat from what was disclosed, never by the model.
const KINDS: MemoryKind[] = ['name', 'partner', 'concern', 'goal', 'helped', 'plan'];
const MAX_NOTES = 5;
const MAX_NOTE_LENGTH = 120;

function jsonIn(raw: string): unknown {
  const body = raw.replace(MARKER, '').split('>>>')[0] ?? '';
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(body.slice(start, end + 1));
  } catch {
    return null;
  }
}

/** A broken JSON object may still name its verse: `"scripture": "James 1:19"`. */
function fieldIn(raw: string, field: string): string | null {
  return new RegExp(`"${field}"\\s*:\\s*"([^"]{1,80})"`).exec(raw)?.[1] ?? null;
}

function cleanName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const name = value.trim();
  if (!/^[\p{L}][\p{L}'\u2019-]{1,29}$/u.test(name)) return null;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function cleanNotes(value: unknown): MemoryNoteInput[] {
  if (!Array.isArray(value)) return [];
  const notes: MemoryNoteInput[] = [];
  for (const item of value) {
    const { kind, text } = (item ?? {}) as { kind?: unknown; text?: unknown };
    if (typeof kind !== 'string' || !KINDS.includes(kind as MemoryKind) || typeof text !== 'string') continue;
    const note = text.replace(/\s+/g, ' ').trim();
    // Whether a note may be kept (danger, obedience, hiding) is the note guard's (guard/note-guard.ts):
    // a note about danger is a signal to act on, not to drop here unseen.
    if (!note || note.length > MAX_NOTE_LENGTH) continue;
    notes.push({ kind: kind as MemoryKind, text: note });
    if (notes.length === MAX_NOTES) break;
  }
  return notes;
}

export function parseMeta(raw: string | null): ParsedMeta {
  if (!raw) return { scripture: null, noScripture: false, name: null, memory: [] };
  const json = jsonIn(raw);
  if (!json || typeof json !== 'object') {
    return { scripture: fieldIn(raw, 'scripture'), noScripture: false, name: null, memory: [] };
  }
  const { scripture, name, memory } = json as { scripture?: unknown; name?: unknown; memory?: unknown };
  return {
    scripture: typeof scripture === 'string' && scripture.length <= 80 ? scripture : null,
    noScripture: scripture === null,
    name: cleanName(name),
    memory: cleanNotes(memory),
  };
}
