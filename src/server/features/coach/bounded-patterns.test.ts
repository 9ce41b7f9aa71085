// Bounded text work (docs/security.md, "bounded text work"): no pattern that reads what people write may
// backtrack super-linearly. The patterns are collected generically, so the test keeps working when rule
// files change: every regular expression literal in the server's source (read with the TypeScript
// parser), and every RegExp reachable from the exports of the coach's modules (rule arrays and tables
// built at run time, such as the safety rules made from strings). Each one runs over adversarial inputs
// of the longest message: the shared families (src/server/test/adversarial-text.ts) and the pattern's own
// words repeated, with and without spaces (a pattern's worst case is usually its own words). A linear
// pattern reads 8,000 characters in well under a millisecond or two; a quadratic one takes tens to
// thousands. (The `recheck` analyser was tried first: over these ~600 patterns it ran for more than ten
// minutes with dozens of time-outs, so the proof by analysis is left for a faster tool.)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { adversarialTexts, repeatTo } from '#server/test/adversarial-text.ts';

const SRC = join(import.meta.dirname, '..', '..', '..');
const SERVER = join(SRC, 'server');
/** The shared schemas validate what people type, on the server as in the browser. */
const SHARED = join(SRC, 'shared');
const COACH = import.meta.dirname;
/**
 * Not user text: the test helpers, the coach's offline evaluation (it reads the coach's own replies in
 * `npm run eval:coach`), the static site's build output and the database migrations.
 */
const NOT_USER_TEXT = [
  join('server', 'test'),
  join('server', 'features', 'coach', 'eval'),
  join('server', 'http', 'static-site.ts'),
  join('server', 'db'),
];
/**
 * A pattern whose worst input takes longer than this is timed again on half of it: a linear pattern
 * takes about half the time there, a quadratic one a quarter. Under it, nothing to look at.
 */
const LOOK_CLOSER_MS = 4;
/** Twice the input, more than this many times the work: super-linear (linear is 2, quadratic 4). */
const SUPER_LINEAR_GROWTH = 3;
/** Whatever its growth, no one pattern may take this long over one message (one safety check's bound). */
const PATTERN_MS = 50;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (NOT_USER_TEXT.some((skip) => relative(SRC, path) === skip)) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.(test|d)\.ts$/.test(name) ? [path] : [];
  });
}

interface Found {
  re: RegExp;
  where: string;
}

function literalPatterns(files: string[]): Found[] {
  const found: Found[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isRegularExpressionLiteral(node)) {
        const text = node.text;
        const end = text.lastIndexOf('/');
        found.push({
          re: new RegExp(text.slice(1, end), text.slice(end + 1)),
          where: relative(SRC, file),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

function exportedPatterns(value: unknown, where: string, found: Found[], depth = 0): void {
  if (depth > 5 || value === null || typeof value !== 'object') return;
  if (value instanceof RegExp) {
    found.push({ re: value, where });
    return;
  }
  for (const item of Array.isArray(value) ? value : Object.values(value))
    exportedPatterns(item, where, found, depth + 1);
}

async function allPatterns(): Promise<Found[]> {
  const files = [...sourceFiles(SERVER), ...sourceFiles(SHARED)];
  const found = literalPatterns(files);
  for (const file of files.filter((f) => f.startsWith(COACH))) {
    exportedPatterns({ ...(await import(file)) }, relative(SRC, file), found);
  }
  const unique = new Map<string, Found>();
  for (const f of found) unique.set(`${f.re.source}/${f.re.flags}`, f);
  return [...unique.values()];
}

/** The pattern's own words (literal runs of letters), at most a dozen. */
const ownWords = (re: RegExp) =>
  [...new Set(re.source.replace(/\\[a-zA-Z]/g, ' ').match(/[a-zA-Z']{2,}/g) ?? [])].slice(0, 12);

/** Every match over the text, as the code runs a pattern (matchAll for global ones, test otherwise). */
function timeOnce(re: RegExp, text: string): number {
  const start = performance.now();
  if (re.global || re.sticky) for (const _ of text.matchAll(new RegExp(re.source, re.flags))) void _;
  else re.test(text);
  return performance.now() - start;
}
/** The best of three: one slow run on a shared machine is not the pattern's fault. */
const bestOfThree = (re: RegExp, text: string) =>
  Math.min(timeOnce(re, text), timeOnce(re, text), timeOnce(re, text));

/** Why a pattern is slow on `text`, or null: too slow outright, or growing faster than the input. */
function slowness(re: RegExp, text: string): { ms: number; growth: number } | null {
  const ms = bestOfThree(re, text);
  const half = bestOfThree(re, text.slice(0, text.length / 2));
  const growth = ms / Math.max(half, 0.01);
  return ms > PATTERN_MS || (ms >= LOOK_CLOSER_MS && growth > SUPER_LINEAR_GROWTH) ? { ms, growth } : null;
}

describe('bounded text work: the patterns that read user text', () => {
  it("finds the patterns generically (the safety check's among them)", async () => {
    const patterns = await allPatterns();
    // The safety check's rules are phrase lists matched word by word (safety/model/phrase-rules.ts), no
    // longer patterns; what patterns remain there (reading, jest, answers, replies) are found here.
    expect(patterns.length).toBeGreaterThan(300);
    expect(patterns.filter((p) => p.where.includes('coach/safety/')).length).toBeGreaterThan(10);
  });

  it('has no pattern that backtracks super-linearly on an 8,000-character input', async () => {
    const families = adversarialTexts();
    const slow: string[] = [];
    let slowest = { ms: 0, what: '' };
    for (const { re, where } of await allPatterns()) {
      const own = ownWords(re).flatMap((w) => [
        { name: JSON.stringify(`${w} `), text: repeatTo(`${w} `) },
        { name: JSON.stringify(w), text: repeatTo(w) },
      ]);
      for (const { name, text } of [...families, ...own]) {
        const first = timeOnce(re, text);
        // Timed again before it counts as the slowest: a collection during one run is not the pattern.
        const ms = first < LOOK_CLOSER_MS ? first : bestOfThree(re, text);
        const what = `${where} /${re.source.slice(0, 80)}…/ on ${name}`;
        if (ms > slowest.ms) slowest = { ms, what };
        const slowHere = ms < LOOK_CLOSER_MS ? null : slowness(re, text);
        if (slowHere) {
          slow.push(
            `${what}: ${slowHere.ms.toFixed(1)} ms, x${slowHere.growth.toFixed(1)} for twice the text`,
          );
          break;
        }
      }
    }
    console.info(`slowest pattern: ${slowest.ms.toFixed(1)} ms, ${slowest.what}`);
    expect(slow).toEqual([]);
  });
});
