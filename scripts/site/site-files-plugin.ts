// Writes sitemap.xml and robots.txt into the client build. Both need the site's absolute origin
// (VITE_SITE_URL, as the pages' canonical URLs do), which is why robots.txt is generated rather than a
// static file in public/. Once the pages are pre-rendered, writes the service worker, then the brotli
// copies of the files served as built (precompress.ts).
import { join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { PUBLIC_PAGES } from '#shared/public-pages.ts';
import { blogPostPaths } from './blog-posts.ts';
import { blogPosts } from './blog-posts-plugin.ts';
import { precompressBuild } from './precompress.ts';
import { buildServiceWorker } from './service-worker.ts';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(origin: string): string {
  const entries: { path: string; lastmod?: string }[] = [
    ...PUBLIC_PAGES.filter((page) => !page.noindex).map((page) => ({ path: page.path })),
    ...blogPostPaths().map((post) => ({ path: post.path, lastmod: post.publishedAt })),
  ];
  const urls = entries
    .map((entry) => {
      const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
      return `  <url><loc>${escapeXml(origin + entry.path)}</loc>${lastmod}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /dev/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

// React Router's settings as its plugin resolved them (the build directory may come from BUILD_DIR).
type WithReactRouter = ResolvedConfig & {
  __reactRouterPluginContext?: { reactRouterConfig: { buildDirectory: string } };
};

/** With the blog's Markdown step (blog-posts-plugin.ts), which the pages need in development too. */
export function siteFiles(): Plugin[] {
  return [blogPosts(), siteFilesPlugin()];
}

function siteFilesPlugin(): Plugin {
  let ssrBuild = false;
  let origin = 'http://localhost:3000';
  let resolved: WithReactRouter | undefined;
  return {
    name: 'peace-coach-site-files',
    apply: 'build',
    configResolved(config) {
      resolved = config;
      ssrBuild = Boolean(config.build.ssr);
      origin = String(config.env.VITE_SITE_URL ?? origin).replace(/\/$/, '');
    },
    generateBundle() {
      // React Router builds the client and the server separately; only the client is served.
      const environment = (this as { environment?: { config: { consumer: string } } }).environment;
      if (environment ? environment.config.consumer !== 'client' : ssrBuild) return;
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(origin) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(origin) });
    },
    // React Router pre-renders the pages when the server build is written (in its writeBundle), and the
    // worker precaches the SPA shell that step writes: `sequential` waits for the other plugins' hooks,
    // and a failed pre-render stops the build before this runs.
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (!ssrBuild || !resolved) return;
        const buildDirectory = resolved.__reactRouterPluginContext?.reactRouterConfig.buildDirectory;
        if (!buildDirectory) throw new Error('The service worker is built with React Router’s plugin only');
        const clientDir = join(buildDirectory, 'client');
        const { count, size } = await buildServiceWorker(clientDir);
        resolved.logger.info(`sw.js precaches ${count} files (${Math.round(size / 1024)} kB)`);
        // Last: the worker is one of the files it compresses.
        const brotli = await precompressBuild(clientDir);
        resolved.logger.info(
          `brotli copies of ${brotli.count} files (${Math.round(brotli.bytes / 1024)} -> ${Math.round(brotli.compressedBytes / 1024)} kB)`,
        );
      },
    },
  };
}
