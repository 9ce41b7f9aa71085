// The stamp of what a web build was made from: a hash of every input file and of the VITE_ variables,
// kept in the build directory, so `npm start` builds only when something the build reads has changed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Folders and files the web build reads (the server is seen by the web app only as types). */
export const BUILD_INPUTS = [
  'src/web',
  'src/shared',
  'content',
  'public',
  'scripts/site',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.base.json',
  'tsconfig.web.json',
  'package.json',
  'package-lock.json',
];

const STAMP_FILE = '.inputs-hash';
/** A built file that every complete build has. */
const BUILT_MARKER = join('client', 'index.html');

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** package.json as the build reads it: its scripts change nothing that is built. */
function withoutScripts(path: string): string {
  const { scripts: _scripts, ...rest } = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  return JSON.stringify(rest);
}

/** The hash of the build's inputs under `root`, with the VITE_ variables and .env files Vite reads. */
export function inputsHash(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  const envFiles = readdirSync(root).filter((name) => name === '.env' || name.startsWith('.env.'));
  const files = [...BUILD_INPUTS, ...envFiles].flatMap((path) => filesUnder(root, path));
  for (const file of files.map((f) => f.split(sep).join('/')).sort()) {
    hash.update(`${file}\0`);
    hash.update(file === 'package.json' ? withoutScripts(join(root, file)) : readFileSync(join(root, file)));
    hash.update('\0');
  }
  for (const name of Object.keys(env)
    .filter((key) => key.startsWith('VITE_'))
    .sort()) {
    hash.update(`${name}=${env[name]}\0`);
  }
  return hash.digest('hex');
}

/** True when `buildDir` holds a complete build made from exactly these inputs. */
export function buildIsCurrent(buildDir: string, hash: string): boolean {
  const stamp = join(buildDir, STAMP_FILE);
  return (
    existsSync(join(buildDir, BUILT_MARKER)) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash
  );
}

export function writeStamp(buildDir: string, hash: string): void {
  writeFileSync(join(buildDir, STAMP_FILE), `${hash}\n`);
}

/** Forgets the stamp, before a build: a build that fails half-way must not pass for the old one. */
export function removeStamp(buildDir: string): void {
  rmSync(join(buildDir, STAMP_FILE), { force: true });
}
