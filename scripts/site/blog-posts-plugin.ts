// Turns each blog post (content/blog/*.md, imported with `?post`) into its front matter and its HTML,
// rendered here at build time (scripts/site/blog-markdown.ts): the pages ship the finished HTML, not a
// Markdown renderer.
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { parseFrontMatter, type PostModule } from '#web/features/blog/lib/front-matter.ts';
import { renderMarkdown } from './blog-markdown.ts';

export function blogPosts(): Plugin {
  return {
    name: 'peace-coach-blog-posts',
    async load(id) {
      const [file, query] = id.split('?');
      if (query !== 'post' || !file?.endsWith('.md')) return null;
      this.addWatchFile(file);
      const { data, body } = parseFrontMatter(await readFile(file, 'utf8'));
      const post: PostModule = { data, html: renderMarkdown(body) };
      return `export default ${JSON.stringify(post)};`;
    },
  };
}
