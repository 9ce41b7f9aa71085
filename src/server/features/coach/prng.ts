// Deterministic choices for the built-in coach: the same conversation, message and attempt always give
// the same reply, and "Regenerate" (another attempt) gives another variant.

/** FNV-1a, 32 bits: small, fast and stable across platforms and releases. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export type Random = () => number;

/** mulberry32: a tiny PRNG with a 32-bit seed, good enough to pick among a few variants. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
