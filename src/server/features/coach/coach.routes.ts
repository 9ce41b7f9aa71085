// The coach's own API, mounted by the app at /api/coach: the user's memory notes (Settings) and the
// daily alignment card (dashboard). Every route needs a session.
import { Hono } from 'hono';
import type { Auth } from '../../auth/auth.ts';
import { requireSession, type SessionEnv } from '../../auth/session.ts';
import { createCoachMemoryService } from './memory.service.ts';
import type { CoachMemoryStore } from './memory-store.ts';
import type { Scripture } from './scripture.ts';

export interface CoachRoutesDeps {
  auth: Auth;
  memory: CoachMemoryStore;
  scripture: Scripture;
  /** The clock for the daily card (tests pass a fixed one). */
  now?: () => Date;
}

export function coachRoutes({ auth, memory, scripture, now = () => new Date() }: CoachRoutesDeps) {
  const service = createCoachMemoryService({ memory, scripture });
  return new Hono<SessionEnv>()
    .use(requireSession(auth))
    .get('/memory', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await service.listNotes(c.get('session').user.id));
    })
    .delete('/memory/:id', async (c) => {
      await service.deleteNote(c.get('session').user.id, c.req.param('id'));
      return c.body(null, 204);
    })
    .delete('/memory', async (c) => {
      await service.deleteAll(c.get('session').user.id);
      return c.body(null, 204);
    })
    .get('/daily', async (c) => {
      const { user } = c.get('session');
      const role = (user as { role?: unknown }).role;
      c.header('Cache-Control', 'private, no-store');
      return c.json(
        await service.dailyCard({ id: user.id, role: typeof role === 'string' ? role : 'free' }, now()),
      );
    });
}

export type CoachRoutes = ReturnType<typeof coachRoutes>;
