import { Hono, type MiddlewareHandler } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { deleteAccountSchema, profileSchema } from '#shared/schemas/auth.ts';
import type { Auth } from '#server/auth/auth.ts';
import { requireSession, type SessionEnv } from '#server/auth/session.ts';
import { tooManyAttempts } from '#server/http/rate-limit.ts';
import { jsonBody } from '#server/http/validate.ts';
import type { AccountService } from './account.service.ts';

const SESSION_COOKIES = ['session_token', 'session_data', 'dont_remember'];

export function accountRoutes(auth: Auth, account: AccountService, secureCookies: boolean) {
  // docs/product/specification.md#account: the words for a change asked of no signed-in user.
  const signedIn = requireSession(auth, 'No user is currently logged in');
  const limitDeletionAttempts: MiddlewareHandler<SessionEnv> = async (c, next) => {
    const wait = await account.countDeletionAttempt(c.get('session').user.id);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      throw tooManyAttempts();
    }
    await next();
  };
  return (
    new Hono<SessionEnv>()
      // Never 401: "who am I" answers null when signed out, so pages can render the signed-out view.
      // Forwarding better-auth's headers renews a remembered session's cookie while it is used.
      .get('/me', async (c) => {
        const { headers, response } = await auth.api.getSession({
          headers: c.req.raw.headers,
          returnHeaders: true,
        });
        headers.forEach((value, key) => {
          if (key.toLowerCase() === 'set-cookie') c.header('Set-Cookie', value, { append: true });
        });
        c.header('Cache-Control', 'no-store');
        return c.json({ user: response ? await account.profile(response.user.id) : null });
      })
      .patch('/profile', signedIn, jsonBody(profileSchema), async (c) => {
        const user = await account.updateProfile(c.get('session').user.id, c.req.valid('json'));
        return c.json({ user });
      })
      .get('/sessions', signedIn, async (c) => {
        const { user, session } = c.get('session');
        return c.json({ sessions: await account.listSessions(user.id, session.id) });
      })
      .delete('/sessions/:id', signedIn, async (c) => {
        await account.endSession(c.get('session').user.id, c.req.param('id'));
        return c.body(null, 204);
      })
      .get('/export', signedIn, async (c) => {
        const data = await account.exportData(c.get('session').user.id);
        c.header('Content-Disposition', 'attachment; filename="peace-coach-my-data.json"');
        c.header('Cache-Control', 'no-store');
        return c.json(data);
      })
      .post('/delete', signedIn, limitDeletionAttempts, jsonBody(deleteAccountSchema), async (c) => {
        await account.deleteAccount(c.get('session').user.id, c.req.valid('json').password);
        const prefix = secureCookies ? '__Secure-pc.' : 'pc.';
        for (const name of SESSION_COOKIES)
          deleteCookie(c, `${prefix}${name}`, { path: '/', secure: secureCookies });
        return c.body(null, 204);
      })
  );
}

export type AccountRoutes = ReturnType<typeof accountRoutes>;
