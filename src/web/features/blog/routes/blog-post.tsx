import type { MetaDescriptor } from 'react-router';
import { href, Link } from 'react-router';
import { SITE_NAME } from '#shared/public-pages.ts';
import { appMeta } from '#web/lib/page-meta.ts';
import { SITE_URL } from '#web/lib/site.ts';
import type { QueryHandle } from '#web/lib/query-host.tsx';
import type { Route } from './+types/blog-post';
import { blogStrings as t } from '../blog.strings.ts';
import { PostBody } from '../components/post-body.tsx';
import { SignupCta } from '../components/signup-cta.tsx';
import { findPost, formatPostDate } from '../lib/posts.ts';

// It fetches nothing with the query client: the page opens without loading it (query-host.tsx).
export const handle: QueryHandle = { withoutQueries: true };

export function meta({ params }: Route.MetaArgs): MetaDescriptor[] {
  const post = findPost(params.slug);
  if (!post) return appMeta(t.notFound);
  const url = `${SITE_URL}/blog/${post.slug}`;
  const title = `${post.title} | ${SITE_NAME}`;
  return [
    { title },
    { name: 'description', content: post.metaDescription },
    { name: 'keywords', content: post.seoKeywords.join(', ') },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: title },
    { property: 'og:description', content: post.metaDescription },
    { property: 'og:url', content: url },
    { property: 'og:type', content: 'article' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'article:published_time', content: post.publishedAt },
  ];
}

export default function BlogPostPage({ params }: Route.ComponentProps) {
  const post = findPost(params.slug);
  if (!post) {
    return (
      <main id="main" className="mx-auto flex min-h-[50vh] max-w-3xl flex-col gap-4 px-4 py-16">
        <h1 className="font-serif text-4xl text-ink">{t.notFound}</h1>
        <p className="text-ink-soft">{t.notFoundBody}</p>
        <p>
          <Link to={href('/blog')} className="font-medium text-teal underline underline-offset-4">
            {t.back}
          </Link>
        </p>
      </main>
    );
  }
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <p>
        <Link
          to={href('/blog')}
          className="inline-flex min-h-11 items-center text-teal underline underline-offset-4"
        >
          {t.back}
        </Link>
      </p>
      <article aria-labelledby="post-title">
        <h1 id="post-title" className="mt-4 font-serif text-4xl leading-tight text-ink sm:text-5xl">
          {post.headline}
        </h1>
        <p className="mt-4 mb-8 text-ink-soft">
          <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time> · {t.by} {post.author}
        </p>
        <PostBody html={post.html} />
      </article>
      <SignupCta />
    </main>
  );
}
