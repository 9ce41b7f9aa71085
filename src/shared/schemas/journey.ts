// "My journey": the PDF of chosen conversations to bring to a pastor or counsellor. One schema for the
// form in Settings and the route that writes the document.
import { z } from 'zod';

/** At most this many conversations in one document (the chat list shows 50 a page). */
export const JOURNEY_MAX_CHATS = 50;
/** At most this many messages in one document, all chats together: past it, fewer chats are asked for. */
export const JOURNEY_MAX_MESSAGES = 5_000;

export const journeySchema = z.object({
  chatIds: z
    .array(z.string().min(1).max(100), 'Please choose the conversations to include.')
    .min(1, 'Please choose at least one conversation.')
    .max(JOURNEY_MAX_CHATS, `Please choose at most ${JOURNEY_MAX_CHATS} conversations.`),
  /** The coach's notes (what it remembers about the user), on a page of their own. */
  includeNotes: z.boolean(),
  /** The verses the coach gave, in full with their references. */
  includeVerses: z.boolean(),
  /** Messages about danger or abuse and the safety replies to them: left out unless asked for. */
  includeSafety: z.boolean(),
});
export type JourneyInput = z.input<typeof journeySchema>;
