import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { quotedVerse } from './verse-text.ts';

const CONTENT = join(import.meta.dirname, '../../content');

interface Verse {
  ref: string;
  text: string;
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonFiles(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

function versesIn(value: unknown, found: Verse[] = []): Verse[] {
  if (Array.isArray(value)) value.forEach((item) => versesIn(item, found));
  else if (value && typeof value === 'object') {
    const entry = value as Record<string, unknown>;
    if (typeof entry.ref === 'string' && typeof entry.text === 'string')
      found.push(entry as unknown as Verse);
    else Object.values(entry).forEach((item) => versesIn(item, found));
  }
  return found;
}

/** The double marks pair up in order: never a close before its open, never two opens in a row. */
function balanced(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char === '“') depth += 1;
    if (char === '”') depth -= 1;
    if (depth < 0 || depth > 1) return false;
  }
  return depth === 0;
}

const words = (text: string) =>
  text
    .replace(/[“”‘’…,;:]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const verses = jsonFiles(CONTENT).flatMap((file) => versesIn(JSON.parse(readFileSync(file, 'utf8'))));

describe('a verse as shown', () => {
  it('finds the verses of the pages, the series and the printables', () => {
    expect(verses.length).toBeGreaterThanOrEqual(30);
  });

  it.each(verses.map((verse) => [verse.ref, verse.text] as const))(
    '%s: one pair of balanced double quotation marks, the words unchanged',
    (_ref, text) => {
      const shown = quotedVerse(text);
      expect(shown.startsWith('“') && shown.endsWith('”')).toBe(true);
      expect(shown).not.toMatch(/““|””/);
      expect(balanced(shown), shown).toBe(true);
      // A verse cut mid-sentence shows that it continues rather than ending on "," or ";".
      expect(shown).not.toMatch(/[,;:]”$/);
      expect(words(shown)).toBe(words(text));
    },
  );

  it('handles the WEB’s own speech marks', () => {
    // The whole verse is a quotation (Psalm 46:10).
    expect(quotedVerse('“Be still, and know that I am God.”')).toBe('“Be still, and know that I am God.”');
    // A quotation that closes in a later verse (Matthew 11:28).
    expect(
      quotedVerse('“Come to me, all you who labor and are heavily burdened, and I will give you rest.'),
    ).toBe('“Come to me, all you who labor and are heavily burdened, and I will give you rest.”');
    // A quotation inside the verse becomes a quote within the quote; a cut verse ends in an ellipsis
    // (Ephesians 4:26).
    expect(quotedVerse('“Be angry, and don’t sin.” Don’t let the sun go down on your wrath,')).toBe(
      '“‘Be angry, and don’t sin.’ Don’t let the sun go down on your wrath…”',
    );
    // James 1:19.
    expect(quotedVerse('let every man be swift to hear, slow to speak, and slow to anger;')).toBe(
      '“let every man be swift to hear, slow to speak, and slow to anger…”',
    );
    // A quotation that began in an earlier verse and closes in this one.
    expect(quotedVerse('and I will give you rest.” Then he said')).toBe(
      '“and I will give you rest. Then he said”',
    );
  });
});
