// A tiny front-matter reader for our own blog posts (content/blog/*.md): "key: value" lines between two
// "---" lines; a value in [brackets] is a comma-separated list. Shared by the blog pages and the build
// (prerender list, sitemap), so it imports nothing.

export interface FrontMatter {
  data: Record<string, string | string[]>;
  body: string;
}

/** What a `/content/blog/*.md?post` import gives: the front matter and the body rendered to HTML at build
 * time (scripts/site/blog-posts-plugin.ts). */
export interface PostModule {
  data: FrontMatter['data'];
  html: string;
}

export function parseFrontMatter(source: string): FrontMatter {
  const text = source.replace(/\r\n/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) return { data: {}, body: text };
  const data: Record<string, string | string[]> = {};
  for (const line of match[1]!.split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const key = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    data[key] =
      value.startsWith('[') && value.endsWith(']')
        ? value
            .slice(1, -1)
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean)
        : value.replace(/^"(.*)"$/, '$1');
  }
  return { data, body: text.slice(match[0].length) };
}
