import type { ApiErrorBody } from '#shared/api-error.ts';
import { AUTH_ERROR_CODES } from '#shared/account.ts';

/** better-auth's codes, mapped to ours and, where a screen shows it, to our wording. */
const CODE_MAP: Record<string, { code: string; message?: string }> = {
  INVALID_EMAIL_OR_PASSWORD: {
    code: AUTH_ERROR_CODES.invalidCredentials,
    message: 'Invalid email or password. Please try again.',
  },
  EMAIL_NOT_VERIFIED: {
    code: AUTH_ERROR_CODES.emailNotConfirmed,
    message: 'Please check your email inbox and confirm your account before logging in.',
  },
  USER_ALREADY_EXISTS: {
    code: AUTH_ERROR_CODES.userAlreadyExists,
    message: 'An account with this email address already exists. Please sign in instead.',
  },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    code: AUTH_ERROR_CODES.userAlreadyExists,
    message: 'An account with this email address already exists. Please sign in instead.',
  },
  INVALID_PASSWORD: {
    code: AUTH_ERROR_CODES.wrongPassword,
    message: 'Your current password is not correct.',
  },
  INVALID_TOKEN: {
    code: AUTH_ERROR_CODES.invalidToken,
    message: 'This link has expired or has already been used. Please request a new one.',
  },
  TOKEN_EXPIRED: {
    code: AUTH_ERROR_CODES.invalidToken,
    message: 'This link has expired or has already been used. Please request a new one.',
  },
  WEAK_PASSWORD: { code: AUTH_ERROR_CODES.weakPassword },
  PASSWORD_TOO_SHORT: { code: 'validation_failed', message: 'Password must be at least 8 characters' },
  PASSWORD_TOO_LONG: { code: 'validation_failed', message: 'Password must be at most 128 characters' },
  INVALID_EMAIL: { code: 'validation_failed', message: 'Please enter a valid email address' },
  VALIDATION_FAILED: { code: 'validation_failed' },
};

interface BetterAuthErrorBody {
  code?: string;
  message?: string;
  fields?: Record<string, string>;
  reasons?: string[];
}

/**
 * Rewrites an error response of better-auth into the app's one error shape, so the web app maps
 * every failure the same way. Successful responses pass through untouched.
 */
export async function normalizeAuthResponse(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  if (response.status === 429) {
    const retryAfter = headers.get('x-retry-after') ?? '60';
    headers.set('Retry-After', retryAfter);
    const body: ApiErrorBody = {
      error: {
        code: AUTH_ERROR_CODES.rateLimited,
        message: 'Too many attempts. Please wait a minute and try again.',
      },
    };
    return new Response(JSON.stringify(body), { status: 429, headers });
  }
  const raw = (await response.json().catch(() => ({}))) as BetterAuthErrorBody;
  const mapped = raw.code ? CODE_MAP[raw.code] : undefined;
  const body: ApiErrorBody = {
    error: {
      code:
        mapped?.code ??
        (raw.code ? raw.code.toLowerCase() : response.status === 401 ? 'unauthorized' : 'auth_error'),
      message: mapped?.message ?? raw.message ?? 'Something went wrong. Please try again.',
      ...(raw.fields ? { fields: raw.fields } : {}),
      ...(raw.reasons ? { reasons: raw.reasons } : {}),
    },
  };
  return new Response(JSON.stringify(body), { status: response.status, headers });
}
