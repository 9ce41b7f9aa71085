// One build serves any domain and any operator: the pre-rendered pages, sitemap.xml and robots.txt are
// rewritten once, when the server loads the build, with the origin from APP_URL and the company from
// COMPANY_NAME, COMPANY_ADDRESS and PRIVACY_CONTACT_EMAIL (docs/architecture.md#pages). The build
// writes whatever origin it was given (VITE_SITE_URL, localhost by default); only the absolute URLs
// search engines and link previews read are rewritten, never a page's text.
import { escapeHtml } from '#server/mail/escape-html.ts';
import { SITE_OWNER_SCRIPT_ID, SITE_OWNER_TOKENS, type SiteOwner } from '#shared/site-owner.ts';

export interface ServedSite {
  /** The public origin, e.g. https://peacecoach.example (no trailing slash). */
  origin: string;
  siteOwner: SiteOwner;
}

const ORIGIN = /^https?:\/\/[^/"'\s<>]+/;
// The tags that carry the page's own absolute URL: the canonical link and the Open Graph URL and image.
const URL_TAG = /<(?:link|meta)\b[^>]*>/gi;
const URL_ATTRIBUTE = /\b(href|content)="([^"]*)"/;
const NAMES_PAGE_URL = /\brel="canonical"|\bproperty="og:(?:url|image)"/;

function rewriteTagUrls(html: string, origin: string): string {
  return html.replace(URL_TAG, (tag) =>
    NAMES_PAGE_URL.test(tag)
      ? tag.replace(
          URL_ATTRIBUTE,
          (_, name: string, value: string) => `${name}="${value.replace(ORIGIN, origin)}"`,
        )
      : tag,
  );
}

/** The owner as JSON a page can read: `<` escaped so the text cannot close its script element. */
export function siteOwnerJson(owner: SiteOwner): string {
  return JSON.stringify(owner).replace(/</g, '\\u003c');
}

/** A page's HTML with the served origin and, where the page names the owner, the owner filled in. */
export function rewriteHtml(html: string, site: ServedSite): string {
  let out = rewriteTagUrls(html, site.origin);
  const tokens = Object.entries(SITE_OWNER_TOKENS) as [keyof SiteOwner, string][];
  if (tokens.some(([, token]) => out.includes(token))) {
    for (const [key, token] of tokens) out = out.replaceAll(token, escapeHtml(site.siteOwner[key]));
    // The same values for the page's hydration, so the browser renders what the server sent.
    const data = `<script type="application/json" id="${SITE_OWNER_SCRIPT_ID}">${siteOwnerJson(site.siteOwner)}</script>`;
    out = out.replace(/<\/head>/i, `${data}</head>`);
  }
  return out;
}

/** sitemap.xml's <loc> entries on the served origin. */
export function rewriteSitemap(xml: string, origin: string): string {
  return xml.replace(/<loc>(https?:\/\/[^/<]+)/g, () => `<loc>${escapeHtml(origin)}`);
}

/** robots.txt's Sitemap line on the served origin. */
export function rewriteRobots(text: string, origin: string): string {
  return text.replace(/^(Sitemap:\s*)https?:\/\/[^/\s]+/gim, (_, prefix: string) => `${prefix}${origin}`);
}
