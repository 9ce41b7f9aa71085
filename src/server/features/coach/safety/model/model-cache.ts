// The trained risk model kept on disk, so a process that starts (the server, each test file that needs
// the model, a spawned server in a test) loads it in milliseconds instead of reading the corpus and
// training again for several seconds. The file is named by a digest of everything training depends on
// (the corpus, the families, concepts, phrase lists and word vectors, and this folder's code): any change
// to those trains anew. A file that cannot be read or written is no error: the model is trained.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { SavedClassifier } from './softmax.ts';

const CONTENT = new URL('../../../../../../content/coach/', import.meta.url);
const CODE = new URL('./', import.meta.url);

function filesIn(dir: URL, keep: (name: string) => boolean): URL[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesIn(new URL(`${entry.name}/`, dir), keep)
        : keep(entry.name)
          ? [new URL(entry.name, dir)]
          : [],
    );
}

/** A digest of every input of training. */
export function trainingDigest(): string {
  const hash = createHash('sha256');
  const inputs = [
    ...filesIn(new URL('safety/', CONTENT), () => true),
    ...filesIn(new URL('corpus/', CONTENT), (n) => n.endsWith('.json')),
    ...filesIn(CODE, (n) => n.endsWith('.ts') && !n.endsWith('.test.ts')),
  ];
  for (const file of inputs) hash.update(file.pathname).update(readFileSync(file));
  return hash.digest('hex').slice(0, 24);
}

const header = z.strictObject({
  models: z.array(
    z.strictObject({
      labels: z.array(z.string()),
      features: z.array(z.string()),
      numbers: z.record(z.string(), z.number()),
      lengths: z.array(z.number().int().nonnegative()),
    }),
  ),
});

const fileFor = (digest: string) => join(tmpdir(), `peace-coach-risk-model-${digest}.bin`);

/** The saved classifiers, or null when there are none for this digest (or the file is unreadable). */
export function loadSaved(digest: string): SavedClassifier[] | null {
  try {
    const bytes = readFileSync(fileFor(digest));
    const length = bytes.readUInt32LE(0);
    const { models } = header.parse(JSON.parse(bytes.toString('utf8', 4, 4 + length)));
    // Copied into an aligned buffer: the file's bytes after a JSON header need not be 4-byte aligned.
    const data = new Float32Array(
      bytes.buffer.slice(bytes.byteOffset + 4 + length, bytes.byteOffset + bytes.length),
    );
    let at = 0;
    return models.map(({ lengths, ...model }) => ({
      ...model,
      arrays: lengths.map((n) => data.slice(at, (at += n))),
    }));
  } catch {
    return null;
  }
}

export function save(digest: string, models: readonly SavedClassifier[]): void {
  const meta = models.map(({ arrays, ...model }) => ({ ...model, lengths: arrays.map((a) => a.length) }));
  const json = Buffer.from(JSON.stringify({ models: meta }), 'utf8');
  const size = Buffer.alloc(4);
  size.writeUInt32LE(json.length);
  const arrays = models.flatMap((m) =>
    m.arrays.map((a) => Buffer.from(a.buffer, a.byteOffset, a.byteLength)),
  );
  const file = fileFor(digest);
  const partial = `${file}.${process.pid}`;
  try {
    writeFileSync(partial, Buffer.concat([size, json, ...arrays]));
    // Whole or not at all: another process may be reading the same name.
    renameSync(partial, file);
  } catch {
    // A read-only temporary folder: every process trains for itself.
  }
}
