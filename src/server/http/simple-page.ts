import { escapeHtml } from '../mail/escape-html.ts';

/** Pages the server renders itself (unsubscribe, test payments) allow only their own inline styles and forms. */
export const SIMPLE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The app's look in a few rules (src/web/styles/app.css: its palette, fonts, focus ring and calm card),
 * inline because these pages load nothing else: the sans body and serif headings, sand behind a white
 * card, teal for action. Every text/background pair meets WCAG AA; buttons are 44 px tall at least.
 */
const STYLE = `*,*::before,*::after{box-sizing:border-box}
html{background:#faf6f0;color:#1f2933;-webkit-text-size-adjust:100%}
body{margin:0;font-family:Inter,ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;line-height:1.6}
header{max-width:36rem;margin:0 auto;padding:1.25rem 1rem .5rem}
.brand{font-family:Georgia,'Times New Roman',serif;font-size:1.25rem;color:#1d5c63;text-decoration:none;font-weight:700}
main{max-width:36rem;margin:0 auto 3rem;background:#fff;border:1px solid #f1e8db;border-radius:16px;padding:1.5rem;box-shadow:0 1px 3px #1f293314}
@media (min-width:40rem){main{padding:2rem 2.25rem}}
h1{font-family:Georgia,'Times New Roman',serif;font-weight:400;font-size:1.875rem;line-height:1.25;margin:0 0 1rem}
p{margin:0 0 1rem}
.note{background:#fff4d6;border:1px solid #ecd49a;color:#5c3b00;border-radius:12px;padding:.75rem 1rem}
ul{list-style:none;margin:0 0 1.25rem;padding:0;display:grid;gap:.75rem}
li{border:1px solid #f1e8db;border-radius:12px;padding:.875rem 1rem}
li form{display:block;margin-top:.75rem}
form{display:inline-block;margin:0 .5rem .75rem 0}
button{font:inherit;font-weight:600;min-height:2.75rem;padding:.625rem 1.25rem;border-radius:10px;border:2px solid #1d5c63;cursor:pointer;background:#1d5c63;color:#fff}
button:hover{background:#15464c;border-color:#15464c}
.secondary{background:#fff;color:#1d5c63}
.secondary:hover{background:#e3f0ef;color:#15464c}
a{color:#1d5c63;text-underline-offset:3px}
a:hover{color:#15464c}
:focus-visible{outline:3px solid #1d5c63;outline-offset:2px}
@media (prefers-reduced-motion:reduce){*{transition:none!important}}`;

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
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style>${tag}</head><body><header><a class="brand" href="/">Peace Coach</a></header><main>${body}</main></body></html>`;
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
