import { Hono } from 'hono';
import {
  listChatsQuerySchema,
  listMessagesQuerySchema,
  renameChatSchema,
  sendMessageSchema,
} from '../../../shared/schemas/chat.ts';
import type { Auth } from '../../auth/auth.ts';
import { requireSession, type SessionEnv } from '../../auth/session.ts';
import { jsonBody, queryParams } from '../../http/validate.ts';
import type { ChatService, Caller } from './chat.service.ts';
import { UI_MESSAGE_STREAM_HEADERS } from './event-stream.ts';
import type { PromptService } from './prompts.service.ts';

function caller(c: { get(key: 'session'): SessionEnv['Variables']['session'] }): Caller {
  const { user } = c.get('session');
  return { userId: user.id, role: (user as { role?: unknown }).role };
}

const streamResponse = (stream: ReadableStream<Uint8Array>) =>
  new Response(stream, { headers: UI_MESSAGE_STREAM_HEADERS });

export function chatRoutes(auth: Auth, chats: ChatService) {
  return new Hono<SessionEnv>()
    .use(requireSession(auth))
    .get('/', queryParams(listChatsQuerySchema), async (c) => {
      const { limit, cursor } = c.req.valid('query');
      return c.json(await chats.list(caller(c), limit, cursor));
    })
    .post('/', async (c) => c.json(await chats.create(caller(c)), 201))
    .patch('/:id', jsonBody(renameChatSchema), async (c) => {
      return c.json({ chat: await chats.rename(caller(c), c.req.param('id'), c.req.valid('json').title) });
    })
    .delete('/:id', async (c) => {
      await chats.remove(caller(c), c.req.param('id'));
      return c.body(null, 204);
    })
    .get('/:id/messages', queryParams(listMessagesQuerySchema), async (c) => {
      const { limit, before } = c.req.valid('query');
      return c.json(await chats.messages(caller(c), c.req.param('id'), limit, before));
    })
    .post('/:id/messages', jsonBody(sendMessageSchema), async (c) => {
      return streamResponse(await chats.send(caller(c), c.req.param('id'), c.req.valid('json').content));
    })
    .post('/:id/regenerate', async (c) =>
      streamResponse(await chats.regenerate(caller(c), c.req.param('id'))),
    );
}

export function usageRoutes(auth: Auth, chats: ChatService) {
  return new Hono<SessionEnv>().use(requireSession(auth)).get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await chats.usage(caller(c)));
  });
}

export function promptRoutes(auth: Auth, prompts: PromptService) {
  return new Hono<SessionEnv>().use(requireSession(auth)).get('/', async (c) => {
    return c.json({ prompts: await prompts.listFor(caller(c).role) });
  });
}
