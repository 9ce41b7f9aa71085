// Bounded text work (docs/security.md): a very long run of characters without a space ("aaaa…" for
// 8,000 characters, a pasted blob, a run of "!!!!") is no word anyone wrote, yet every rule and model
// reads it whole, and a pattern that is linear in the message can still be slow along one token. Such a
// run is cut to its first MAX_TOKEN characters before the safety rules, the built-in coach's reading, an
// AI provider and the memory notes see the text. What is stored and shown stays as written.

/** Longer than any word or web address people write in a message to the coach. */
export const MAX_TOKEN = 64;

/** Linear: each run is read once, and a short token fails within MAX_TOKEN steps. */
const LONG_TOKEN = new RegExp(`\\S{${MAX_TOKEN + 1},}`, 'g');

/** `text` with every run of non-space characters longer than MAX_TOKEN cut to its first MAX_TOKEN. */
export function cutLongTokens(text: string): string {
  return text.replace(LONG_TOKEN, (token) => {
    const kept = token.slice(0, MAX_TOKEN);
    // Never half of a surrogate pair (an emoji cut in two).
    return /[\uD800-\uDBFF]$/.test(kept) ? kept.slice(0, -1) : kept;
  });
}
