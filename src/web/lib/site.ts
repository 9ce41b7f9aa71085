/** The public origin used in canonical URLs and Open Graph tags, fixed at build time. */
export const SITE_URL = (import.meta.env.VITE_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
