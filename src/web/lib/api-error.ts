import type { ClientResponse, parseResponse } from 'hono/client';
import { isApiErrorBody } from '#shared/api-error.ts';

/** An API failure as the web app sees it: the server's code and message, or a network failure. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  readonly reasons: string[] | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    reasons?: string[],
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.reasons = reasons;
  }
}

/** The server's refusal as an ApiError: its code, message and fields, or the bare status when it sent none. */
export async function apiErrorOf(response: Response | ClientResponse<unknown>): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (isApiErrorBody(body)) {
    return new ApiError(
      response.status,
      body.error.code,
      body.error.message,
      body.error.fields,
      body.error.reasons,
    );
  }
  return new ApiError(response.status, 'http_error', `The server answered ${response.status}.`);
}

/**
 * The answer of a typed-client call, or its failure thrown as an ApiError. The answer's type is the one
 * the server's route declares (hono infers it from the route's `c.json(...)` for the success statuses; a
 * 204 is `undefined`), so a change on the server that a caller does not follow fails the type check.
 */
export async function unwrap<R extends ClientResponse<unknown>>(response: R): Promise<ApiAnswer<R>>;
/** A response the typed client did not make (a stream): its answer is unknown until parsed. */
export async function unwrap(response: Response): Promise<unknown>;
export async function unwrap(response: ClientResponse<unknown> | Response): Promise<unknown> {
  if (!response.ok) throw await apiErrorOf(response);
  // Read as hono's parseResponse reads it (whose result type ApiAnswer is): no body on 204, JSON when
  // the server says JSON, else text.
  if (response.status === 204 || response.status === 205) return undefined;
  const json = /^application\/(?:[\w!#$%&*.^`~-]*\+)?json\b/i.test(
    response.headers.get('content-type') ?? '',
  );
  return json ? response.json() : response.text();
}

/** What `unwrap` resolves with for a typed-client response: the route's answer on its success statuses. */
export type ApiAnswer<R extends ClientResponse<unknown>> = Awaited<ReturnType<typeof parseResponse<R>>>;

/**
 * A 401 from a signed-in call: the session ended. The query client's session-loss rule already signs out
 * and explains it on /login, so a form should not add a failure toast of its own.
 */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
