// Every public page: its path, title and description for search engines, whether it is indexed,
// and whether it is pre-rendered at build time. The build, the sitemap and each page's meta read this.
import { type PagePathOf, pagePaths } from './pages.ts';

export interface PublicPage {
  /** A `public` page of ./pages.ts (a blog post takes its own from its Markdown). */
  path: Exclude<PagePathOf<'public'>, '/blog/:slug'>;
  title: string;
  description: string;
  /** Left out of the sitemap and marked noindex. */
  noindex?: boolean;
}

export const SITE_NAME = 'Peace Coach';

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    title: 'Peace Coach: Christian relationship coaching rooted in scripture',
    description:
      'Personal, scripture-rooted coaching for Christian women and men who love their partner but are stuck in recurring conflict. Private, encrypted, available day and night.',
  },
  {
    path: '/pricing',
    title: 'Premium coaching | Peace Coach',
    description:
      'Unlimited scripture-rooted coaching that remembers your journey. 7-day free trial, cancel anytime.',
  },
  {
    path: '/blog',
    title: 'Blog | Peace Coach',
    description: 'Encouragement and practical wisdom for peace in your marriage, rooted in scripture.',
  },
  {
    path: '/365access',
    title: 'Free 365 Days of Peace video series | Peace Coach',
    description:
      'A free three-part video series, daily alignment prompts and weekly guidance e-mails for peace at home.',
  },
  {
    path: '/365series',
    title: '365 Days of Peace | Peace Coach',
    description: 'Your free three-part video series for peace in your marriage.',
    noindex: true,
  },
  {
    path: '/about',
    title: 'About us | Peace Coach',
    description: 'Why Peace Coach exists and the convictions behind it.',
  },
  {
    path: '/contact',
    title: 'Contact us | Peace Coach',
    description: 'Questions, technical issues or billing: we answer within 24 hours, Monday to Friday.',
  },
  {
    path: '/privacy-policy',
    title: 'Privacy policy | Peace Coach',
    description: 'What we collect, how we protect your conversations, and your rights.',
  },
  {
    path: '/terms-of-service',
    title: 'Terms of service | Peace Coach',
    description: 'The terms for using Peace Coach.',
  },
  {
    path: '/install-guide',
    title: 'Install Peace Coach on your phone | Peace Coach',
    description: 'Add Peace Coach to your home screen on iPhone, Android and Samsung Internet.',
  },
  {
    path: '/christian-resources',
    title: 'Christian resources for your marriage | Peace Coach',
    description: 'Scripture, practical tips and a free series for couples in a hard season.',
  },
  {
    path: '/relationship-tips',
    title: 'Relationship tips rooted in scripture | Peace Coach',
    description: 'Six practical habits for calmer conversations, each with a verse to hold on to.',
  },
  {
    path: '/scripture-guide',
    title: 'Scripture guide for marriage | Peace Coach',
    description:
      'Verses for patience, forgiveness, communication, hope, peace and love, from the World English Bible.',
  },
  {
    path: '/resources/reset-card',
    title: 'Emotional Reset Card (printable) | Peace Coach',
    description:
      'The P.E.A.C.E. framework on one printable card: Pause, Exhale, Ask, Choose, Express, for the moment a conversation starts to tip.',
  },
  {
    path: '/resources/cheat-sheet',
    title: 'Conversation Cheat Sheet: 10 phrases (printable) | Peace Coach',
    description: 'Ten phrases that calm a hard conversation, and when to use each one. Free to print.',
  },
  {
    path: '/resources/prayer-guide',
    title: 'A 7-day prayer guide for your marriage (printable) | Peace Coach',
    description:
      'Seven days of short prayers for your marriage, each with a verse from the World English Bible.',
  },
  {
    path: '/404',
    title: 'Page not found | Peace Coach',
    description: 'The page you were looking for does not exist.',
    noindex: true,
  },
];

/**
 * The page an unknown blog address gets: the article route pre-rendered for a slug no post has, so its
 * HTML ("Post Not Found") is what the browser renders for any unknown slug and hydrates without change.
 * The server answers it with status 404 (src/server/http/static-site.ts); it is in no sitemap.
 */
export const BLOG_NOT_FOUND_PATH = '/blog/_not-found';

export function prerenderedPaths(): string[] {
  return [...PUBLIC_PAGES.map((page) => page.path), BLOG_NOT_FOUND_PATH];
}

/**
 * The routes of src/web/routes.ts that are rendered in the browser from the SPA shell (the signed-in
 * app, the sign-in screens, redirects), `:name` standing for one path segment. The server answers these
 * with the shell and status 200; a path that is neither one of them, a pre-rendered page nor a built
 * file is a 404 (no soft 404s for search engines).
 */
export const CLIENT_RENDERED_ROUTES: readonly string[] = pagePaths('client', 'app', 'token');

export function publicPage(path: string): PublicPage | undefined {
  return PUBLIC_PAGES.find((page) => page.path === path);
}
