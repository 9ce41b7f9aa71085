// The premium prompt picker's conversation starters: kept in content/prompts.json, written to the
// chat_prompts table at start (idempotently, so several instances can start together).
import { readFileSync } from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ChatPrompt } from '#shared/chat.ts';
import { planFor } from '#shared/plans.ts';
import type { Database } from '#server/db/client.ts';
import { chatPrompts } from '#server/db/schema.ts';
import { AppError } from '#server/http/app-error.ts';

const PROMPTS_FILE = new URL('../../../../content/prompts.json', import.meta.url);

const promptFileSchema = z.array(
  z.object({
    id: z.string().min(1),
    title: z.string().min(1),
    content: z.string().min(1),
    category: z.string().min(1),
  }),
);

export function loadPromptContent(): z.infer<typeof promptFileSchema> {
  return promptFileSchema.parse(JSON.parse(readFileSync(PROMPTS_FILE, 'utf8')));
}

export function createPromptService(db: Database) {
  return {
    /** Upserts the prompts of the content file; their order in the file becomes their created_at order. */
    async seed(): Promise<void> {
      const base = Date.UTC(2026, 0, 1);
      const rows = loadPromptContent().map((p, i) => ({ ...p, createdAt: new Date(base + i * 1000) }));
      await db
        .insert(chatPrompts)
        .values(rows)
        .onConflictDoUpdate({
          target: chatPrompts.id,
          set: {
            title: sql`excluded.title`,
            content: sql`excluded.content`,
            category: sql`excluded.category`,
            createdAt: sql`excluded.created_at`,
          },
        });
    },

    async listFor(role: unknown): Promise<ChatPrompt[]> {
      if (planFor(role).role !== 'premium') {
        throw new AppError('premium_required', 403, 'The prompt library is part of Premium.');
      }
      const rows = await db.select().from(chatPrompts).orderBy(asc(chatPrompts.createdAt));
      return rows.map(({ id, title, content, category }) => ({ id, title, content, category }));
    },
  };
}

export type PromptService = ReturnType<typeof createPromptService>;
