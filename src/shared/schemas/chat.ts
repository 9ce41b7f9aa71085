import { z } from 'zod';

export const MESSAGE_MAX = 8_000;
export const TITLE_MAX = 100;

export const sendMessageSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'Please write a message first.')
    .max(MESSAGE_MAX, `Please keep a message under ${MESSAGE_MAX.toLocaleString('en-GB')} characters.`),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export const renameChatSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Please enter a title.')
    .max(TITLE_MAX, `Please keep the title under ${TITLE_MAX} characters.`),
});
export type RenameChatInput = z.input<typeof renameChatSchema>;

export const listChatsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const listMessagesQuerySchema = z.object({
  before: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
