import { isApiErrorBody } from '../../shared/api-error.ts';

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

/** Returns the JSON of a successful response, or throws an ApiError carrying the server's code. */
export async function unwrap<T>(response: Response): Promise<T> {
  if (response.ok) {
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  }
  const body: unknown = await response.json().catch(() => null);
  if (isApiErrorBody(body)) {
    throw new ApiError(
      response.status,
      body.error.code,
      body.error.message,
      body.error.fields,
      body.error.reasons,
    );
  }
  throw new ApiError(response.status, 'http_error', `The server answered ${response.status}.`);
}

/**
 * A 401 from a signed-in call: the session ended. The query client's session-loss rule already signs out
 * and explains it on /login, so a form should not add a failure toast of its own.
 */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
