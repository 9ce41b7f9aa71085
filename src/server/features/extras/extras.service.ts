// Premium extras (docs/product/rulings.md#premium-extras) that the server holds back from everyone else. The
// "Hard Conversation" scripts are read from content/hard-conversations.json once, at start (a broken
// file stops the server from starting rather than failing a member's page later), and handed only to
// premium members.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { hardConversationScriptSchema, type HardConversationScript } from '#shared/hard-conversations.ts';
import { planFor } from '#shared/plans.ts';
import { AppError } from '#server/http/app-error.ts';

const SCRIPTS_FILE = new URL('../../../../content/hard-conversations.json', import.meta.url);

export function loadHardConversationScripts(): HardConversationScript[] {
  return z
    .array(hardConversationScriptSchema)
    .min(1)
    .parse(JSON.parse(readFileSync(SCRIPTS_FILE, 'utf8')));
}

export function createHardConversationService(scripts = loadHardConversationScripts()) {
  return {
    listFor(role: unknown): HardConversationScript[] {
      if (planFor(role).role !== 'premium') {
        throw new AppError('premium_required', 403, 'The Hard Conversation scripts are part of Premium.');
      }
      return scripts;
    },
  };
}

export type HardConversationService = ReturnType<typeof createHardConversationService>;
