import { z } from 'zod';

/** What the web app reports when a page crashes, so operators see it next to the request logs. */
export const clientErrorSchema = z.object({
  message: z.string().trim().min(1).max(2_000),
  path: z.string().max(2_000),
  stack: z.string().max(10_000).optional(),
  status: z.number().int().min(0).max(599).optional(),
});
export type ClientErrorInput = z.infer<typeof clientErrorSchema>;
