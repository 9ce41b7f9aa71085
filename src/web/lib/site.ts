/**
 * The public origin used in canonical URLs and Open Graph tags. Pages are pre-rendered with the build's
 * origin and the server rewrites it to the one it serves (APP_URL), so in the browser the page's own
 * canonical link is the truth; hydration must render the same value or it would add a second link.
 */
function siteUrl(): string {
  if (typeof document !== 'undefined') {
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
    return canonical ? new URL(canonical).origin : window.location.origin;
  }
  return (import.meta.env.VITE_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
}

export const SITE_URL = siteUrl();
