// Builds everything the coach offers the rest of the server, from configuration: the composition root
// (src/server/services.ts) calls this once and hands the pieces to the chat and to the routes.
import type { Database } from '#server/db/client.ts';
import type { Config } from '#server/env.ts';
import type { TextCipher } from '#server/lib/crypto.ts';
import type { Logger } from '#server/lib/logger.ts';
import {
  type CoachProvider,
  NOT_CAREFUL,
  type SafetyCategory,
  type SafetyService,
} from '#server/ports/coach.ts';
import { createAiCoach } from './ai-coach.ts';
import { composeBuiltInReply, createBuiltInCoach } from './built-in-coach.ts';
import { createMemoryStore, type CoachMemoryStore } from '../memory/memory-store.ts';
import { createSafetyService, warmUpSafetyRules } from '../safety/safety.ts';
import { recordSafetyEvent } from '../safety/safety-events.ts';
import { createScripture, type Scripture } from '../scripture/scripture.ts';
import { readMessage, warmUp } from '../understanding/read-message.ts';

export interface CoachDeps {
  config: Pick<Config, 'ai'>;
  db: Database;
  cipher: TextCipher;
  /** Keys the memory fingerprints (HMAC-SHA256); 32 random bytes kept with the other secrets. */
  fingerprintKey: Buffer;
  logger: Logger;
  /** Only for tests that point an AI provider at a local server. */
  fetch?: typeof globalThis.fetch;
}

export interface Coach {
  /** The configured coach: an AI provider, or the built-in coach when AI_PROVIDER=builtin. */
  provider: CoachProvider;
  /** Always the built-in coach: what answers when the AI provider stays down. */
  fallback: CoachProvider;
  safety: SafetyService;
  memory: CoachMemoryStore;
  scripture: Scripture;
  recordSafetyEvent: (userId: string, categories: readonly (SafetyCategory | string)[]) => Promise<void>;
  /** Trains the coach's reader now rather than on the first message. */
  warmUp: () => void;
  /**
   * Runs the coach's hot code again (the safety rules, two replies). Start-up's last-resort collection
   * drops compiled code, the rules' patterns among it: run after it, so the first message does not pay
   * to compile them again (about 700 ms of CPU).
   */
  rehearse: () => void;
}

export function createCoach({ config, db, cipher, fingerprintKey, logger, fetch }: CoachDeps): Coach {
  const scripture = createScripture();
  const builtIn = createBuiltInCoach({ scripture });
  const provider =
    config.ai.provider === 'builtin'
      ? builtIn
      : createAiCoach({
          ai: config.ai,
          scripture,
          logger: logger.child({ module: 'ai-coach' }),
          // A model reply that breaks a rule is replaced by the built-in coach's reply, which is careful
          // whenever the chat is (or the message touches danger).
          carefulReply: (request) => composeBuiltInReply(request, scripture),
          verseAllowed: (reference, context) => scripture.allowed(reference, context),
          angry: (request) => readMessage(request.message).angry,
          ...(fetch ? { fetch } : {}),
        });
  const safety = createSafetyService();
  const composeWarmUpReplies = () => {
    for (let attempt = 0; attempt < WARM_UP_REPLIES; attempt++) {
      composeBuiltInReply({ ...WARM_UP_REQUEST, attempt, signal: new AbortController().signal }, scripture);
    }
  };
  return {
    provider,
    fallback: builtIn,
    safety,
    memory: createMemoryStore({ db, cipher, fingerprintKey }),
    scripture,
    recordSafetyEvent: (userId, categories) => recordSafetyEvent(db, userId, categories),
    warmUp: () => {
      warmUp();
      // The first replies build the scripture indexes (before start-up's collection, which frees what
      // building them left behind).
      composeWarmUpReplies();
    },
    rehearse: () => {
      // Compiling the safety rules' patterns and optimising the composer is over half a second of CPU,
      // which would otherwise be paid by the first people to write while everyone else's messages wait.
      warmUpSafetyRules([WARM_UP_MESSAGE]);
      composeWarmUpReplies();
    },
  };
}

/** How many replies the warm-up composes (the second is already several times faster than the first). */
const WARM_UP_REPLIES = 2;
const WARM_UP_MESSAGE = 'We keep arguing about money and I feel unheard. What can I do?';
/** An everyday first message after the greeting, as in most chats. */
const WARM_UP_REQUEST = {
  userId: 'warm-up',
  chatId: 'warm-up',
  userName: null,
  message: WARM_UP_MESSAGE,
  history: [{ role: 'coach' as const, content: 'Hello, how can I help you today?' }],
  memory: [],
  safety: NOT_CAREFUL,
};
