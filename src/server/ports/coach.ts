// The contracts between the conversations feature (which stores and streams) and the coach feature
// (which decides what to say). Neither feature imports the other; the composition root
// (src/server/services.ts) hands the coach's implementations to the chat service.
import type { Region } from '#shared/region.ts';

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
  memory: CoachNote[];
  /**
   * The chat's safety state, decided by the chat from what was disclosed (never the text): once abuse,
   * coercive control or thoughts of self-harm were disclosed in this chat, or in an earlier chat of this
   * user, every later reply stays careful (no coaching to reconcile, forgive, submit, stay or confront).
   */
  safety: ChatSafety;
  /** 0 for the first reply to this message; 1, 2, ... for "Regenerate response" variants. */
  attempt: number;
  /**
   * Whether this chat already holds this exact coach reply: any earlier one, not only those in the
   * bounded `history`, so a coach that composes its replies can avoid ever repeating one.
   */
  alreadySaid?: (text: string) => boolean;
  /** References of the verses already shown in this chat, oldest first (a verse is not shown twice). */
  shownVerses?: string[];
  /** How many coach replies this chat holds before this one (the history above is bounded). */
  coachRepliesBefore?: number;
  /** Whether the coach already said this sentence in this chat (case and punctuation aside). */
  sentenceSaid?: (sentence: string) => boolean;
  /**
   * When the reply must be done (Date.now() milliseconds), set by the chat: the provider fits its own
   * waits into it, so the person has an answer (the fallback at worst) within the chat's limit.
   */
  deadline?: number;
  signal: AbortSignal;
}

/**
 * A provider failure not worth retrying (the time is spent, or it timed out): the chat goes to its
 * fallback at once instead of waiting out its retry delays.
 */
export class CoachGaveUp extends Error {
  override readonly name = 'CoachGaveUp';
}

/** A verse that exists in the World English Bible, with its exact text. */
export interface VerifiedVerse {
  reference: string;
  text: string;
}

/**
 * `plan` is what the user means to try next (read back when they return); `safety` marks that a
 * disclosure was made in some chat, so later chats stay careful: its text never holds what was said.
 */
export type MemoryKind = 'name' | 'partner' | 'concern' | 'goal' | 'helped' | 'plan' | 'safety';

export const MEMORY_KINDS: readonly MemoryKind[] = [
  'name',
  'partner',
  'concern',
  'goal',
  'helped',
  'plan',
  'safety',
];

/** A stored note as the coach reads it: whether it came from this chat or an earlier one matters. */
export interface CoachNote {
  kind: MemoryKind;
  text: string;
  /** True when the note was made in the chat being answered. */
  thisChat: boolean;
}

export interface ChatSafety {
  /** Careful mode: a disclosure of danger in this chat or an earlier one. */
  careful: boolean;
  /** Where the disclosure was made; null when not careful. */
  since: 'this-chat' | 'earlier-chat' | null;
  /** What kind of danger was disclosed (categories only), when known; empty otherwise. */
  categories: SafetyCategory[];
}

export const NOT_CAREFUL: ChatSafety = { careful: false, since: null, categories: [] };

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

export type CoachEvent =
  | { type: 'text-delta'; delta: string }
  /** Everything streamed so far is void and `text` stands instead (an unsafe model reply was stopped). */
  | { type: 'replace'; text: string }
  | { type: 'finish'; result: CoachResult };

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

/**
 * - `crisis`: a clear disclosure of danger: the calm reply with helplines, never coaching.
 * - `ask`: an ambiguous sign of suicide ("no point anymore", "saving my pills"): the coach asks directly
 *   and kindly whether they are thinking of ending their life, with the helplines.
 * - `light`: violent words said in jest ("i could kill him 😂"): a light, human check-in, then coaching.
 * - `none`: nothing of the kind.
 */
export type SafetyLevel = 'none' | 'light' | 'ask' | 'crisis';

export interface SafetyAssessment {
  /** Same as `level === 'crisis'`. */
  crisis: boolean;
  level: SafetyLevel;
  categories: SafetyCategory[];
  /** The family of danger the message is most like (content/coach/safety/families.json), when risky. */
  family?: string;
  /** How likely the risk model finds any danger (0-1); a phrase hit counts at least 0.5. */
  risk?: number;
}

export interface SafetyContext {
  /** The coach's previous reply asked directly whether they are thinking of ending their life. */
  askedAboutSuicide?: boolean;
}

export interface SafetyReplyContext {
  /** The message being answered (a question in it, such as how to keep the chat private, is answered). */
  message?: string;
  /** Safety replies already given in this chat: a later one is shorter and in other words. */
  earlierReplies?: number;
  /** The latest safety reply in this chat: its block of lines is not given again straight after. */
  lastSafetyReply?: string;
  /** Where the person writing probably is (their country's lines first); null or absent: both. */
  region?: Region | null;
}

export interface SafetyService {
  assess(message: string, context?: SafetyContext): SafetyAssessment;
  /**
   * The calm reply with helplines for `crisis` and `ask` (docs/product/rulings.md#safety-replies); never
   * coaching to stay.
   */
  reply(assessment: SafetyAssessment, userName: string | null, context?: SafetyReplyContext): string;
}

/**
 * The note that keeps careful mode across chats after a disclosure. Its words are neutral on purpose:
 * it is shown in Settings, where someone who watches the user's phone could read it.
 */
export const SAFETY_NOTE: MemoryNoteInput = { kind: 'safety', text: 'Keep replies gentle and safety-first' };

/** The text of the memory note that holds the user's name ("Name: Sarah"). */
export const nameNote = (name: string): MemoryNoteInput => ({ kind: 'name', text: `Name: ${name}` });

/**
 * Careful mode on the account: the kind of danger first disclosed and when, never the words. It lasts
 * until the user ends it in Settings, whatever chats are deleted (docs/safety.md#careful-mode-on-the-account).
 */
export interface AccountSafety {
  kind: SafetyCategory | 'unspecified';
  /** The chat of the latest disclosure; null once that chat is deleted. */
  chatId: string | null;
  startedAt: Date;
}

/** The coach's notes of a user's journey, stored encrypted. */
export interface MemoryStore {
  /** The account's careful mode, or null when it is off. */
  safetyState(userId: string): Promise<AccountSafety | null>;
  /**
   * Starts careful mode on the account after a disclosure (a crisis assessment, or a yes to the
   * direct question), or moves it to this chat when it is on already; its start date stays.
   */
  startCareful(userId: string, chatId: string, kind: SafetyCategory | 'unspecified', at: Date): Promise<void>;
  list(userId: string): Promise<string[]>;
  /**
   * What a reply in `chatId` needs, from one read: the notes, oldest first, each marked as from this chat
   * or an earlier one, and the name `userName` reads.
   */
  recall(userId: string, chatId: string): Promise<{ notes: CoachNote[]; userName: string | null }>;
  /**
   * Adds notes (deduplicated, at most 50 per user); `chatId` ties them to the chat that created them.
   * A name note is kept only when none is set.
   */
  remember(userId: string, chatId: string, notes: MemoryNoteInput[]): Promise<void>;
  /** The name from the user's name note, for every plan; null when there is none (or it was deleted). */
  userName(userId: string): Promise<string | null>;
}
