// better-auth, configured for this product: e-mail + password with confirmation and reset, sessions in
// the database behind httpOnly cookies, rate limits stored in the database (they hold across
// instances), and our own rules layered on with hooks (shared schemas, weak passwords, sign-out ends
// every session).
import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { eq } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { signupRequestSchema } from '#shared/schemas/auth.ts';
import type { Database } from '../db/client.ts';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema.ts';
import type { Config } from '../env.ts';
import { hit } from '../http/rate-limit.ts';
import { newId } from '../lib/ids.ts';
import type { Logger } from '../lib/logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { accountExistsTemplate } from '../mail/account-exists-template.ts';
import { confirmEmailTemplate, passwordChangedTemplate, resetPasswordTemplate } from '../mail/templates.ts';
import { deleteUserWithoutPassword, markPasswordSet } from './auth-records.ts';
import { createConfirmationFlow } from './confirmation-flow.ts';
import { RECIPIENT_MAIL_RULE, RESET_TOKEN_CHECK_RULE } from './auth-limits.ts';
import { weakPasswordReasons } from './password-policy.ts';
import { forgetResetTokens, hashResetIdentifier, RESET_TOKEN_STORAGE } from './reset-tokens.ts';
import { createSessionLookup, createSessionTokenReader } from './session-lookup.ts';
import { accountKey, createSignInThrottle } from './sign-in-throttle.ts';

export const AUTH_BASE_PATH = '/api/auth';
/** The header our mount sets from the socket (or trusted proxy chain); client-sent values are dropped. */
export const CLIENT_IP_HEADER = 'x-pc-client-ip';

const DAY = 60 * 60 * 24;

/** better-auth's answer to every reset request, sent or not (word for word, so none stands out). */
const RESET_REQUESTED = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

export interface AuthDeps {
  db: Database;
  config: Config;
  mailer: Mailer;
  logger: Logger;
  /** After a real sign-up: the family invitation (by code, or one waiting for this e-mail). */
  onSignUp?: (
    user: { id: string; email: string; emailVerified: boolean },
    inviteCode: string | undefined,
  ) => Promise<unknown>;
  /** After an address is confirmed: an invitation waiting for it (the match proves the address now). */
  onEmailVerified?: (user: { id: string; email: string }) => Promise<unknown>;
}

function weakPassword(reasons: string[]): APIError {
  return new APIError('BAD_REQUEST', {
    code: 'WEAK_PASSWORD',
    message: reasons[0] ?? 'Please choose a stronger password.',
    reasons,
  });
}

function validationFailed(error: { issues: { path: PropertyKey[]; message: string }[] }): APIError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return new APIError('BAD_REQUEST', {
    code: 'VALIDATION_FAILED',
    message: error.issues[0]?.message ?? 'Invalid request.',
    fields,
  });
}

export function createAuth({ db, config, mailer, logger, onSignUp, onEmailVerified }: AuthDeps) {
  const link = (path: string, token: string) => `${config.appUrl}${path}?token=${encodeURIComponent(token)}`;
  const authLog = logger.child({ module: 'auth' });
  /**
   * Whether one more e-mail of this kind may go to this address (RECIPIENT_MAIL_RULE). Over the cap
   * nothing is sent and the answer stays the same, so it tells nobody whether, or how often, mail went.
   */
  const mayMail = async (kind: 'reset' | 'confirm' | 'account-exists', email: string) => {
    const key = `${RECIPIENT_MAIL_RULE.name}|${kind}|${accountKey(config.authSecret, email)}`;
    if ((await hit(db, key, RECIPIENT_MAIL_RULE)) === 0) return true;
    authLog.info({ kind }, 'auth e-mail not sent: this address had its allowance');
    return false;
  };

  const lookupSession = createSessionLookup(db, config.authSecret, config.isProduction);
  const confirmation = createConfirmationFlow(db, lookupSession);

  const auth = betterAuth({
    appName: 'Peace Coach',
    baseURL: config.appUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: [config.appUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      // A sign-up writes its user, password and session in one transaction: a server stopped halfway
      // leaves nothing, rather than an address that exists and cannot sign in.
      transaction: true,
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      requireEmailVerification: config.requireEmailVerification,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Only when REQUIRE_EMAIL_VERIFICATION=true: a sign-up with a registered address is answered as
      // for a new one (nobody learns the address is registered), and the owner hears of it instead.
      onExistingUserSignUp: async ({ user }) => {
        if (!(await mayMail('account-exists', user.email))) return;
        const first = (user as { firstName?: string }).firstName ?? '';
        await mailer.send({
          to: user.email,
          userId: user.id,
          ...accountExistsTemplate({
            firstName: first,
            signInUrl: `${config.appUrl}/login`,
            resetUrl: `${config.appUrl}/forgot-password`,
          }),
        });
      },
      // Its per-recipient cap is counted in the before hook, for registered and unknown addresses alike.
      sendResetPassword: async ({ user, token }) => {
        const first = (user as { firstName?: string }).firstName ?? '';
        await mailer.send({
          to: user.email,
          userId: user.id,
          ...resetPasswordTemplate({ firstName: first, url: link('/reset-password', token) }),
        });
      },
      onPasswordReset: async ({ user }) => {
        await forgetResetTokens(db, user.id);
        await markPasswordSet(db, user.id);
        const first = (user as { firstName?: string }).firstName ?? '';
        await mailer.send({
          to: user.email,
          userId: user.id,
          ...passwordChangedTemplate({ firstName: first, supportEmail: config.supportEmail }),
        });
      },
    },
    // Reset tokens are kept as hashes (reset-tokens.ts).
    verification: { storeIdentifier: RESET_TOKEN_STORAGE },
    emailVerification: {
      // Always sent at sign-up; only required to sign in when REQUIRE_EMAIL_VERIFICATION=true.
      sendOnSignUp: true,
      // The link proves the mailbox, not the password: it signs nobody in (confirmation-flow.ts).
      autoSignInAfterVerification: false,
      expiresIn: 2 * DAY,
      sendVerificationEmail: async ({ user, token }) => {
        if (!(await mayMail('confirm', user.email))) return;
        const first = (user as { firstName?: string }).firstName ?? '';
        await mailer.send({
          to: user.email,
          userId: user.id,
          ...confirmEmailTemplate({ firstName: first, url: link('/confirm-email', token) }),
        });
      },
      afterEmailVerification: async (user, request) => {
        // When, for the operator's funnel and console (better-auth keeps only the flag).
        await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
        await confirmation.confirmed(user, request);
        // The confirmation itself must not fail because of the family plan.
        await onEmailVerified?.({ id: user.id, email: user.email }).catch((error: unknown) => {
          authLog.warn({ err: error }, 'invitation not used at e-mail confirmation');
        });
      },
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true, input: true },
        lastName: { type: 'string', required: true, input: true },
        // Server-owned: never accepted from a client request.
        role: { type: 'string', required: false, input: false, defaultValue: 'free' },
        familyId: { type: 'string', required: false, input: false },
      },
    },
    session: {
      // "Remember me" checked: 7 days, renewed daily while used. Unchecked, better-auth issues a
      // browser-session cookie whose server row expires after 24 hours and is never renewed.
      expiresIn: 7 * DAY,
      updateAge: DAY,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 3 },
        '/reset-password': { window: 60, max: 10 },
        '/send-verification-email': { window: 60, max: 2 },
        '/change-password': { window: 60, max: 5 },
      },
    },
    advanced: {
      cookiePrefix: 'pc',
      useSecureCookies: config.isProduction,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => newId() },
    },
    logger: {
      level: 'warn',
      log: (level, message) => authLog[level]({ level }, message),
    },
    // Expected refusals (a wrong password, a weak one) are not errors worth an operator's attention.
    onAPIError: {
      onError: (error) => {
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        if (status >= 500) authLog.error({ err: error }, 'auth endpoint failed');
        else authLog.debug({ status, message: (error as Error).message }, 'auth request refused');
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') {
          const parsed = signupRequestSchema.safeParse(ctx.body);
          if (!parsed.success) throw validationFailed(parsed.error);
          const { firstName, lastName, email, password, inviteCode } = parsed.data;
          const reasons = weakPasswordReasons(password, { email, names: [firstName, lastName] });
          if (reasons.length > 0) throw weakPassword(reasons);
          // One left by a sign-up cut short before sign-ups were a transaction.
          await deleteUserWithoutPassword(db, email);
          // What better-auth creates the user from. A hook's body is merged into the request's, so it
          // cannot drop fields: the route has already removed every field we do not accept (a `role`,
          // `familyId`, `emailVerified`...) before better-auth read the body (auth.routes.ts).
          return {
            context: {
              body: {
                email,
                password,
                firstName,
                lastName,
                name: `${firstName} ${lastName}`,
                callbackURL: '/dashboard',
                ...(inviteCode ? { inviteCode } : {}),
              },
            },
          };
        }
        if (ctx.path === '/request-password-reset') {
          const email = (ctx.body as { email?: unknown } | undefined)?.email;
          if (typeof email === 'string') {
            // Nobody may tell a registered address from an unknown one by how long the answer takes:
            // both pay for the per-recipient cap and a user lookup, and where better-auth writes a
            // reset token and the e-mail for a registered address, an unknown one writes and removes
            // an unusable token (better-auth's own dummy lookup then stands in for its token lookup).
            if (!(await mayMail('reset', email))) return ctx.json(RESET_REQUESTED);
            const user = await ctx.context.internalAdapter.findUserByEmail(email.toLowerCase());
            if (!user) {
              const identifier = `reset-password:${randomBytes(18).toString('base64url')}`;
              await ctx.context.internalAdapter.createVerificationValue({
                identifier,
                value: '',
                expiresAt: new Date(),
              });
              await db
                .delete(verifications)
                .where(eq(verifications.identifier, await hashResetIdentifier(identifier)));
            }
          }
        }
        if (ctx.path === '/reset-password' || ctx.path === '/change-password') {
          const candidate = (ctx.body as { newPassword?: unknown } | undefined)?.newPassword;
          if (typeof candidate === 'string') {
            const reasons = weakPasswordReasons(candidate);
            if (reasons.length > 0) throw weakPassword(reasons);
          }
        }
        if (ctx.path === '/change-password') {
          // A new password ends every other session, whatever the client asked: whoever knew the old
          // one may be signed in elsewhere (server policy, not a client option). Merged over the body.
          return { context: { body: { revokeOtherSessions: true } } };
        }
        if (ctx.path === '/sign-out') {
          // Sign Out ends every session (docs/product/rulings.md#sign-out).
          const session = await getSessionFromCtx(ctx);
          if (session) await ctx.context.internalAdapter.deleteUserSessions(session.user.id);
        }
        return undefined;
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email' && onSignUp && !(ctx.context.returned instanceof Error)) {
          const returned = ctx.context.returned as { user?: { id?: string; email?: string } } | undefined;
          const created = returned?.user?.id
            ? await ctx.context.internalAdapter.findUserById(returned.user.id)
            : null;
          if (created) {
            await markPasswordSet(db, created.id);
            const inviteCode = (ctx.body as { inviteCode?: string } | undefined)?.inviteCode;
            const family = await onSignUp(
              { id: created.id, email: created.email, emailVerified: created.emailVerified },
              inviteCode,
            ).catch((error: unknown) => {
              authLog.warn({ err: error }, 'invitation not used at sign-up');
              return { status: 'none', inviteId: null };
            });
            return ctx.json({ ...(returned as object), family });
          }
          // A generic answer to a duplicate address carries a made-up user: nothing to join. It gets
          // what a new address without an invitation gets, so the two cannot be told apart.
          if (returned?.user) return ctx.json({ ...returned, family: { status: 'none', inviteId: null } });
        }
        if (ctx.path === '/verify-email' && !(ctx.context.returned instanceof Error)) {
          const passwordToken = await confirmation.choosePasswordToken(
            ctx.request,
            ctx.context.internalAdapter,
          );
          if (passwordToken) return ctx.json({ status: true, user: null, passwordToken });
        }
        if (ctx.path === '/change-password' && !(ctx.context.returned instanceof Error)) {
          const user = ctx.context.session?.user as
            { id: string; email: string; firstName?: string } | undefined;
          if (user) {
            await forgetResetTokens(db, user.id);
            await markPasswordSet(db, user.id);
            await mailer.send({
              to: user.email,
              userId: user.id,
              ...passwordChangedTemplate({
                firstName: user.firstName ?? '',
                supportEmail: config.supportEmail,
              }),
            });
          }
        }
      }),
    },
  });
  /**
   * Whether a reset link's token can still set a password, without using it: the reset page asks on
   * opening, so a dead link is said at once (docs/product/rulings.md#reset-password-page). Counted per
   * client address first (RESET_TOKEN_CHECK_RULE); `wait` > 0 means refused. Unknown, expired, used and
   * orphaned tokens are one answer, `false`, and nothing about the account is read out.
   */
  const checkResetToken = async (token: string, clientIp: string) => {
    const wait = await hit(db, `${RESET_TOKEN_CHECK_RULE.name}|${clientIp}`, RESET_TOKEN_CHECK_RULE);
    if (wait > 0) return { wait, usable: false };
    const context = await auth.$context;
    const found = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
    if (!found || found.expiresAt.getTime() <= Date.now()) return { wait: 0, usable: false };
    return { wait: 0, usable: Boolean(await context.internalAdapter.findUserById(found.value)) };
  };

  // The per-request signed-in check (session-lookup.ts), beside better-auth's own API.
  return Object.assign(auth, {
    lookupSession,
    sessionToken: createSessionTokenReader(config.authSecret, config.isProduction),
    signInThrottle: createSignInThrottle(db, config.authSecret, config.isProduction),
    checkResetToken,
  });
}

export type Auth = ReturnType<typeof createAuth>;
