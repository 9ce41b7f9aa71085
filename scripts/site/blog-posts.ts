// The blog posts' slugs and dates, read from content/blog at build time (for the prerender list and
// the sitemap; the pages themselves bundle the Markdown through import.meta.glob).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFrontMatter } from '#web/features/blog/lib/front-matter.ts';

const BLOG_DIR = join(import.meta.dirname, '../../content/blog');

export function blogPostPaths(): { path: string; publishedAt: string }[] {
  return readdirSync(BLOG_DIR)
    .filter((file) => file.endsWith('.md'))
    .map((file) => parseFrontMatter(readFileSync(join(BLOG_DIR, file), 'utf8')).data)
    .map((data) => ({ path: `/blog/${String(data.slug)}`, publishedAt: String(data.publishedAt) }));
}
