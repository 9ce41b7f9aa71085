// `npm run bench`: a report, never a test. Every figure is measured in this run, beside baselines on the
// same machine (a bare node:http server; the same with one indexed query per request), so the ratios
// mean something on a noisy or slow machine. It runs the app on the embedded PGlite and, when one
// answers, on PostgreSQL, then Lighthouse on three public pages, and writes bench/RESULTS.md.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appEnv } from './app-env.ts';
import { ADMIN_URL, withThrowawayDatabase } from './postgres.ts';
import { chatListLoad, createUsers, sendLoad, type SendFigures } from './chat.ts';
import { firstVisitJs, type FirstVisitJs } from './first-visit.ts';
import { lighthouseRows, lighthouseTable } from './lighthouse.ts';
import {
  load,
  loadWithNodeClient,
  machineLine,
  rssMb,
  SERVER_NODE_ARGS,
  startNode,
  table,
  type LoadResult,
} from './lib.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const MAIN = here('../src/server/main.ts');
const READY = /running at (http:\/\/\S+)/;
const SEND_USERS = Number(process.env.BENCH_USERS ?? 50);

const workDir = mkdtempSync(join(tmpdir(), 'pc-bench-'));
interface ModeResult {
  name: string;
  rows: LoadResult[];
  oneQuery: LoadResult;
  health: LoadResult;
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
  const env = appEnv(dataDir, databaseUrl);
  const coldEmpty = await startNode(MAIN, env, READY, SERVER_NODE_ARGS);
  await coldEmpty.stop();
  const app = await startNode(MAIN, env, READY, SERVER_NODE_ARGS);

  const oneQueryServer = await startNode(
    here('./one-query-server.ts'),
    databaseUrl ? { DATABASE_URL: databaseUrl } : {},
    READY,
  );
  const oneQuery = await load('node:http + one indexed query', oneQueryServer.url);
  await oneQueryServer.stop();

  const health = await load('GET /api/health', `${app.url}/api/health`);
  const rows: LoadResult[] = [oneQuery, health];
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
    health,
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
const withPostgres = await withThrowawayDatabase('pc_bench', async (url) => {
  modes.push(await benchMode('PostgreSQL', join(workDir, 'pg'), url));
});
if (!withPostgres) console.log(`No PostgreSQL at ${ADMIN_URL}: the PostgreSQL figures are skipped.`);

// Lighthouse on the public pages, served by the app on the embedded database.
// The first visit to the landing page, counted as a device pays it: the page's scripts and what the
// service worker fetches during that visit. Then Lighthouse on the public pages. Both on the embedded
// database.
let lighthouse = 'Lighthouse was not run (BENCH_LIGHTHOUSE=0).';
let firstVisit: FirstVisitJs | string = 'not measured';
{
  const site = await startNode(MAIN, appEnv(join(workDir, 'site')), READY, SERVER_NODE_ARGS);
  try {
    firstVisit = await firstVisitJs(site.url, '/').catch(
      (error: unknown) => `failed: ${(error as Error).message}`,
    );
    if (process.env.BENCH_LIGHTHOUSE !== '0') {
      lighthouse = await lighthouseRows(site.url, ['/', '/pricing', '/blog']).then(
        lighthouseTable,
        (error: unknown) => `Lighthouse failed: ${(error as Error).message}`,
      );
    }
  } finally {
    await site.stop();
  }
}
const FIRST_VISIT_KB = 120;

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
if (typeof firstVisit === 'string') {
  sections.push(
    `| first visit to / <= ${FIRST_VISIT_KB} KB of JavaScript (page + service worker) | embedded | ${firstVisit} | NOT met |`,
  );
} else {
  sections.push(
    `| first visit to / <= ${FIRST_VISIT_KB} KB of JavaScript (page + service worker; stretch 100 KB) | embedded | ${firstVisit.totalKb.toFixed(1)} KB (page ${firstVisit.pageKb.toFixed(1)} + worker ${firstVisit.workerKb.toFixed(1)}) | ${verdict(firstVisit.totalKb <= FIRST_VISIT_KB)} |`,
  );
}
for (const mode of modes) {
  const p99Target = mode.name === 'PostgreSQL' ? 250 : 300;
  sections.push(
    `| GET /api/health >= 50% of the bare server | ${mode.name} | ${pct(mode.health.rps, baseline.rps)} | ${verdict(mode.health.rps >= baseline.rps * 0.5)} |`,
    `| signed-in chat list >= 35% of the one-query baseline | ${mode.name} | ${pct(mode.chatList.rps, mode.oneQuery.rps)} | ${verdict(mode.chatList.rps >= mode.oneQuery.rps * 0.35)} |`,
    `| first streamed word p99 <= ${p99Target} ms at ${SEND_USERS} users | ${mode.name} | ${mode.sends.firstTokenP99} ms | ${verdict(mode.sends.firstTokenP99 <= p99Target)} |`,
    `| first streamed word p50, goal 50 ms at ${SEND_USERS} users | ${mode.name} | ${mode.sends.firstTokenP50} ms | ${verdict(mode.sends.firstTokenP50 <= 50)} |`,
  );
  if (mode.name !== 'PostgreSQL')
    sections.push(
      `| RSS after the load <= 600 MB | ${mode.name} | ${mode.rss} MB | ${verdict(mode.rss <= 600)} |`,
    );
  if (mode.staticAsset)
    sections.push(
      `| static asset >= 70% of the bare server (both with the node client) | ${mode.name} | ${pct(mode.staticAsset.rps, nodeClientBaseline.rps)} | ${verdict(mode.staticAsset.rps >= nodeClientBaseline.rps * 0.7)} |`,
    );
  if (mode.staticAsset && sameBytesBaseline)
    sections.push(
      `| (for comparison) static asset vs a bare server sending the same bytes | ${mode.name} | ${pct(mode.staticAsset.rps, sameBytesBaseline.rps)} | ${verdict(mode.staticAsset.rps >= sameBytesBaseline.rps * 0.7)} |`,
    );
}
sections.push('', "Lighthouse's targets (>= 95 / 100 / 100 / 100) are in its own table below.");
sections.push(
  '',
  `## Sending with the built-in coach (${SEND_USERS} users at once, each sending their free messages one after another)`,
  '',
  // Each send is a whole exchange (a stream of a dozen events and four writes), so its ratio to the bare
  // server's requests per second is small by nature: it is there to follow from run to run.
  '| run | sends | messages/s | messages/s vs bare server req/s | first streamed word p50 / p99 ms | whole reply p50 / p99 ms | failed |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...modes.map(
    (m) =>
      `| ${m.name} | ${m.sends.sends} | ${m.sends.perSecond.toFixed(1)} | ${((m.sends.perSecond / baseline.rps) * 100).toFixed(2)}% | ${m.sends.firstTokenP50} / ${m.sends.firstTokenP99} | ${m.sends.fullP50} / ${m.sends.fullP99} | ${m.sends.failures} |`,
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
  '## First visit to / (fresh browser profile, system Chromium)',
  '',
  typeof firstVisit === 'string'
    ? `First visit: ${firstVisit}.`
    : [
        '| page scripts | page JavaScript KB | service worker requests | worker JavaScript KB | total KB |',
        '|---:|---:|---:|---:|---:|',
        `| ${firstVisit.scripts} | ${firstVisit.pageKb.toFixed(1)} | ${firstVisit.workerRequests} | ${firstVisit.workerKb.toFixed(1)} | ${firstVisit.totalKb.toFixed(1)} |`,
      ].join('\n'),
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
