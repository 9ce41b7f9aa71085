// Text that is one line by nature (names, subjects, titles) ends up in e-mail subjects, greetings and
// headers, where a line break is refused by the mailer or starts a header of its own. One rule for every
// such field, in the schemas the forms and the routes share; messages keep their line breaks.
import { z } from 'zod';

export const SINGLE_LINE_MESSAGE = 'Please keep this to a single line.';

/** Line breaks (CR, LF, NEL, the Unicode line and paragraph separators) and every other control character. */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029]/u;

/** True when the text, once trimmed as the schemas trim it, is one line without control characters. */
export const isSingleLine = (text: string): boolean => !NOT_ONE_LINE.test(text.trim());

/** A trimmed single-line string; chain the field's own limits after it. */
export const singleLine = (message: string = SINGLE_LINE_MESSAGE) =>
  z.string().trim().refine(isSingleLine, message);
