// Test doubles at the coach boundary (the ports of src/server/ports/coach.ts), for the conversation
// tests: a coach whose failures are scripted, a keyword safety check and an in-memory memory store.
import type {
  AccountSafety,
  CoachEvent,
  CoachNote,
  CoachProvider,
  CoachRequest,
  MemoryNoteInput,
  MemoryStore,
  SafetyAssessment,
  SafetyService,
  VerifiedVerse,
} from '../ports/coach.ts';

export interface ScriptedCoachOptions {
  name?: string;
  /** The first N calls throw. */
  failTimes?: number;
  /** Every call answers with an empty reply. */
  empty?: boolean;
  /** Calls wait for this promise before finishing (to hold a stream open). */
  hold?: Promise<void>;
  scripture?: VerifiedVerse | null;
  extractedName?: string | null;
  memoryNotes?: MemoryNoteInput[];
}

export interface ScriptedCoach extends CoachProvider {
  calls: CoachRequest[];
}

export function scriptedCoach(options: ScriptedCoachOptions = {}): ScriptedCoach {
  const calls: CoachRequest[] = [];
  let failures = options.failTimes ?? 0;
  return {
    name: options.name ?? 'scripted',
    calls,
    async *stream(request): AsyncIterable<CoachEvent> {
      calls.push(request);
      if (failures > 0) {
        failures--;
        yield { type: 'text-delta', delta: 'partial ' };
        throw new Error('scripted failure');
      }
      if (options.empty) {
        yield {
          type: 'finish',
          result: { text: '  ', scripture: null, extractedName: null, memoryNotes: [] },
        };
        return;
      }
      const text = `I hear you (variant ${request.attempt}): "${request.message.slice(0, 40)}". What would help most tonight?`;
      const parts = text.match(/.{1,20}/g) ?? [text];
      for (const [i, delta] of parts.entries()) {
        yield { type: 'text-delta', delta };
        if (i === 0 && options.hold) await options.hold;
      }
      yield {
        type: 'finish',
        result: {
          text,
          scripture:
            options.scripture === undefined
              ? {
                  reference: 'James 1:19',
                  text: 'So, then, my beloved brothers, let every man be swift to hear, slow to speak, and slow to anger;',
                }
              : options.scripture,
          extractedName: options.extractedName ?? null,
          memoryNotes: options.memoryNotes ?? [],
        },
      };
    },
  };
}

export function keywordSafety(): SafetyService {
  return {
    assess(message): SafetyAssessment {
      const crisis = /\bhurts? me\b|\bchoked\b|\bend my life\b/i.test(message);
      return crisis
        ? { crisis, level: 'crisis', categories: ['physical_abuse'] }
        : { crisis, level: 'none', categories: [] };
    },
    reply: () => 'You deserve to be safe. If you are in danger now, call 999 (UK) or 911 (US).',
  };
}

export function memoryInMemory(): MemoryStore & { saved: Map<string, CoachNote[]> } {
  const saved = new Map<string, (CoachNote & { chatId: string })[]>();
  const names = new Map<string, string>();
  const careful = new Map<string, AccountSafety>();
  return {
    saved,
    safetyState: async (userId) => careful.get(userId) ?? null,
    startCareful: async (userId, chatId, kind, at) => {
      careful.set(userId, { kind, chatId, startedAt: careful.get(userId)?.startedAt ?? at });
    },
    list: async (userId) => (saved.get(userId) ?? []).map((n) => n.text),
    recall: async (userId, chatId) => ({
      notes: (saved.get(userId) ?? []).map(({ kind, text, chatId: from }) => ({
        kind,
        text,
        thisChat: from === chatId,
      })),
      userName: names.get(userId) ?? null,
    }),
    remember: async (userId, chatId, add) => {
      const kept = add.map((n) => ({ kind: n.kind, text: n.text, thisChat: false, chatId }));
      saved.set(userId, [...(saved.get(userId) ?? []), ...kept]);
      const name = add.find((n) => n.kind === 'name');
      if (name && !names.has(userId)) names.set(userId, name.text.replace(/^Name:\s*/, ''));
    },
    userName: async (userId) => names.get(userId) ?? null,
  };
}
