import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Comments and documents say why by pointing at a heading of the repository's own documents
// (docs/product/specification.md, docs/product/rulings.md, the ADRs). A reference is only useful while
// it leads somewhere: this fails, naming file:line, when a referenced document or heading is gone, and
// when a comment still points at a document that is not in the repository.

const ROOT = resolve(import.meta.dirname, '..', '..');
const SCANNED = [
  'src',
  'e2e',
  'scripts',
  'bench',
  'docs',
  'content',
  'public',
  'README.md',
  'eslint.config.js',
  'vite.config.ts',
  'vitest.config.ts',
  'playwright.config.ts',
  'react-router.config.ts',
  'drizzle.config.ts',
];
const SKIPPED_DIRS = new Set(['node_modules', 'build', 'dist', 'coverage', '.react-router', 'test-results']);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|css|md|json|html|sql|txt|ya?ml)$/;
const THIS_FILE = relative(ROOT, import.meta.filename);

/** Documents outside the repository that a reader who clones it does not have. */
const FORBIDDEN = [
  {
    pattern: /decisions\.md/i,
    says: 'cites decisions.md, which is not in the repository: cite docs/product/rulings.md',
  },
  {
    pattern: /\bspec(?:ification)? sections?\b|\bspec §/i,
    says: 'cites a numbered spec section: cite a heading of docs/product/specification.md',
  },
];

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens. */
export function githubAnchor(heading: string): string {
  return heading
    .trim()
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor of a Markdown document, with GitHub's -1, -2 suffixes for repeated headings. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (!heading) continue;
    const base = githubAnchor(heading[1] ?? '');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

interface Reference {
  line: number;
  /** The document, relative to the repository root. */
  target: string;
  anchor: string | undefined;
  text: string;
}

/** `docs/....md#anchor` anywhere, and relative Markdown links `](x.md#anchor)` / `](#anchor)` in documents. */
export function findReferences(file: string, text: string): Reference[] {
  const references: Reference[] = [];
  const lines = text.split('\n');
  lines.forEach((content, index) => {
    for (const match of content.matchAll(/(?<![\w./-])(docs\/[\w./-]*?\.md)(?:#([\p{L}\p{N}_-]+))?/gu)) {
      references.push({ line: index + 1, target: match[1] ?? '', anchor: match[2], text: match[0] });
    }
    if (!file.endsWith('.md')) return;
    for (const match of content.matchAll(/\]\(([^)\s#]*)(?:#([^)\s]+))?\)/g)) {
      const path = match[1] ?? '';
      if (/^[a-z]+:/i.test(path) || (path !== '' && !path.endsWith('.md'))) continue;
      if (path.startsWith('docs/') && file === 'README.md') continue; // already found above
      const target = path === '' ? file : relative(ROOT, resolve(ROOT, dirname(file), path));
      references.push({ line: index + 1, target, anchor: match[2], text: match[0] });
    }
  });
  return references;
}

function scannedFiles(): string[] {
  const files: string[] = [];
  const visit = (path: string) => {
    const absolute = join(ROOT, path);
    if (!existsSync(absolute)) return;
    if (statSync(absolute).isDirectory()) {
      for (const entry of readdirSync(absolute)) {
        if (!SKIPPED_DIRS.has(entry)) visit(join(path, entry));
      }
    } else if (TEXT_FILE.test(path) && path !== THIS_FILE) {
      files.push(path);
    }
  };
  SCANNED.forEach(visit);
  return files;
}

function problemsIn(files: string[], read: (path: string) => string | undefined): string[] {
  const anchorsOf = new Map<string, Set<string> | undefined>();
  const anchors = (target: string) => {
    if (!anchorsOf.has(target)) {
      const markdown = read(target);
      anchorsOf.set(target, markdown === undefined ? undefined : headingAnchors(markdown));
    }
    return anchorsOf.get(target);
  };
  const problems: string[] = [];
  for (const file of files) {
    const text = read(file) ?? '';
    for (const reference of findReferences(file, text)) {
      const known = anchors(reference.target);
      if (!known) problems.push(`${file}:${reference.line}: ${reference.text}: no such document`);
      else if (reference.anchor !== undefined && !known.has(reference.anchor)) {
        problems.push(`${file}:${reference.line}: ${reference.text}: no heading with this anchor`);
      }
    }
    text.split('\n').forEach((content, index) => {
      for (const { pattern, says } of FORBIDDEN) {
        if (pattern.test(content)) problems.push(`${file}:${index + 1}: ${says}`);
      }
    });
  }
  return problems;
}

function readFromDisk(path: string): string | undefined {
  const absolute = join(ROOT, path);
  return existsSync(absolute) && statSync(absolute).isFile() ? readFileSync(absolute, 'utf8') : undefined;
}

describe('references to the documents', () => {
  it('computes the anchors GitHub gives headings', () => {
    expect(githubAnchor('9. Business constants and limits')).toBe('9-business-constants-and-limits');
    expect(githubAnchor('/blog and /blog/{slug}')).toBe('blog-and-blogslug');
    expect(githubAnchor('Plans, prices, limits')).toBe('plans-prices-limits');
    expect(githubAnchor('Lead form (/365access)')).toBe('lead-form-365access');
    expect(githubAnchor('The `users` row')).toBe('the-users-row');
    expect([...headingAnchors('# A\n## Notes\n```\n# not a heading\n```\n### Notes\n')]).toEqual([
      'a',
      'notes',
      'notes-1',
    ]);
  });

  it('names the file and line of a reference to a missing document or heading', () => {
    const files: Record<string, string> = {
      'docs/product/rulings.md': '# Rulings\n\n## Family\n',
      'src/a.ts': [
        '// docs/product/rulings.md#family',
        '// docs/product/rulings.md#families',
        '// docs/product/gone.md',
        '// as decisions.md says',
      ].join('\n'),
    };
    expect(problemsIn(Object.keys(files), (path) => files[path])).toEqual([
      'src/a.ts:2: docs/product/rulings.md#families: no heading with this anchor',
      'src/a.ts:3: docs/product/gone.md: no such document',
      'src/a.ts:4: cites decisions.md, which is not in the repository: cite docs/product/rulings.md',
    ]);
  });

  it('every document and heading referenced in the repository exists', () => {
    const files = scannedFiles();
    expect(files).toContain('docs/product/specification.md');
    expect(problemsIn(files, readFromDisk)).toEqual([]);
  });
});
