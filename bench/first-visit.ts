import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Request } from 'playwright-core';

// The JavaScript a device pays for on its first visit to a page (empty cache, signed out): the page's
// scripts and whatever the service worker downloads meanwhile (what it precaches at install, what it
// fetches on the page's behalf). Lighthouse counts the page alone; a phone pays for both.

export interface FirstVisitJs {
  /** Compressed bodies of the scripts the page itself downloaded, in KB. */
  pageKb: number;
  /** Compressed bodies of the scripts the service worker downloaded, in KB. */
  workerKb: number;
  totalKb: number;
  /** How many scripts the page downloaded. */
  scripts: number;
  /** How many requests (of any kind) the service worker made. */
  workerRequests: number;
  /** Each script counted: its path, who downloaded it and its compressed body in KB. */
  files: { path: string; worker: boolean; kb: number }[];
}

/** After the network is idle: the worker installs and the page's idle work runs a moment later. */
const SETTLE_MS = Number(process.env.FIRST_VISIT_SETTLE_MS ?? 3000);

const isScript = (request: Request) =>
  request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js');

/**
 * Loads `path` once in a fresh browser context and sums the encoded (as sent: brotli or gzip) response
 * bodies of every script the page and its service worker fetched from the network, headers excluded
 * (Playwright's `request.sizes().responseBodySize`; for the worker's own script, its Content-Length). A page
 * request answered by the worker is not counted twice: the worker's own fetch is.
 */
export async function firstVisitJs(baseUrl: string, path = '/'): Promise<FirstVisitJs> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext();
    const finished: Promise<{ path: string; worker: boolean; script: boolean; bytes: number }>[] = [];
    context.on('requestfinished', (request) => {
      const worker = request.serviceWorker() !== null;
      const { pathname: path } = new URL(request.url());
      finished.push(
        (async () => {
          const response = await request.response();
          // Served by the worker (from its cache or its own fetch, counted on the worker's side).
          if (!worker && response?.fromServiceWorker()) return { path, worker, script: false, bytes: 0 };
          const { responseBodySize } = await request.sizes();
          // The worker's own script is reported without its size: its Content-Length is the body as sent.
          const ownScript = worker && request.resourceType() === 'script' && responseBodySize === 0;
          const length = ownScript ? Number((await response?.headerValue('content-length')) ?? 0) : 0;
          return { path, worker, script: isScript(request), bytes: ownScript ? length : responseBodySize };
        })(),
      );
    });
    const page = await context.newPage();
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' });
    await page.evaluate(async () => {
      if ('serviceWorker' in navigator) await navigator.serviceWorker.ready;
    });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    await page.waitForLoadState('networkidle');

    const requests = await Promise.all(finished);
    const kb = (worker: boolean) =>
      requests.filter((r) => r.worker === worker && r.script).reduce((sum, r) => sum + r.bytes, 0) / 1024;
    const pageKb = kb(false);
    const workerKb = kb(true);
    return {
      pageKb,
      workerKb,
      totalKb: pageKb + workerKb,
      scripts: requests.filter((r) => !r.worker && r.script).length,
      workerRequests: requests.filter((r) => r.worker).length,
      files: requests
        .filter((r) => r.script && r.bytes > 0)
        .map(({ path, worker, bytes }) => ({ path, worker, kb: bytes / 1024 })),
    };
  } finally {
    await browser.close();
  }
}

// `npx node bench/first-visit.ts http://localhost:3000 [/path]` prints the figures.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const figures = await firstVisitJs(process.argv[2] ?? 'http://localhost:3000', process.argv[3] ?? '/');
  const round = (kb: number) => Math.round(kb * 10) / 10;
  for (const file of [...figures.files].sort((a, b) => b.kb - a.kb)) {
    console.log(
      `${round(file.kb).toFixed(1).padStart(6)} KB  ${file.worker ? 'worker' : 'page  '}  ${file.path}`,
    );
  }
  console.log(
    `page ${round(figures.pageKb)} KB in ${figures.scripts} scripts + service worker ${round(figures.workerKb)} KB ` +
      `(${figures.workerRequests} requests) = ${round(figures.totalKb)} KB of JavaScript`,
  );
}
