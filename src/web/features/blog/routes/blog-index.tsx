import { href, Link } from 'react-router';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { QueryHandle } from '#web/lib/query-host.tsx';
import { blogStrings as t } from '../blog.strings.ts';
import { SignupCta } from '../components/signup-cta.tsx';
import { formatPostDate, posts } from '../lib/posts.ts';

export const meta = () => pageMeta('/blog');

// It fetches nothing with the query client: the page opens without loading it (query-host.tsx).
export const handle: QueryHandle = { withoutQueries: true };

export default function BlogIndexPage() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="font-serif text-4xl text-ink sm:text-5xl">{t.title}</h1>
      <p className="mt-3 text-lg text-ink-soft">{t.intro}</p>
      <ul className="mt-10 flex flex-col gap-8">
        {posts.map((post) => (
          <li key={post.slug}>
            <article
              aria-labelledby={`post-${post.slug}`}
              className="rounded-2xl bg-white p-6 shadow-sm sm:p-8"
            >
              <p className="text-sm text-ink-soft">
                <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time> · {t.by}{' '}
                {post.author}
              </p>
              <h2 id={`post-${post.slug}`} className="mt-2 font-serif text-2xl text-ink">
                <Link to={href('/blog/:slug', { slug: post.slug })} className="hover:text-teal-dark">
                  {post.headline}
                </Link>
              </h2>
              <p className="mt-3 text-ink-soft">{post.excerpt}</p>
              <Link
                to={href('/blog/:slug', { slug: post.slug })}
                className="mt-4 inline-flex min-h-11 items-center font-semibold text-teal underline underline-offset-4"
              >
                {t.readMore}
                <span className="sr-only">: {post.headline}</span>
              </Link>
            </article>
          </li>
        ))}
      </ul>
      <SignupCta />
    </main>
  );
}
