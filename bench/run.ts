// `npm run bench`: a report, never a test. Every figure is measured in this run, beside a bare node:http
// server on the same machine, so the ratios mean something on a noisy or slow machine.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chatListLoad, createUsers, sendLoad } from './chat.ts';
import { load, rssMb, startNode, table, type LoadResult } from './lib.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const MAIN = here('../src/server/main.ts');
const READY = /running at (http:\/\/\S+)/;

const dataDir = join(mkdtempSync(join(tmpdir(), 'pc-bench-')), 'data');
// One trusted proxy hop: the chat benchmark's users each come from their own address.
const serverEnv = {
  PORT: '0',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'test',
  TRUSTED_PROXY_HOPS: '1',
  // The origin the benchmark's requests name (checked on every state-changing request).
  APP_URL: 'http://localhost:3000',
};

console.log('Peace Coach benchmark: figures from this run, ratios against a bare node:http server.\n');

const coldEmpty = await startNode(MAIN, serverEnv, READY);
await coldEmpty.stop();
const app = await startNode(MAIN, serverEnv, READY);

const buildDir = process.env.WEB_BUILD_DIR ?? here('../build/client');
const asset = readdirSync(join(buildDir, 'assets')).find(
  (f) => f.startsWith('entry.client') && f.endsWith('.js'),
);

const bare = await startNode(here('./bare-server.ts'), {}, READY);
const rows: LoadResult[] = [];
const baseline = await load('bare node:http', bare.url);
rows.push(baseline);
await bare.stop();

rows.push(await load('GET /api/health', `${app.url}/api/health`));
if (asset) {
  rows.push(
    await load(`GET static asset (${asset}, brotli)`, `${app.url}/assets/${asset}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    }),
  );
}
const users = await createUsers(app.url, Number(process.env.BENCH_USERS ?? 40));
rows.push(await chatListLoad(app.url, users[0]!));
const sends = await sendLoad(app.url, users, 10);
const rss = rssMb(app.process.pid!);
await app.stop();

console.log(table(rows, baseline));
console.log('');
console.log(`| send with the built-in coach (10 at once, ${sends.sends} sends) | figure |`);
console.log('|---|---:|');
console.log(`| messages per second | ${sends.perSecond.toFixed(1)} |`);
console.log(
  `| time to first streamed word, p50 / p99 ms | ${sends.firstTokenP50} / ${sends.firstTokenP99} |`,
);
console.log(`| time to the whole reply, p50 ms | ${sends.fullP50} |`);
console.log(`| failed sends | ${sends.failures} |`);
console.log('');
console.log('| start-up | ms |');
console.log('|---|---:|');
console.log(
  `| cold start, empty DATA_DIR (creates and migrates the database) | ${Math.round(coldEmpty.startMs)} |`,
);
console.log(`| cold start, existing DATA_DIR | ${Math.round(app.startMs)} |`);
console.log('');
console.log(`Server RSS after load: ${rss} MB (embedded PGlite included)`);

rmSync(dataDir, { recursive: true, force: true });
