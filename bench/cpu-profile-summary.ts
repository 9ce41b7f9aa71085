// Reads a V8 CPU profile (`node --cpu-prof`) and says where the time went: self time summed by area
// (our code by folder, each package, Node's internals by module, the garbage collector), and the
// functions with the most self time. Idle time is left out: the percentages are of the busy time.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface Share {
  name: string;
  ms: number;
  percent: number;
}

export interface ProfileSummary {
  busyMs: number;
  areas: Share[];
  functions: Share[];
}

/** The area a frame belongs to, from its script's address. */
export function areaOf(url: string, functionName: string): string {
  if (!url) {
    if (functionName === '(garbage collector)') return 'garbage collector';
    if (functionName === '(program)') return 'V8 and native code (program)';
    // Native functions (socket writes, crypto, zlib) have no script.
    return `native: ${functionName || '(anonymous)'}`;
  }
  // PGlite's Postgres is the only WebAssembly the server runs.
  if (url.startsWith('wasm://')) return 'WebAssembly (PGlite: Postgres itself)';
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packageMatch) {
    // pnpm/npm nesting: the last node_modules segment names the package that owns the file.
    const all = [...url.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)];
    return `package: ${all.at(-1)?.[1] ?? packageMatch[1]}`;
  }
  if (url.startsWith('node:')) {
    const path = url
      .slice('node:'.length)
      .replace(/^internal\//, '')
      .split('/');
    // node:internal/deps/undici/... is the fetch API's Request, Response and Headers.
    return `node: ${path[0] === 'deps' && path[1] ? `deps/${path[1]}` : path[0]}`;
  }
  const ours = /\/src\/(server|shared)\/(.*)$/.exec(url);
  if (ours) {
    const parts = ours[2]!.split('/');
    // features/<name>/... is grouped by feature; the rest by its folder.
    const folder =
      parts[0] === 'features' && parts.length > 2
        ? `features/${parts[1]}`
        : parts.slice(0, -1).join('/') || parts[0]!;
    return `app: ${ours[1]}/${folder}`;
  }
  return `other: ${url
    .replace(/^file:\/\//, '')
    .split('/')
    .slice(-2)
    .join('/')}`;
}

export function summarize(profile: CpuProfile, top = 12): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMicros = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  for (const [id, micros] of selfMicros) {
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') continue;
    busy += micros;
    const area = areaOf(frame.url, frame.functionName);
    areas.set(area, (areas.get(area) ?? 0) + micros);
    const where = frame.url ? `${frame.url.split('/').slice(-1)[0]}:${frame.lineNumber + 1}` : '';
    const name = `${frame.functionName || '(anonymous)'}${where ? ` (${where})` : ''}`;
    functions.set(name, (functions.get(name) ?? 0) + micros);
  }
  const shares = (map: Map<string, number>) =>
    [...map]
      .map(([name, micros]) => ({
        name,
        ms: Math.round(micros / 1000),
        percent: busy ? Math.round((micros / busy) * 1000) / 10 : 0,
      }))
      .sort((a, b) => b.ms - a.ms);
  return {
    busyMs: Math.round(busy / 1000),
    areas: shares(areas).slice(0, top),
    functions: shares(functions).slice(0, top),
  };
}

export function readProfile(file: string): CpuProfile {
  return JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
}

/** Markdown: the areas, then the functions, each with its share of the busy time. */
export function summaryTables(summary: ProfileSummary): string {
  const rows = (shares: Share[]) => shares.map((s) => `| ${s.name} | ${s.ms} | ${s.percent}% |`);
  return [
    `Busy CPU time: ${summary.busyMs} ms.`,
    '',
    '| area (self time) | ms | share |',
    '|---|---:|---:|',
    ...rows(summary.areas),
    '',
    '| function (self time) | ms | share |',
    '|---|---:|---:|',
    ...rows(summary.functions),
  ].join('\n');
}

// `npx node bench/cpu-profile-summary.ts <file.cpuprofile>` prints the tables for one profile.
if (import.meta.main) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node bench/cpu-profile-summary.ts <file.cpuprofile>');
    process.exit(2);
  }
  console.log(summaryTables(summarize(readProfile(file))));
}
