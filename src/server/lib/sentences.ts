// Sentences of a reply: how the built-in coach streams a reply, and how a chat remembers which sentences
// its coach has already said (chat-records.ts keeps a keyed hash of each), so the coach, which composes
// replies from shared parts, never says the same sentence twice in one chat.

/** Splits a text into sentences; joining the pieces gives the text back exactly. */
export function splitSentences(text: string): string[] {
  const pieces = text.match(/[^.!?\n]*(?:[.!?]+[\u201d"')]*|\n+|$)\s*/g) ?? [text];
  return pieces.filter((p) => p.length > 0);
}

/**
 * What makes two sentences "the same": case, punctuation, quotation marks and spacing aside. Sentences
 * of fewer than four words ("Amen.", "I hear you.") are too short to count as repeating anything.
 */
export function sentenceKey(sentence: string): string | null {
  const words = sentence
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words.length >= 4 ? words.join(' ') : null;
}

/**
 * The distinct sentence keys of a text. Words in quotation marks (“...”) are keyed on their own, apart
 * from the sentence that introduces them, so the same words to say count as said whatever led up to them.
 */
export function sentenceKeys(text: string): string[] {
  const keys = new Set<string>();
  const add = (part: string) => {
    for (const piece of part.split(/\n+/)) {
      for (const sentence of splitSentences(piece)) {
        const key = sentenceKey(sentence);
        if (key) keys.add(key);
      }
    }
  };
  const rest = text.replace(/\u201c([^\u201c\u201d]*)\u201d/g, (_m, quoted: string) => {
    add(quoted);
    // The quoted words end what introduced them: the question after them is a sentence of its own.
    return '.\n';
  });
  add(rest);
  return [...keys];
}
