import { Hono } from 'hono';
import type { Auth } from '#server/auth/auth.ts';
import { requireSession, type SessionEnv } from '#server/auth/session.ts';
import type { HardConversationService } from './extras.service.ts';

export function extrasRoutes(auth: Auth, scripts: HardConversationService) {
  return new Hono<SessionEnv>().use(requireSession(auth)).get('/hard-conversations', (c) => {
    const { user } = c.get('session');
    // Premium content: never kept by a shared cache, and gone from this browser's cache after a downgrade.
    c.header('Cache-Control', 'private, no-store');
    return c.json({ scripts: scripts.listFor(user.role) });
  });
}
