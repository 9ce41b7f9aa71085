// `npm run bench`: a report, never a test. Every figure is measured in this run, beside baselines on the
// same machine (a bare node:http server; the same with one indexed query per request), so the ratios
// mean something on a noisy or slow machine. It runs the app on the embedded PGlite and, when one
// answers, on PostgreSQL, then Lighthouse on three public pages, and writes bench/RESULTS.md.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { chatListLoad, createUsers, sendLoad, type SendFigures } from './chat.ts';
import { lighthouseRows, lighthouseTable } from './lighthouse.ts';
import { load, loadWithNodeClient, machineLine, rssMb, startNode, table, type LoadResult } from './lib.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const MAIN = here('../src/server/main.ts');
const READY = /running at (http:\/\/\S+)/;
const SEND_USERS = Number(process.env.BENCH_USERS ?? 50);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const workDir = mkdtempSync(join(tmpdir(), 'pc-bench-'));
const authSecret = randomBytes(32).toString('hex');
const encryptionKey = randomBytes(32).toString('base64');

function serverEnv(dataDir: string, databaseUrl?: string): Record<string, string> {
  return {
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    // One trusted proxy hop: the chat benchmark's users each come from their own address.
    TRUSTED_PROXY_HOPS: '1',
    // The origin the benchmark's requests name (checked on every state-changing request).
    APP_URL: 'http://localhost:3000',
    AUTH_SECRET: authSecret,
    ENCRYPTION_KEY: encryptionKey,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

async function admin(sql: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query(sql);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

interface ModeResult {
  name: string;
  rows: LoadResult[];
  oneQuery: LoadResult;
  chatList: LoadResult;
  staticAsset: LoadResult | undefined;
  sends: SendFigures;
  coldEmptyMs: number;
  coldExistingMs: number;
  rss: number;
}

const buildDir = process.env.WEB_BUILD_DIR ?? here('../build/client');
const asset = readdirSync(join(buildDir, 'assets')).find(
  (f) => f.startsWith('entry.client') && f.endsWith('.js'),
);

async function benchMode(name: string, dataDir: string, databaseUrl?: string): Promise<ModeResult> {
  console.log(`\n${name}: starting...`);
  const env = serverEnv(dataDir, databaseUrl);
  const coldEmpty = await startNode(MAIN, env, READY);
  await coldEmpty.stop();
  const app = await startNode(MAIN, env, READY);

  const oneQueryServer = await startNode(
    here('./one-query-server.ts'),
    databaseUrl ? { DATABASE_URL: databaseUrl } : {},
    READY,
  );
  const oneQuery = await load('node:http + one indexed query', oneQueryServer.url);
  await oneQueryServer.stop();

  const rows: LoadResult[] = [oneQuery];
  rows.push(await load('GET /api/health', `${app.url}/api/health`));
  let staticAsset: LoadResult | undefined;
  if (asset) {
    staticAsset = await loadWithNodeClient(
      `GET static asset (${asset}, brotli; node client)`,
      `${app.url}/assets/${asset}`,
      { headers: { 'accept-encoding': 'br, gzip' } },
    );
    rows.push(staticAsset);
  }
  const users = await createUsers(app.url, SEND_USERS);
  const chatList = await chatListLoad(app.url, users[0]!);
  rows.push(chatList);
  const sends = await sendLoad(app.url, users, SEND_USERS);
  const rss = rssMb(app.process.pid!);
  await app.stop();
  return {
    name,
    rows,
    oneQuery,
    chatList,
    staticAsset,
    sends,
    coldEmptyMs: coldEmpty.startMs,
    coldExistingMs: app.startMs,
    rss,
  };
}

const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(0)}%`;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

console.log('Peace Coach benchmark: figures from this run, ratios against baselines measured beside them.');
const bare = await startNode(here('./bare-server.ts'), {}, READY);
const baseline = await load('bare node:http', bare.url);
// The static asset's baseline: the same bare server, measured with the client that row uses.
const nodeClientBaseline = await loadWithNodeClient('bare node:http (node client)', bare.url);
await bare.stop();
// A second baseline for the static asset: the same bare server sending that asset's bytes, so the row
// shows what the app adds rather than what moving 60 KB instead of 15 bytes costs.
let sameBytesBaseline: LoadResult | undefined;
if (asset) {
  const bareFile = await startNode(
    here('./bare-server.ts'),
    { BARE_FILE: join(buildDir, 'assets', asset) },
    READY,
  );
  sameBytesBaseline = await loadWithNodeClient(
    'bare node:http, same asset bytes (node client)',
    bareFile.url,
  );
  await bareFile.stop();
}

const modes: ModeResult[] = [];
modes.push(await benchMode('PGlite (embedded)', join(workDir, 'pglite')));
const pgDatabase = `pc_bench_${randomBytes(4).toString('hex')}`;
if (await admin(`CREATE DATABASE ${pgDatabase}`)) {
  const url = Object.assign(new URL(adminUrl), { pathname: `/${pgDatabase}` }).toString();
  try {
    modes.push(await benchMode('PostgreSQL', join(workDir, 'pg'), url));
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`);
  }
} else {
  console.log(`No PostgreSQL at ${adminUrl}: the PostgreSQL figures are skipped.`);
}

// Lighthouse on the public pages, served by the app on the embedded database.
let lighthouse = 'Lighthouse was not run (set BENCH_LIGHTHOUSE=0 to skip it on purpose).';
if (process.env.BENCH_LIGHTHOUSE !== '0') {
  const site = await startNode(MAIN, serverEnv(join(workDir, 'lighthouse')), READY);
  try {
    lighthouse = lighthouseTable(await lighthouseRows(site.url, ['/', '/pricing', '/blog']));
  } catch (error) {
    lighthouse = `Lighthouse failed: ${(error as Error).message}`;
  } finally {
    await site.stop();
  }
}

const sections: string[] = [
  '# Benchmark results',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}. ${machineLine()}`,
  'Figures from one run; every ratio compares figures measured in that same run. Load: autocannon, 20',
  `connections, ${process.env.BENCH_SECONDS ?? 5} s each, except rows marked "node client" (autocannon is`,
  'pathologically slow on compressed bodies; see `loadWithNodeClient` in bench/lib.ts). The "vs bare server"',
  'column compares with the autocannon baseline; the targets table compares like with like. The machine',
  'is shared, so expect noise between runs.',
  '',
  '## Throughput and latency',
  '',
];
for (const mode of modes) {
  const baselines = [baseline, nodeClientBaseline, ...(sameBytesBaseline ? [sameBytesBaseline] : [])];
  sections.push(`### ${mode.name}`, '', table([...baselines, ...mode.rows], baseline), '');
}
sections.push('## Targets', '', '| target | run | figure | result |', '|---|---|---:|---|');
for (const mode of modes) {
  sections.push(
    `| signed-in chat list >= 50% of the one-query limit | ${mode.name} | ${pct(mode.chatList.rps, mode.oneQuery.rps)} | ${verdict(mode.chatList.rps >= mode.oneQuery.rps * 0.5)} |`,
  );
  if (mode.staticAsset)
    sections.push(
      `| static asset >= 70% of the bare server (both with the node client) | ${mode.name} | ${pct(mode.staticAsset.rps, nodeClientBaseline.rps)} | ${verdict(mode.staticAsset.rps >= nodeClientBaseline.rps * 0.7)} |`,
    );
  if (mode.staticAsset && sameBytesBaseline)
    sections.push(
      `| (for comparison) static asset vs a bare server sending the same bytes | ${mode.name} | ${pct(mode.staticAsset.rps, sameBytesBaseline.rps)} | ${verdict(mode.staticAsset.rps >= sameBytesBaseline.rps * 0.7)} |`,
    );
  sections.push(
    `| built-in coach first token <= 50 ms p50 at ${SEND_USERS} concurrent users | ${mode.name} | ${mode.sends.firstTokenP50} ms | ${verdict(mode.sends.firstTokenP50 <= 50)} |`,
  );
}
sections.push(
  '',
  `## Sending with the built-in coach (${SEND_USERS} users at once, each sending their free messages one after another)`,
  '',
  // Each send is a whole exchange (a stream of a dozen events and four writes), so its ratio to the bare
  // server's requests per second is small by nature: it is there to follow from run to run.
  '| run | sends | messages/s | messages/s vs bare server req/s | first streamed word p50 / p99 ms | whole reply p50 ms | failed |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...modes.map(
    (m) =>
      `| ${m.name} | ${m.sends.sends} | ${m.sends.perSecond.toFixed(1)} | ${((m.sends.perSecond / baseline.rps) * 100).toFixed(2)}% | ${m.sends.firstTokenP50} / ${m.sends.firstTokenP99} | ${m.sends.fullP50} | ${m.sends.failures} |`,
  ),
  '',
  '## Start-up and memory',
  '',
  '| run | cold start, empty database (creates and migrates) ms | cold start, existing database ms | RSS after load MB |',
  '|---|---:|---:|---:|',
  ...modes.map(
    (m) => `| ${m.name} | ${Math.round(m.coldEmptyMs)} | ${Math.round(m.coldExistingMs)} | ${m.rss} |`,
  ),
  '',
  'PGlite runs inside the server process, so its RSS includes the database.',
  '',
  '## Lighthouse (mobile, simulated throttling, system Chromium)',
  '',
  lighthouse,
  '',
);

const report = sections.join('\n');
writeFileSync(here('./RESULTS.md'), report);
console.log(`\n${report}`);
rmSync(workDir, { recursive: true, force: true });
