// Reads the coach's content (content/coach/*.json) once and checks its shape, so a typo in a content
// file fails loudly at the first use (and in the tests) instead of producing a broken reply.
import { readdirSync, readFileSync } from 'node:fs';
import type { z } from 'zod';

const CONTENT_DIR = new URL('../../../../content/coach/', import.meta.url);

export function readContent<S extends z.ZodType>(relativePath: string, schema: S): z.output<S> {
  const raw: unknown = JSON.parse(readFileSync(new URL(relativePath, CONTENT_DIR), 'utf8'));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`content/coach/${relativePath}: ${issue?.path.join('.')} ${issue?.message}`);
  }
  return parsed.data;
}

/** The JSON files of a content folder, sorted by name so the order never depends on the file system. */
export function contentFilesIn(folder: string): string[] {
  return readdirSync(new URL(`${folder}/`, CONTENT_DIR))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => `${folder}/${name}`);
}

/** Memoises a loader: content is read on first use, not at import. */
export function lazy<T>(load: () => T): () => T {
  let value: T | undefined;
  let loaded = false;
  return () => {
    if (!loaded) {
      value = load();
      loaded = true;
    }
    return value as T;
  };
}
