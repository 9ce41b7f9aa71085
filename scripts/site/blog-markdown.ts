// The blog's Markdown, rendered to HTML at build time with `marked` (docs/product/specification.md#blog-and-blogslug).
// A safe subset: raw HTML in a post is shown as the characters it is, never passed through; links keep
// only web, mail and same-site addresses; images are not rendered (their alt text is). The elements carry
// the classes the article used before, so the page looks the same.
import { escapeHtml } from '#server/mail/escape-html.ts';
import { Marked, Renderer, type Tokens } from 'marked';

const CLASSES = {
  h2: 'mt-6 font-serif text-3xl text-ink',
  h3: 'mt-4 font-serif text-2xl text-ink',
  quote: 'border-l-4 border-gold/60 pl-4 font-serif text-ink-soft italic',
  ul: 'list-disc space-y-2 pl-6',
  ol: 'list-decimal space-y-2 pl-6',
  link: 'font-medium text-teal underline underline-offset-4',
};

/** http(s), mailto, a path on this site or an anchor; anything else (javascript:, data:) is refused. */
const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    // The page's own title is the h1: a post's headings start at h2, and h4-h6 read as h3.
    heading({ tokens, depth }: Tokens.Heading) {
      const level = depth <= 2 ? 2 : 3;
      return `<h${level} class="${CLASSES[level === 2 ? 'h2' : 'h3']}">${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    blockquote({ tokens }: Tokens.Blockquote) {
      return `<blockquote class="${CLASSES.quote}">${this.parser.parse(tokens)}</blockquote>\n`;
    },
    list(token: Tokens.List) {
      const html = Renderer.prototype.list.call(this, token);
      return html.replace(/^<(ul|ol)/, (_: string, tag: 'ul' | 'ol') => `<${tag} class="${CLASSES[tag]}"`);
    },
    html(token: Tokens.HTML | Tokens.Tag) {
      const text = escapeHtml(token.text.trim());
      return 'block' in token && token.block ? `<p>${text}</p>\n` : text;
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      if (!SAFE_HREF.test(href)) return text;
      const external = /^https?:\/\//i.test(href);
      return `<a href="${escapeHtml(href)}"${title ? ` title="${escapeHtml(title)}"` : ''} class="${CLASSES.link}"${external ? ' rel="noopener noreferrer"' : ''}>${text}</a>`;
    },
    image({ text }: Tokens.Image) {
      return escapeHtml(text);
    },
  },
});

export function renderMarkdown(source: string): string {
  return markdown.parse(source) as string;
}
