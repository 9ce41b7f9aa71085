// The blog's Markdown, rendered at build time with `marked` and a safe subset
// (docs/product/specification.md#blog-and-blogslug).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '#web/features/blog/lib/front-matter.ts';
import { renderMarkdown } from './blog-markdown.ts';

const BLOG_DIR = join(import.meta.dirname, '../../content/blog');
const posts = readdirSync(BLOG_DIR)
  .filter((file) => file.endsWith('.md'))
  .map((file) => ({
    file,
    html: renderMarkdown(parseFrontMatter(readFileSync(join(BLOG_DIR, file), 'utf8')).body),
  }));

describe('blog Markdown', () => {
  it('renders italic written with underscores or asterisks, and bold', () => {
    expect(renderMarkdown('Be _slow_ and *gentle*, **always**.')).toBe(
      '<p>Be <em>slow</em> and <em>gentle</em>, <strong>always</strong>.</p>\n',
    );
    expect(renderMarkdown('_A whole italic line._')).toBe('<p><em>A whole italic line.</em></p>\n');
  });

  it('shows raw HTML as text and never as markup', () => {
    const html = renderMarkdown(
      '<script>alert("x")</script>\n\nSome <b onclick="x()">bold</b> words.\n\n<img src=x onerror="alert(1)">',
    );
    expect(html).not.toMatch(/<(script|b|img)\b/);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('Some &lt;b onclick=&quot;x()&quot;&gt;bold&lt;/b&gt; words.');
  });

  it('keeps only safe links, and no images', () => {
    const html = renderMarkdown(
      '[ours](/pricing), [theirs](https://example.org), [bad](javascript:alert(1)), [data](data:text/html,x) ![pic](/x.png)',
    );
    expect(html).toContain(
      '<a href="/pricing" class="font-medium text-teal underline underline-offset-4">ours</a>',
    );
    expect(html).toContain(
      '<a href="https://example.org" class="font-medium text-teal underline underline-offset-4" rel="noopener noreferrer">theirs</a>',
    );
    expect(html).not.toMatch(/javascript:|data:|<img/);
    expect(html).toContain('bad');
    expect(html).toContain('pic');
  });

  it('gives headings, lists and quotations the article’s classes', () => {
    const html = renderMarkdown('## Start\n\n### Why\n\n- one\n- two\n\n> A gentle answer');
    expect(html).toContain('<h2 class="mt-6 font-serif text-3xl text-ink">Start</h2>');
    expect(html).toContain('<h3 class="mt-4 font-serif text-2xl text-ink">Why</h3>');
    expect(html).toContain('<ul class="list-disc space-y-2 pl-6">\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(html).toContain(
      '<blockquote class="border-l-4 border-gold/60 pl-4 font-serif text-ink-soft italic"><p>A gentle answer</p>',
    );
  });

  it('renders every post without a literal Markdown mark left in its text', () => {
    expect(posts.length).toBeGreaterThanOrEqual(2);
    for (const { file, html } of posts) {
      const text = html.replace(/<[^>]+>/g, '');
      expect(text, file).not.toMatch(/(^|\s)_\S|\S_(\s|[.,;:!?]|$)|\*\*|(^|\s)\*\S/m);
      expect(html, file).toContain('<em>');
      expect(html, file).toContain('<h2 class="mt-6 font-serif text-3xl text-ink">');
    }
  });
});
