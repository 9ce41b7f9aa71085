import type { MetaDescriptor } from 'react-router';
import { type PublicPage, publicPage, SITE_NAME } from '#shared/public-pages.ts';
import { SITE_URL } from './site.ts';

/** Title, description, canonical URL and Open Graph tags for a public page of shared/public-pages. */
export function pageMeta(path: PublicPage['path']): MetaDescriptor[] {
  const page = publicPage(path);
  if (!page) return [{ title: SITE_NAME }];
  const url = `${SITE_URL}${path === '/' ? '/' : path}`;
  return [
    { title: page.title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/** For signed-in app pages: a title, and never indexed. */
export function appMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}
