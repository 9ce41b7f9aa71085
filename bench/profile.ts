// `npm run bench:profile`: where the server's CPU time goes on each hot path, on PGlite and (when one
// answers) on PostgreSQL. The server runs with the inspector on; the V8 profiler is started over the
// DevTools protocol only for the load itself, so start-up and the benchmark's own sign-ups stay out of
// the figures. Writes the tables to bench/PROFILES.md and each raw profile (open it in Chrome DevTools or
// speedscope) to bench/.tmp/profiles/.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appEnv } from './app-env.ts';
import { ADMIN_URL, withThrowawayDatabase } from './postgres.ts';
import { chatListLoad, createUsers, sendLoad } from './chat.ts';
import { summarize, summaryTables } from './cpu-profile-summary.ts';
import { load, machineLine, SERVER_NODE_ARGS, startNode, type Child } from './lib.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const MAIN = here('../src/server/main.ts');
const READY = /running at (http:\/\/\S+)/;
const USERS = Number(process.env.BENCH_USERS ?? 50);
const workDir = mkdtempSync(join(tmpdir(), 'pc-profile-'));
const rawDir = here('./.tmp/profiles');

/** The DevTools protocol over the inspector's WebSocket: just enough to start and stop the profiler. */
async function inspector(child: Child) {
  const url = /Debugger listening on (ws:\/\/\S+)/.exec(child.output())?.[1];
  if (!url) throw new Error(`The server printed no inspector address:\n${child.output()}`);
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let nextId = 1;
  const pending = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id) pending.get(message.id)?.(message.result);
  });
  const call = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  await call('Profiler.enable');
  await call('Profiler.setSamplingInterval', { interval: 200 });
  return {
    start: () => call('Profiler.start'),
    async stop() {
      const result = (await call('Profiler.stop')) as { profile: Parameters<typeof summarize>[0] };
      socket.close();
      return result.profile;
    },
  };
}

interface PathProfile {
  mode: string;
  path: string;
  figures: string;
  tables: string;
}

async function profilePath(
  mode: string,
  path: string,
  env: Record<string, string>,
  run: (url: string) => Promise<{ prepare?: () => Promise<void>; measure: () => Promise<string> }>,
): Promise<PathProfile> {
  console.log(`${mode}: ${path}...`);
  const server = await startNode(MAIN, env, READY, SERVER_NODE_ARGS);
  try {
    const { prepare, measure } = await run(server.url);
    await prepare?.();
    const profiler = await inspector(server);
    await profiler.start();
    const figures = await measure();
    const profile = await profiler.stop();
    const file = `${mode}-${path}`.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    writeFileSync(join(rawDir, `${file}.cpuprofile`), JSON.stringify(profile));
    return { mode, path, figures, tables: summaryTables(summarize(profile)) };
  } finally {
    await server.stop();
  }
}

async function profileMode(mode: string, dataDir: string, databaseUrl?: string): Promise<PathProfile[]> {
  const env = appEnv(dataDir, databaseUrl);
  const results: PathProfile[] = [];
  results.push(
    await profilePath(mode, 'GET /api/health', env, async (url) => ({
      measure: async () => {
        const r = await load('GET /api/health', `${url}/api/health`);
        return `${Math.round(r.rps)} req/s, p50 ${r.p50} ms`;
      },
    })),
  );
  results.push(
    await profilePath(mode, 'GET /api/chats (signed in)', env, async (url) => {
      const [user] = await createUsers(url, 1);
      return {
        measure: async () => {
          const r = await chatListLoad(url, user!);
          return `${Math.round(r.rps)} req/s, p50 ${r.p50} ms`;
        },
      };
    }),
  );
  results.push(
    await profilePath(mode, `POST /api/chats/:id/messages (${USERS} users)`, env, async (url) => {
      const users = await createUsers(url, USERS);
      return {
        measure: async () => {
          const s = await sendLoad(url, users, USERS);
          return `${s.perSecond.toFixed(1)} messages/s, first word p50 / p99 ${s.firstTokenP50} / ${s.firstTokenP99} ms`;
        },
      };
    }),
  );
  return results;
}

process.env.BENCH_NODE_ARGS = '--inspect=127.0.0.1:0';
mkdirSync(rawDir, { recursive: true });
const profiles: PathProfile[] = [];
profiles.push(...(await profileMode('PGlite', join(workDir, 'pglite'))));
const withPostgres = await withThrowawayDatabase('pc_profile', async (url) => {
  profiles.push(...(await profileMode('PostgreSQL', join(workDir, 'pg'), url)));
});
if (!withPostgres) console.log(`No PostgreSQL at ${ADMIN_URL}: profiling PGlite only.`);

const report = [
  '# CPU profiles of the hot paths',
  '',
  `Written by \`npm run bench:profile\` on ${new Date().toISOString().slice(0, 10)}. ${machineLine()}`,
  'Each path was profiled in a server of its own, only while under load (autocannon, 20 connections,',
  `${process.env.BENCH_SECONDS ?? 5} s; sends: ${USERS} users each sending their free messages one after another).`,
  'Self time by area, as a share of the busy CPU time (idle left out). The raw profiles are in',
  '`bench/.tmp/profiles/`.',
  '',
  ...profiles.flatMap((p) => [
    `## ${p.mode}: ${p.path}`,
    '',
    `Under the profiler: ${p.figures}.`,
    '',
    p.tables,
    '',
  ]),
].join('\n');
writeFileSync(here('./PROFILES.md'), report);
console.log(`\nWrote bench/PROFILES.md and ${profiles.length} profiles in bench/.tmp/profiles/.`);
rmSync(workDir, { recursive: true, force: true });
