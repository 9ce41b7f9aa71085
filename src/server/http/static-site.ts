// Serves the built web app from memory: every file under build/client is indexed once at boot, so a
// request can only ever reach a file the build produced (no path traversal). The build's brotli copies
// (`name.br`, made at the strongest setting) are sent for the files served as built; any other compressed
// variant is made once per file on first use rather than on every request.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { BLOG_NOT_FOUND_PATH, CLIENT_RENDERED_ROUTES } from '#shared/public-pages.ts';
import { SITE_OWNER_PATH } from '#shared/site-owner.ts';
import { htmlContentSecurityPolicy } from './security-headers.ts';
import {
  rewriteHtml,
  rewriteRobots,
  rewriteSitemap,
  type ServedSite,
  siteOwnerJson,
} from './site-rewrite.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.xml',
  '.txt',
  '.svg',
]);

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SERVICE_WORKER_CSP = "default-src 'self'";
export const NO_CACHE = 'no-cache';
const SHORT_CACHE = 'public, max-age=3600';

interface StaticFile {
  body: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
  compressible: boolean;
  csp?: string;
  encoded: { br?: Buffer; gzip?: Buffer };
}

export interface StaticSite {
  /**
   * Answers a GET or HEAD: a built file, the SPA shell for an app route, or the pre-rendered not-found
   * page with status 404 for any other page address; null for a missing file (a path with an extension).
   */
  serve(c: Context): Response | null;
  /** A hashed file under /assets/ by its URL path, with its bytes for an Accept-Encoding. */
  asset(path: string, acceptEncoding: string | undefined): AssetResponse | null;
  readonly fileCount: number;
}

export interface AssetResponse {
  etag: string;
  /** Every header of the answer but the per-request ones (request id, Connection). */
  headers: Record<string, string>;
  body: Buffer;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.add(`sha256-${createHash('sha256').update(body).digest('base64')}`);
  }
  return [...hashes];
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** `about/index.html` answers `/about`; `index.html` answers `/`. */
function urlPathFor(file: string): string {
  const path = `/${file.split(sep).join('/')}`;
  if (path === '/index.html') return '/';
  if (path.endsWith('/index.html')) return path.slice(0, -'/index.html'.length);
  return path;
}

/**
 * The build's brotli copy of a file served as built, if it holds exactly the file's bytes (a copy left
 * from another build must not be sent for this one).
 */
function builtBrotli(absolute: string, body: Buffer): Buffer | undefined {
  if (!existsSync(`${absolute}.br`)) return undefined;
  const copy = readFileSync(`${absolute}.br`);
  try {
    return brotliDecompressSync(copy).equals(body) ? copy : undefined;
  } catch {
    return undefined;
  }
}

/** The file's bytes in the best encoding the client accepts, compressed once and kept. */
function encodedBody(file: StaticFile, accept = ''): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (!file.compressible || file.body.length <= 512) return { body: file.body };
  if (/\bbr\b/.test(accept)) {
    file.encoded.br ??= brotliCompressSync(file.body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: file.body.length,
      },
    });
    return { body: file.encoded.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(accept)) {
    file.encoded.gzip ??= gzipSync(file.body, { level: 9 });
    return { body: file.encoded.gzip, encoding: 'gzip' };
  }
  return { body: file.body };
}

const NOT_FOUND_PATH = '/404';

// "Any other path redirects to /404" (docs/product/rulings.md#unknown-paths). The server answers such a path
// with the /404 page's HTML and status 404, so search engines see a real 404 and a visitor without JavaScript
// reads the page. Before the client router starts, this puts /404 in the address bar: the HTML was rendered
// for /404, so it hydrates unchanged, and the visitor ends where the client-side redirect leads.
const TO_NOT_FOUND_URL = `if(location.pathname!==${JSON.stringify(NOT_FOUND_PATH)})history.replaceState(null,"",${JSON.stringify(NOT_FOUND_PATH)})`;

const clientRoute = (pattern: string) =>
  new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+').replace(/[.]/g, '\\.')}$`);
const CLIENT_ROUTES = CLIENT_RENDERED_ROUTES.map(clientRoute);

/** The file as served: on the served origin, with the operator's details (site-rewrite.ts). */
function servedBody(rel: string, body: Buffer, site: ServedSite | undefined): Buffer {
  if (!site) return body;
  if (rel.endsWith('.html')) return Buffer.from(rewriteHtml(body.toString('utf8'), site));
  if (rel === 'sitemap.xml') return Buffer.from(rewriteSitemap(body.toString('utf8'), site.origin));
  if (rel === 'robots.txt') return Buffer.from(rewriteRobots(body.toString('utf8'), site.origin));
  return body;
}

/**
 * `site` is where and by whom the build is served (APP_URL and the company settings): each page, the
 * sitemap and robots.txt are rewritten for it once, here, so their ETags and compressed copies describe
 * the bytes that are sent. Without it the files are served as built.
 */
export function loadStaticSite(root: string, production: boolean, site?: ServedSite): StaticSite | null {
  if (!existsSync(root)) return null;
  const files = new Map<string, StaticFile>();
  let fallback: StaticFile | undefined;
  for (const absolute of walk(root)) {
    const rel = relative(root, absolute);
    const ext = extname(absolute).toLowerCase();
    // A brotli copy is an encoding of its file, not an address.
    if (ext === '.br') continue;
    const built = readFileSync(absolute);
    const body = servedBody(rel.split(sep).join('/'), built, site);
    const isHtml = ext === '.html';
    const file: StaticFile = {
      body,
      contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      cacheControl: isHtml ? NO_CACHE : rel.startsWith(`assets${sep}`) ? IMMUTABLE : SHORT_CACHE,
      compressible: COMPRESSIBLE.has(ext),
      encoded: { br: body === built && COMPRESSIBLE.has(ext) ? builtBrotli(absolute, body) : undefined },
    };
    if (isHtml) file.csp = htmlContentSecurityPolicy(inlineScriptHashes(body.toString('utf8')), production);
    // The service worker's own policy governs what it may fetch; it must be checked for updates on
    // every visit rather than cached.
    if (rel === 'sw.js') {
      file.csp = SERVICE_WORKER_CSP;
      file.cacheControl = NO_CACHE;
    }
    if (rel === '__spa-fallback.html') fallback = file;
    else files.set(urlPathFor(rel), file);
  }
  // With every page pre-rendered there is no separate fallback: the root page boots the client router.
  fallback ??= files.get('/');
  // The operator's details for a page that names them after client-side navigation (the privacy policy).
  if (site) {
    const body = Buffer.from(siteOwnerJson(site.siteOwner));
    files.set(SITE_OWNER_PATH, {
      body,
      contentType: CONTENT_TYPES['.json']!,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      cacheControl: NO_CACHE,
      compressible: true,
      encoded: {},
    });
  }

  // The not-found pages are answers, not addresses: /404 and the blog's are served with status 404.
  const blogNotFound = files.get(BLOG_NOT_FOUND_PATH);
  files.delete(BLOG_NOT_FOUND_PATH);
  const notFoundFile = files.get(NOT_FOUND_PATH);
  files.delete(NOT_FOUND_PATH);
  let notFound: StaticFile | undefined;
  if (notFoundFile) {
    const html = notFoundFile.body
      .toString('utf8')
      .replace(/<head[^>]*>/i, (head) => `${head}<script>${TO_NOT_FOUND_URL}</script>`);
    const body = Buffer.from(html);
    notFound = {
      ...notFoundFile,
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      csp: htmlContentSecurityPolicy(inlineScriptHashes(html), production),
      encoded: {},
    };
  }

  const respond = (c: Context, file: StaticFile, status: 200 | 404 = 200): Response => {
    const headers = new Headers({ 'Content-Type': file.contentType, 'Cache-Control': file.cacheControl });
    if (file.csp) headers.set('Content-Security-Policy', file.csp);
    if (file.compressible) headers.set('Vary', 'Accept-Encoding');
    // Validators belong to a resource; a 404 is not one (a 304 would turn it into a success).
    if (status === 200) {
      headers.set('ETag', file.etag);
      if (c.req.header('if-none-match') === file.etag) return new Response(null, { status: 304, headers });
    }

    const { body, encoding } = encodedBody(file, c.req.header('accept-encoding'));
    if (encoding) headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body.length));
    // A view, not a copy, of the cached bytes.
    const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
    return new Response(c.req.method === 'HEAD' ? null : bytes, { status, headers });
  };

  return {
    fileCount: files.size,
    asset(path, acceptEncoding) {
      const file = path.startsWith('/assets/') ? files.get(path) : undefined;
      if (!file) return null;
      const { body, encoding } = encodedBody(file, acceptEncoding);
      const headers: Record<string, string> = {
        'Content-Type': file.contentType,
        'Cache-Control': file.cacheControl,
        ETag: file.etag,
        ...(file.compressible ? { Vary: 'Accept-Encoding' } : {}),
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
        'Content-Length': String(body.length),
      };
      return { etag: file.etag, headers, body };
    },
    serve(c) {
      const path = c.req.path.length > 1 ? c.req.path.replace(/\/$/, '') : c.req.path;
      const file = files.get(path);
      if (file) return respond(c, file);
      // A path with a file extension is a missing file, not an app route.
      if (extname(path) !== '' || !fallback) return null;
      if (CLIENT_ROUTES.some((route) => route.test(path))) return respond(c, fallback);
      // Every post is pre-rendered (a built file above), so this slug names no post.
      if (blogNotFound && (path.startsWith('/blog/') || path === BLOG_NOT_FOUND_PATH))
        return respond(c, blogNotFound, 404);
      if (notFound) return respond(c, notFound, 404);
      // A build without a /404 page (none is made in development): the client router decides.
      return respond(c, fallback);
    },
  };
}
