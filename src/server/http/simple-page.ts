import { escapeHtml } from '../mail/escape-html.ts';

/** Pages the server renders itself (unsubscribe, test payments) allow only their own inline styles and forms. */
export const SIMPLE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const STYLE = `body{font-family:Georgia,serif;background:#faf6f0;color:#1f2933;margin:0;padding:2rem}
main{max-width:32rem;margin:0 auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 1px 4px #0002}
.note{background:#fff4d6;border-radius:8px;padding:.75rem 1rem}
button{font:inherit;padding:.7rem 1.2rem;border-radius:8px;border:2px solid #1d5c63;margin-right:.5rem;cursor:pointer;background:#1d5c63;color:#fff}
.secondary{background:#fff;color:#1d5c63}form{display:inline}a{color:#1d5c63}`;

interface SimplePageOptions {
  status?: number;
  /** One script of ours (a file in public/), the only script the page's policy then allows. */
  script?: string;
}

/** A small, self-contained, noindex HTML page; `body` must already be escaped HTML. */
export function simplePage(
  title: string,
  body: string,
  { status = 200, script }: SimplePageOptions = {},
): Response {
  const tag = script ? `<script src="${escapeHtml(script)}" defer></script>` : '';
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style>${tag}</head><body><main>${body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': script ? `${SIMPLE_PAGE_CSP}; script-src 'self'` : SIMPLE_PAGE_CSP,
      'Cache-Control': 'no-store',
    },
  });
}

/** A browser's navigation asks for HTML; API clients (and fetch) keep the JSON errors. */
export function wantsHtml(accept: string | undefined): boolean {
  return (accept ?? '').includes('text/html');
}

/** What a browser that followed an old or mistyped address under /api gets: a page, never JSON. */
export function notFoundPage(): Response {
  return simplePage(
    'Page not found | Peace Coach',
    '<h1>Page not found</h1><p>There is nothing at this address.</p><p><a href="/">Back to Peace Coach</a></p>',
    { status: 404 },
  );
}
