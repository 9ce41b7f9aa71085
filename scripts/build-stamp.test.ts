import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIsCurrent, inputsHash, removeStamp, writeStamp } from './build-stamp.ts';

/** A project with a few build inputs, and one file the build does not read. */
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'pc-build-stamp-'));
  mkdirSync(join(root, 'src/web/app'), { recursive: true });
  mkdirSync(join(root, 'src/server'), { recursive: true });
  writeFileSync(join(root, 'src/web/app/page.tsx'), 'export const a = 1;\n');
  writeFileSync(join(root, 'src/server/main.ts'), 'export const b = 1;\n');
  writeFileSync(join(root, 'package-lock.json'), '{}\n');
  writeFileSync(join(root, 'package.json'), JSON.stringify({ scripts: { start: 'a' }, imports: {} }));
  return root;
}

/** A complete build in `root`/build. */
function built(root: string): string {
  const buildDir = join(root, 'build');
  mkdirSync(join(buildDir, 'client'), { recursive: true });
  writeFileSync(join(buildDir, 'client/index.html'), '<!doctype html>');
  return buildDir;
}

describe('the build stamp', () => {
  it('is current for the inputs it was written for, and not once a web source changes', () => {
    const root = project();
    const buildDir = built(root);
    writeStamp(buildDir, inputsHash(root, {}));
    expect(buildIsCurrent(buildDir, inputsHash(root, {}))).toBe(true);

    writeFileSync(join(root, 'src/web/app/page.tsx'), 'export const a = 2;\n');
    expect(buildIsCurrent(buildDir, inputsHash(root, {}))).toBe(false);
  });

  it('changes with a new file, the lock file and a VITE_ variable, not with a server file', () => {
    const root = project();
    const before = inputsHash(root, {});
    writeFileSync(join(root, 'src/server/main.ts'), 'export const b = 2;\n');
    expect(inputsHash(root, {})).toBe(before);

    expect(inputsHash(root, { VITE_SITE_URL: 'https://example.com' })).not.toBe(before);
    expect(inputsHash(root, { OTHER: 'x' })).toBe(before);

    writeFileSync(join(root, 'src/web/app/new.tsx'), '');
    const withNewFile = inputsHash(root, {});
    expect(withNewFile).not.toBe(before);

    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}\n');
    expect(inputsHash(root, {})).not.toBe(withNewFile);
  });

  it('reads package.json without its scripts', () => {
    const root = project();
    const before = inputsHash(root, {});
    writeFileSync(join(root, 'package.json'), JSON.stringify({ scripts: { start: 'b' }, imports: {} }));
    expect(inputsHash(root, {})).toBe(before);
    writeFileSync(join(root, 'package.json'), JSON.stringify({ scripts: { start: 'b' }, imports: { '#x': './x' } }));
    expect(inputsHash(root, {})).not.toBe(before);
  });

  it('is not current without a stamp or without the built files', () => {
    const root = project();
    const hash = inputsHash(root, {});
    const buildDir = built(root);
    expect(buildIsCurrent(buildDir, hash)).toBe(false);
    writeStamp(buildDir, hash);
    removeStamp(buildDir);
    expect(buildIsCurrent(buildDir, hash)).toBe(false);

    const empty = join(root, 'empty-build');
    mkdirSync(empty);
    writeStamp(empty, hash);
    expect(buildIsCurrent(empty, hash)).toBe(false);
  });
});
