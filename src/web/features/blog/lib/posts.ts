import type { PostModule } from './front-matter.ts';

export interface BlogPost {
  id: string;
  title: string;
  headline: string;
  slug: string;
  excerpt: string;
  /** The article's HTML, rendered from its Markdown at build time (scripts/site/blog-markdown.ts). */
  html: string;
  publishedAt: string;
  author: string;
  seoKeywords: string[];
  metaDescription: string;
}

// Bundled at build time, so the list and every article are in the pre-rendered HTML; `?post` gives each
// file's front matter and rendered HTML (scripts/site/blog-posts-plugin.ts).
const files = import.meta.glob<PostModule>('/content/blog/*.md', {
  query: '?post',
  import: 'default',
  eager: true,
});

const text = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : (value ?? '');

export function toPost({ data, html }: PostModule): BlogPost {
  return {
    id: text(data.id),
    title: text(data.title),
    headline: text(data.headline),
    slug: text(data.slug),
    excerpt: text(data.excerpt),
    html,
    publishedAt: text(data.publishedAt),
    author: text(data.author),
    seoKeywords: Array.isArray(data.seoKeywords) ? data.seoKeywords : [],
    metaDescription: text(data.metaDescription),
  };
}

/** Newest first. */
export const posts: readonly BlogPost[] = Object.values(files)
  .map(toPost)
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

export function findPost(slug: string | undefined): BlogPost | undefined {
  return posts.find((post) => post.slug === slug);
}

/** "12 January 2026", fixed to UTC so the pre-rendered HTML and the browser agree. */
export function formatPostDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate));
}
