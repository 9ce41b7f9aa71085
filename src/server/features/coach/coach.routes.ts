// The coach's own API, mounted by the app at /api/coach: the user's memory notes (Settings) and the
// daily alignment card (dashboard). Every route needs a session.
import { Hono } from 'hono';
import type { Auth } from '#server/auth/auth.ts';
import { requireSession, type SessionEnv } from '#server/auth/session.ts';
import type { CoachMemoryService } from './memory/memory.service.ts';

export interface CoachRoutesDeps {
  auth: Auth;
  service: CoachMemoryService;
  /** The clock for the daily card (tests pass a fixed one). */
  now?: () => Date;
}

export function coachRoutes({ auth, service, now = () => new Date() }: CoachRoutesDeps) {
  return new Hono<SessionEnv>()
    .use(requireSession(auth))
    .get('/memory', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await service.listNotes(c.get('session').user.id));
    })
    .delete('/memory/careful', async (c) => {
      // Registered before '/memory/:id', which would take "careful" for a note's id.
      await service.endCareful(c.get('session').user.id);
      return c.body(null, 204);
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
      c.header('Cache-Control', 'private, no-store');
      return c.json(await service.dailyCard({ id: user.id, role: user.role }, now()));
    });
}

export type CoachRoutes = ReturnType<typeof coachRoutes>;
