// The one reading of an auth request's body. The sign-in throttle, the redirect filter and the field
// filter all read the object this returns, and better-auth is handed that same object written out
// again as JSON: nothing downstream parses the client's bytes a second time, so no spelling of a body
// (an upper-case form type, a field given twice, a JSON key given twice) can mean one thing to our
// checks and another to the library. The web app sends JSON to every auth endpoint, so that is all
// this reads.
import { AppError } from '../http/app-error.ts';

export type AuthBody = Readonly<Record<string, unknown>>;

const unsupported = () =>
  new AppError('unsupported_media_type', 415, 'Please send this request as JSON (application/json).');
const unreadable = () => new AppError('invalid_request', 400, 'The request could not be read.');

/** Whether a Content-Type names JSON: its media type compared without case, parameters ignored. */
function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';', 1)[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * The body as one JSON object (an empty body reads as `{}`: sign-out needs nothing). Any other type is
 * a 415, and JSON that is malformed or not an object a 400.
 */
export function readAuthBody(text: string, contentType: string | undefined): AuthBody {
  if (text.trim() === '') return {};
  if (!isJson(contentType)) throw unsupported();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw unreadable();
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw unreadable();
  return body as AuthBody;
}

/** `body` written out for better-auth with only the fields `keep` allows. */
export function forwardedBody(body: AuthBody, keep: (field: string) => boolean): string {
  try {
    return JSON.stringify(Object.fromEntries(Object.entries(body).filter(([field]) => keep(field))));
  } catch {
    // Nested too deeply to write out again.
    throw unreadable();
  }
}
