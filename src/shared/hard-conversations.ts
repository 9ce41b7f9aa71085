import { z } from 'zod';

/**
 * One "Hard Conversation" script (docs/product/rulings.md#premium-extras): an opening line, what to say, what
 * to avoid and a verse to carry in. The scripts are premium content, so they live in content/ and reach the
 * browser only through the server's premium check, never in the web bundle.
 */
export const hardConversationScriptSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  opening: z.string().min(1),
  say: z.array(z.string().min(1)).min(1),
  avoid: z.array(z.string().min(1)).min(1),
  verse: z.string().min(1),
});
export type HardConversationScript = z.infer<typeof hardConversationScriptSchema>;
