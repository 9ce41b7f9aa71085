// Inputs that make a backtracking pattern work hard: one word with no space, the same short fragment
// thousands of times ("he he he", "i i i", "kill kill"), runs of punctuation, quotes or spaces, mixed
// scripts and emoji. Each is `length` characters (the longest message a person can send, by default).
import { MESSAGE_MAX } from '#shared/schemas/chat.ts';

export function repeatTo(fragment: string, length: number = MESSAGE_MAX): string {
  const text = fragment.repeat(Math.ceil(length / fragment.length)).slice(0, length);
  // Never end on half of a surrogate pair: the schema refuses a lone surrogate.
  return /[\uD800-\uDBFF]$/.test(text) ? text.slice(0, -1) : text;
}

/** The fragments each adversarial input repeats, named so a slow one can be told apart. */
export const ADVERSARIAL_FRAGMENTS: readonly string[] = [
  'a',
  'A',
  'Aa',
  "A'",
  'A-',
  'he ',
  'he',
  'He ',
  'i ',
  'i i',
  'kill ',
  'kill',
  'kill.',
  "he's ",
  'my husband ',
  "a'",
  'a-',
  'ab1_',
  '.',
  '!',
  '?!',
  ',',
  '-',
  ' ',
  '\t',
  '\n',
  ' .',
  'a. ',
  '"',
  '\u201c',
  '\u2019',
  '(',
  '<a',
  '@',
  'a@b.',
  '1:1 ',
  '1',
  'é',
  'ß',
  'я',
  'ж ',
  '中',
  'عربي ',
  '😀',
  '👨‍👩‍👧',
  'lol ',
  'haha',
  'x!',
  'Ab Cd ',
];

export const adversarialTexts = (length: number = MESSAGE_MAX): { name: string; text: string }[] =>
  ADVERSARIAL_FRAGMENTS.map((fragment) => ({
    name: JSON.stringify(fragment),
    text: repeatTo(fragment, length),
  }));
