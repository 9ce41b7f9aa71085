// `npm start` and `npm run test:e2e`: builds the web app only when its inputs changed since the last
// build (scripts/build-stamp.ts); `--force` builds whatever the stamp says.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { buildIsCurrent, inputsHash, removeStamp, writeStamp } from './build-stamp.ts';

const root = resolve(import.meta.dirname, '..');
const buildDir = resolve(root, process.env.BUILD_DIR ?? 'build');
// Hashed before building: a file changed during the build makes the next start build again.
const hash = inputsHash(root);

if (!process.argv.includes('--force') && buildIsCurrent(buildDir, hash)) {
  console.log(`The web build in ${buildDir} is up to date with its sources: not rebuilding.`);
} else {
  removeStamp(buildDir);
  const result = spawnSync(process.execPath, [resolve(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeStamp(buildDir, hash);
}
