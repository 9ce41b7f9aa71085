import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { isPrecompressed, precompressBuild } from './precompress.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('precompressing the client build', () => {
  it('names the hashed scripts, styles and icons and the worker, not pages or rewritten files', () => {
    for (const path of ['assets/entry-1.js', 'assets/app-1.css', 'assets/logo-1.svg', 'sw.js']) {
      expect(isPrecompressed(path), path).toBe(true);
    }
    for (const path of ['index.html', 'about/index.html', 'sitemap.xml', 'robots.txt', 'favicon.svg']) {
      expect(isPrecompressed(path), path).toBe(false);
    }
    expect(isPrecompressed('assets/photo-1.png')).toBe(false);
    expect(isPrecompressed('assets/entry-1.js.br')).toBe(false);
  });

  it('writes a copy that decompresses to the file, smaller than the run-time setting makes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pc-precompress-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'assets'));
    const script = Array.from(
      { length: 3_000 },
      (_, i) => `export const v${i} = ${i * 7} + "x${i % 13}";`,
    ).join('\n');
    writeFileSync(join(dir, 'assets', 'entry-1.js'), script);
    writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});'.repeat(50));
    writeFileSync(join(dir, 'index.html'), '<html></html>'.repeat(100));

    const { count, bytes, compressedBytes } = await precompressBuild(dir);

    expect(count).toBe(2);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false);
    const copy = readFileSync(join(dir, 'assets', 'entry-1.js.br'));
    expect(brotliDecompressSync(copy).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(join(dir, 'sw.js.br'))).toString()).toContain('fetch');
    const runTime = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
    expect(copy.length).toBeLessThan(runTime.length);
    expect(compressedBytes).toBeLessThan(bytes);
  });
});
