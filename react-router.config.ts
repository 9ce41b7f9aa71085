import type { Config } from '@react-router/dev/config';
import { blogPostPaths } from './scripts/site/blog-posts.ts';
import { prerenderedPaths } from './src/shared/public-pages.ts';

// SPA mode with pre-rendered public pages: the Node server serves static HTML for every public page
// (search engines and first paint see content) and the SPA fallback for the signed-in app. Each blog
// post is pre-rendered too, from the Markdown files in content/blog.
export default {
  appDirectory: 'src/web',
  // BUILD_DIR lets two builds (e.g. parallel test runs) keep out of each other's way.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: false,
  prerender: () => [...prerenderedPaths(), ...blogPostPaths().map((post) => post.path)],
} satisfies Config;
