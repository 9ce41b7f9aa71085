/**
 * A post's article text: HTML rendered from our own Markdown at build time by a safe subset that passes
 * no raw HTML and no unsafe link through (scripts/site/blog-markdown.ts,
 * docs/product/rulings.md#blog-posts-in-the-repository), so it is set as it is.
 */
export function PostBody({ html }: { html: string }) {
  return (
    <div
      className="flex flex-col gap-5 text-lg leading-relaxed text-ink"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
