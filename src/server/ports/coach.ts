// The contracts between the conversations feature (which stores and streams) and the coach feature
// (which decides what to say). Neither feature imports the other; the composition root
// (src/server/services.ts) hands the coach's implementations to the chat service.

export interface CoachTurn {
  role: 'user' | 'coach';
  content: string;
}

export interface CoachRequest {
  userId: string;
  chatId: string;
  /** The name the user gave the coach, if any. */
  userName: string | null;
  /** The new message from the user. */
  message: string;
  /** This chat's earlier turns, oldest first, without the new message (bounded by the caller). */
  history: CoachTurn[];
  /** Notes of the user's journey; empty unless the user's plan includes memory. */
  memory: string[];
  /** 0 for the first reply to this message; 1, 2, ... for "Regenerate response" variants. */
  attempt: number;
  /**
   * Whether this chat already holds this exact coach reply: any earlier one, not only those in the
   * bounded `history`, so a coach that composes its replies can avoid ever repeating one.
   */
  alreadySaid?: (text: string) => boolean;
  signal: AbortSignal;
}

/** A verse that exists in the World English Bible, with its exact text. */
export interface VerifiedVerse {
  reference: string;
  text: string;
}

export type MemoryKind = 'name' | 'partner' | 'concern' | 'goal' | 'helped';

export interface MemoryNoteInput {
  kind: MemoryKind;
  text: string;
}

export interface CoachResult {
  /** The whole reply (the concatenation of every text delta). */
  text: string;
  /** Already verified against the WEB text; null when the reply carries no verse. */
  scripture: VerifiedVerse | null;
  /** A name the user gave ("I'm Sarah"), to store when none is set. */
  extractedName: string | null;
  memoryNotes: MemoryNoteInput[];
}

export type CoachEvent = { type: 'text-delta'; delta: string } | { type: 'finish'; result: CoachResult };

export interface CoachProvider {
  readonly name: string;
  /** Streams the reply; throws (or ends without a finish event) on failure. */
  stream(request: CoachRequest): AsyncIterable<CoachEvent>;
}

export type SafetyCategory =
  | 'physical_abuse'
  | 'sexual_abuse'
  | 'threats'
  | 'coercive_control'
  | 'strangulation'
  | 'self_harm'
  | 'child_at_risk';

export interface SafetyAssessment {
  crisis: boolean;
  categories: SafetyCategory[];
}

export interface SafetyService {
  assess(message: string): SafetyAssessment;
  /** The calm reply with helplines for a crisis (decisions.md "The coach"); never coaching to stay. */
  reply(assessment: SafetyAssessment, userName: string | null): string;
}

/** The text of the memory note that holds the user's name ("Name: Sarah"). */
export const nameNote = (name: string): MemoryNoteInput => ({ kind: 'name', text: `Name: ${name}` });

/** The coach's notes of a user's journey, stored encrypted. */
export interface MemoryStore {
  list(userId: string): Promise<string[]>;
  /**
   * Adds notes (deduplicated, at most 50 per user); `chatId` ties them to the chat that created them.
   * A name note is kept only when none is set.
   */
  remember(userId: string, chatId: string, notes: MemoryNoteInput[]): Promise<void>;
  /** The name from the user's name note, for every plan; null when there is none (or it was deleted). */
  userName(userId: string): Promise<string | null>;
}
