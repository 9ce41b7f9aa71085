import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '#shared/api-error.ts';

/**
 * A typed error: a stable `code` the client maps to its texts, the HTTP status, and a message that is
 * safe to show to the user. Services throw these; one handler turns them into responses.
 */
export class AppError extends Error {
  readonly code: string;
  readonly status: ContentfulStatusCode;
  readonly fields: Record<string, string> | undefined;

  constructor(code: string, status: ContentfulStatusCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.fields = fields;
  }

  toBody(): ApiErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }
}

export const notFound = (what = 'Not found') => new AppError('not_found', 404, what);
export const unauthorized = (message = 'Please log in to continue.') =>
  new AppError('unauthorized', 401, message);
