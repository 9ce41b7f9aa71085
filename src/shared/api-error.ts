// The JSON shape of every API error, shared by the server (which writes it) and the web client (which
// maps `code` to the toasts of docs/product/specification.md#8-error-catalogue).
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    /** Field-level messages for validation errors, keyed by field name. */
    fields?: Record<string, string>;
    /** Why a password was refused (`weak_password`), as sentences the form shows. */
    reasons?: string[];
  };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
  );
}

/**
 * The server's own 503 when the database cannot be reached: the request was refused before anything
 * was applied, so even a POST may be sent again (a gateway's 502/503/504 promises no such thing).
 */
export const DATABASE_UNAVAILABLE_CODE = 'service_unavailable';
