import { Hono, type MiddlewareHandler } from 'hono';
import { regionOf } from '#shared/region.ts';
import {
  editMessageSchema,
  listChatsQuerySchema,
  listMessagesQuerySchema,
  renameChatSchema,
  searchChatsQuerySchema,
  sendMessageSchema,
} from '#shared/schemas/chat.ts';
import type { Auth } from '#server/auth/auth.ts';
import { requireSession, type SessionEnv, signedIn } from '#server/auth/session.ts';
import { jsonBody, queryParams, queryValue } from '#server/http/validate.ts';
import type { ChatService, Caller } from './chat.service.ts';
import { type ChatStream, chatStreamResponse } from './event-stream.ts';
import type { PromptService } from './prompts.service.ts';
import type { ReplyOptions } from './reply-streams.ts';
import { FairUseError } from './usage.service.ts';

function caller(c: { get(key: 'session'): SessionEnv['Variables']['session'] }): Caller {
  const { user } = c.get('session');
  return { userId: user.id, role: user.role };
}

/** A reply stream, or the refusal; a fair-use refusal says when to try again (Retry-After). */
async function replyResponse(
  c: { header(name: string, value: string): void },
  run: () => Promise<ChatStream>,
): Promise<Response> {
  try {
    return chatStreamResponse(await run());
  } catch (error) {
    if (error instanceof FairUseError) c.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

/**
 * The chat screen's first read, the first page of the chat list, checks the session in the same query:
 * one round trip instead of two (ADR 025). Anything else (no signed cookie, a bad query, a later page,
 * a session that is gone) goes on to the general path, which answers it as before.
 */
function firstChatPageWithSession(auth: Auth, chats: ChatService): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    const token = auth.sessionToken(c.req.header('cookie'));
    const query = token ? listChatsQuerySchema.safeParse(queryValue(c)) : null;
    if (!token || !query?.success || query.data.cursor) return next();
    const found = await chats.firstPageWithSession(token, query.data.limit);
    if (!found) return next();
    signedIn(c, found.session);
    return c.json(found.page);
  };
}

/**
 * Outside production a browser test may slow a reply down (milliseconds after each piece of text), so
 * that it can press Stop in the middle of one; production never reads the header.
 */
export const TEST_PACE_HEADER = 'x-test-reply-pace-ms';

function replyOptions(
  c: { req: { raw: Request; header(name: string): string | undefined } },
  testPace: boolean,
): ReplyOptions {
  const pace = testPace ? Number(c.req.header(TEST_PACE_HEADER)) : 0;
  return {
    signal: c.req.raw.signal,
    ...(Number.isInteger(pace) && pace > 0 ? { paceMs: Math.min(pace, 2_000) } : {}),
  };
}

export function chatRoutes(auth: Auth, chats: ChatService, testPace = false) {
  return new Hono<SessionEnv>()
    .get('/', firstChatPageWithSession(auth, chats))
    .use(requireSession(auth))
    .get('/', queryParams(listChatsQuerySchema), async (c) => {
      const { limit, cursor } = c.req.valid('query');
      return c.json(await chats.list(caller(c), limit, cursor));
    })
    .get('/search', queryParams(searchChatsQuerySchema), async (c) => {
      return c.json(await chats.search(caller(c), c.req.valid('query').q));
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
      const { content, clientId, where } = c.req.valid('json');
      const region = regionOf(where ?? {});
      const options = replyOptions(c, testPace);
      return replyResponse(c, () =>
        chats.send(caller(c), c.req.param('id'), content, clientId, region, options),
      );
    })
    .patch('/:id/messages/:messageId', jsonBody(editMessageSchema), async (c) => {
      const { id, messageId } = c.req.param();
      const { content, where } = c.req.valid('json');
      const region = regionOf(where ?? {});
      const options = replyOptions(c, testPace);
      return replyResponse(c, () => chats.edit(caller(c), id, messageId, content, region, options));
    })
    .post('/:id/regenerate', async (c) =>
      replyResponse(c, () => chats.regenerate(caller(c), c.req.param('id'), replyOptions(c, testPace))),
    )
    .post('/:id/stop', async (c) => {
      await chats.stop(caller(c), c.req.param('id'));
      return c.body(null, 204);
    });
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
